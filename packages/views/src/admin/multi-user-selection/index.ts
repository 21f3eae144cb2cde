export { MultiUserSelection, preselectedUserIds, type MultiUserSelectionProps } from './multi-user-selection';
