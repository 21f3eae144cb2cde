export { MultiGroupSelection, preselectedGroupNames, type MultiGroupSelectionProps } from './multi-group-selection';
