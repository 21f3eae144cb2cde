export { WorkItemsView, type WorkItemsViewProps } from './work-items-view';
export { workItemsViewTag } from './work-items-view.tag';
