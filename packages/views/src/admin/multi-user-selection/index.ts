export { MultiUserSelection, preselectedUserIds, type MultiUserSelectionProps } from './multi-user-selection';
export { multiUserSelectionTag } from './multi-user-selection.tag';
