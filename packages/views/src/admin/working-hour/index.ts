export { WorkingHour, NewRule, ExistingRule, type WorkingHourProps } from './working-hour';
export { workingHourTag } from './working-hour.tag';
