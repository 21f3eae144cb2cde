export { HelpdeskScheduler, type HelpdeskSchedulerProps } from './helpdesk-scheduler';
export { helpdeskSchedulerTag } from './helpdesk-scheduler.tag';
