import { addDays, format } from 'date-fns';

export interface PublicHoliday {
  date: string;
  name: string;
  /** 1 for a full day, 0.5 for the half days on 24 and 31 December. */
  value: 1 | 0.5;
}

function easterSunday(year: number): Date {
  // Anonymous Gregorian algorithm (Meeus/Jones/Butcher).
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(year, month - 1, day);
}

/** Public holidays of North Rhine-Westphalia (where the company sits), plus the half days 24/31 Dec. */
export function publicHolidays(year: number): PublicHoliday[] {
  const easter = easterSunday(year);
  const rel = (days: number) => format(addDays(easter, days), 'yyyy-MM-dd');
  const fixed = (md: string) => `${year}-${md}`;
  return [
    { date: fixed('01-01'), name: 'Neujahr', value: 1 },
    { date: rel(-2), name: 'Karfreitag', value: 1 },
    { date: rel(1), name: 'Ostermontag', value: 1 },
    { date: fixed('05-01'), name: 'Tag der Arbeit', value: 1 },
    { date: rel(39), name: 'Christi Himmelfahrt', value: 1 },
    { date: rel(50), name: 'Pfingstmontag', value: 1 },
    { date: rel(60), name: 'Fronleichnam', value: 1 },
    { date: fixed('10-03'), name: 'Tag der Deutschen Einheit', value: 1 },
    { date: fixed('11-01'), name: 'Allerheiligen', value: 1 },
    { date: fixed('12-24'), name: 'Heiligabend', value: 0.5 },
    { date: fixed('12-25'), name: '1. Weihnachtstag', value: 1 },
    { date: fixed('12-26'), name: '2. Weihnachtstag', value: 1 },
    { date: fixed('12-31'), name: 'Silvester', value: 0.5 },
  ] satisfies PublicHoliday[];
}

const cache = new Map<number, Map<string, PublicHoliday>>();

export function holidayOn(isoDay: string): PublicHoliday | null {
  const year = Number(isoDay.slice(0, 4));
  let byDate = cache.get(year);
  if (!byDate) {
    byDate = new Map(publicHolidays(year).map((h) => [h.date, h]));
    cache.set(year, byDate);
  }
  return byDate.get(isoDay) ?? null;
}
