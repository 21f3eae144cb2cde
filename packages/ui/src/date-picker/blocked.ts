import { addDays, endOfDay, isAfter, isBefore, isSameDay, startOfDay } from 'date-fns';

export interface DateInterval {
  start: Date;
  end: Date;
}

/** The ways a day can be locked in a picker (as react-datepicker names them). */
export interface BlockedDays {
  excludeDates?: readonly Date[];
  excludeDateIntervals?: readonly DateInterval[];
  /** Return false for a day that cannot be chosen. */
  filterDate?: (date: Date) => boolean;
  minDate?: Date | null;
  maxDate?: Date | null;
}

/** Whether a day cannot be chosen. */
export function isDayBlocked(date: Date, blocked: BlockedDays): boolean {
  const { excludeDates, excludeDateIntervals, filterDate, minDate, maxDate } = blocked;
  if (minDate && isBefore(date, startOfDay(minDate))) return true;
  if (maxDate && isAfter(date, endOfDay(maxDate))) return true;
  if (excludeDates?.some((d) => isSameDay(d, date))) return true;
  if (excludeDateIntervals?.some(({ start, end }) => !isBefore(date, startOfDay(start)) && !isAfter(date, endOfDay(end)))) return true;
  if (filterDate && !filterDate(date)) return true;
  return false;
}

/** Longest range checked day by day (about ten years); longer ranges are checked at their ends only. */
const MAX_DAYS_CHECKED = 3700;

/** Whether any day from start to end (inclusive) is locked. */
export function rangeHasBlockedDay(start: Date, end: Date, blocked: BlockedDays): boolean {
  let day = startOfDay(start);
  const last = startOfDay(end);
  for (let i = 0; !isAfter(day, last) && i < MAX_DAYS_CHECKED; i += 1) {
    if (isDayBlocked(day, blocked)) return true;
    day = addDays(day, 1);
  }
  if (blocked.excludeDates?.some((d) => !isBefore(d, startOfDay(start)) && !isAfter(d, endOfDay(end)))) return true;
  if (blocked.excludeDateIntervals?.some((iv) => !isAfter(startOfDay(iv.start), last) && !isBefore(endOfDay(iv.end), start))) return true;
  return isDayBlocked(last, blocked);
}
