export { IcingaMasterScheduler, type IcingaMasterSchedulerProps } from './icinga-master-scheduler';
export { icingaMasterSchedulerTag } from './icinga-master-scheduler.tag';
