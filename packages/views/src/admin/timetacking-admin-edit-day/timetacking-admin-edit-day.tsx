import { AdminDay } from '../shared/admin-day';

export interface TimetackingAdminEditDayProps {
  /** The user whose day is edited. */
  userId: number;
  /** The day, `yyyy-MM-dd`; default today (Berlin). */
  date?: string;
  /** The user is deleted: read-only. */
  deleted?: boolean;
}

/** The admin's edit page of a user's day: the same day view with the add form open at once. */
export function TimetackingAdminEditDay({ userId, date, deleted }: TimetackingAdminEditDayProps) {
  return <AdminDay userId={userId} date={date} deleted={deleted} addOpen />;
}
