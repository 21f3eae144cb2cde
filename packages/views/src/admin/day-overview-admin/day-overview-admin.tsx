import type { TagProps } from '@stempeluhr/core';
import { AdminDay } from '../shared/admin-day';
import type { dayOverviewAdminTag } from './day-overview-admin.tag';

export type DayOverviewAdminProps = TagProps<typeof dayOverviewAdminTag>;

/** A user's day for admins: clockings with edit and delete, "Buchung hinzufügen" on demand, day navigation. */
export function DayOverviewAdmin({ userId, date, deleted }: DayOverviewAdminProps) {
  return <AdminDay userId={userId} date={date} deleted={deleted} />;
}
