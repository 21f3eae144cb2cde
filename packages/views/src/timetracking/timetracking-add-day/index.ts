export { TimetrackingAddDay, AddDayForm, type TimetrackingAddDayProps } from './timetracking-add-day';
