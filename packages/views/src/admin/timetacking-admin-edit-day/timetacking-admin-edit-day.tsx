import type { TagProps } from '@stempeluhr/core';
import { AdminDay } from '../shared/admin-day';
import type { timetackingAdminEditDayTag } from './timetacking-admin-edit-day.tag';

export type TimetackingAdminEditDayProps = TagProps<typeof timetackingAdminEditDayTag>;

/** The admin's edit page of a user's day: the same day view with the add form open at once. */
export function TimetackingAdminEditDay({ userId, date, deleted }: TimetackingAdminEditDayProps) {
  return <AdminDay userId={userId} date={date} deleted={deleted} addOpen />;
}
