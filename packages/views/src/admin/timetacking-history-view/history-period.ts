import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import { CLOCKING_HISTORY_TEXTS as T } from './timetacking-history-view.texts';

/** The emulated backend's limit per answer (mocks/admin/history.rules.ts). */
export const MAX_HISTORY_DAYS = 93;

export interface Period {
  from: string;
  to: string;
}

/** The default period: the last 4 weeks, today included (28 days). */
export function lastFourWeeks(today: string): Period {
  return { from: format(addDays(parseISO(today), -27), 'yyyy-MM-dd'), to: today };
}

/** The period from the page's attributes; a missing end is today, a missing start 4 weeks before the end; swapped if reversed. */
export function initialPeriod(today: string, from?: string, to?: string): Period {
  const end = to ?? (from && from > today ? from : today);
  const start = from ?? lastFourWeeks(end).from;
  return start <= end ? { from: start, to: end } : { from: end, to: start };
}

/** Null when the period may be asked for, else the German reason. */
export function periodError(period: Period): string | null {
  const days = differenceInCalendarDays(parseISO(period.to), parseISO(period.from)) + 1;
  return days > MAX_HISTORY_DAYS ? T.tooLong(MAX_HISTORY_DAYS) : null;
}
