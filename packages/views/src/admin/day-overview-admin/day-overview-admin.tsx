import { AdminDay } from '../shared/admin-day';

export interface DayOverviewAdminProps {
  /** The user whose day is shown. */
  userId: number;
  /** The day, `yyyy-MM-dd`; default today (Berlin). */
  date?: string;
  /** The user is deleted: read-only. */
  deleted?: boolean;
}

/** A user's day for admins: clockings with edit and delete, "Buchung hinzufügen" on demand, day navigation. */
export function DayOverviewAdmin({ userId, date, deleted }: DayOverviewAdminProps) {
  return <AdminDay userId={userId} date={date} deleted={deleted} />;
}
