export { MultiGroupSelection, preselectedGroupNames, type MultiGroupSelectionProps } from './multi-group-selection';
export { multiGroupSelectionTag } from './multi-group-selection.tag';
