export { TelephoneplanQueueplan, type TelephoneplanQueueplanProps } from './telephoneplan-queueplan';
export { telephoneplanQueueplanTag } from './telephoneplan-queueplan.tag';
