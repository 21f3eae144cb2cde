export { TimetrackingAddDay, AddDayForm, type TimetrackingAddDayProps } from './timetracking-add-day';
export { timetrackingAddDayTag } from './timetracking-add-day.tag';
