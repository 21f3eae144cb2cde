// The helpdesk scheduler's week rules (spec 02 §4), pure.
import type { HelpdeskShiftType } from '@stempeluhr/core';

/** A shift type (ours, or the server's own code), or '' for a day not planned. */
export type DayType = HelpdeskShiftType | '' | (string & {});

/**
 * The worker's week after picking `type` on day `index` (0 = Monday):
 * - a Monday pick fills Monday–Friday when Tuesday–Friday are empty;
 * - a Saturday pick fills Saturday and Sunday when Sunday is empty.
 * A day filled this way that is an absence or a public holiday (`blocked`) becomes "frei" instead,
 * because the server refuses a working shift on an absence day. Clearing a day never fills.
 */
export function planWeek(current: readonly DayType[], index: number, type: DayType, blocked: readonly boolean[] = []): DayType[] {
  const next = [...current];
  next[index] = type;
  if (type === '') return next;
  const fill = (day: number) => {
    next[day] = blocked[day] && type !== 'hd_frei' ? 'hd_frei' : type;
  };
  if (index === 0 && [1, 2, 3, 4].every((day) => current[day] === '')) [1, 2, 3, 4].forEach(fill);
  if (index === 5 && current[6] === '') fill(6);
  return next;
}

/** Monday (`yyyy-MM-dd`) of the ISO week containing the day. */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** The seven days of the week starting on that Monday. */
export function daysOfWeek(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => {
    const date = new Date(`${monday}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + i);
    return date.toISOString().slice(0, 10);
  });
}
