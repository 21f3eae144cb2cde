export { TimetackingAdminEditDay, type TimetackingAdminEditDayProps } from './timetacking-admin-edit-day';
export { timetackingAdminEditDayTag } from './timetacking-admin-edit-day.tag';
