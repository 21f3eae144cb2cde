export { ChangeAllTaskStatus, type ChangeAllTaskStatusProps } from './change-all-task-status';
export { changeAllTaskStatusTag } from './change-all-task-status.tag';
