// Days as the schedulers send and answer them: `yyyy-MM-dd`, unix seconds of 00:00 Berlin.
import { addDays } from 'date-fns';
import type { MockDb } from '../db/db';
import { fromWall, isoDay, mondayOf, parseIsoDay } from '../db/time';
import { SEED_START } from '../timetracking/messages';

/** Unix seconds of 00:00 Berlin wall time of the day. */
export function dayTimestamp(day: string): number {
  return Math.floor(fromWall(`${day} 00:00:00`).getTime() / 1000);
}

/** The 7 days (`yyyy-MM-dd`) of the ISO week that contains the day, Monday first. */
export function weekDays(day: string): string[] {
  const monday = new Date(`${mondayOf(day)}T12:00:00`);
  return Array.from({ length: 7 }, (_, i) => isoDay(addDays(monday, i)));
}

/** `yyyy-MM-dd` or unix seconds (number or digits) → `yyyy-MM-dd`; null when neither. */
export function parseDayOrTimestamp(value: unknown): string | null {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d{9,13}$/.test(value.trim()))) {
    const stamp = Number(value);
    if (!Number.isFinite(stamp) || !Number.isInteger(stamp) || stamp <= 0) return null;
    // Unix seconds; epoch milliseconds are accepted too (a JavaScript client may send Date#getTime).
    return isoDay(new Date(stamp >= 1e11 ? stamp : stamp * 1000));
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  // An ISO instant with a zone (Date#toISOString): its Berlin day.
  if (/^\d{4}-\d{2}-\d{2}T.*(?:Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    const instant = new Date(text);
    return Number.isNaN(instant.getTime()) ? null : isoDay(instant);
  }
  // `yyyy-MM-dd`, also with a wall-time part (`yyyy-MM-dd HH:mm:ss`).
  const day = /^\d{4}-\d{2}-\d{2}(?:$|[ T])/.test(text) ? text.slice(0, 10) : '';
  return parseIsoDay(day) ? day : null;
}

/** Whether the day lies in a week that the seed has planned (SEED_START up to the current week). */
export function seededWeek(db: MockDb, day: string): boolean {
  return day >= SEED_START && mondayOf(day) <= mondayOf(isoDay(db.now()));
}

export function toId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value);
  return null;
}
