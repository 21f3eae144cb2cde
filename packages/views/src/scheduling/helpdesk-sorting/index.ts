export { HelpdeskSorting, type HelpdeskSortingProps } from './helpdesk-sorting';
export { helpdeskSortingTag } from './helpdesk-sorting.tag';
