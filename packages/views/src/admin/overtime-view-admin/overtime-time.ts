import { formatDuration, weekKey } from '@stempeluhr/core';

// Spec §5: the overtime time field takes hours (1–4 digits), minutes 00–59 and optional seconds
// 00–59, e.g. 10:30:00. A leading minus (or plus) gives the sign: the payload is signed seconds.

const PATTERN = /^([+\-−]?)(\d{1,4}):([0-5]\d)(?::([0-5]\d))?$/;

/** `10:30:00` → 37800, `-1:30` → -5400; null when the text does not follow the format. */
export function parseOvertimeTime(text: string): number | null {
  const match = PATTERN.exec(text.trim());
  if (!match) return null;
  const [, sign, hours, minutes, seconds = '0'] = match;
  const value = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return sign === '-' || sign === '−' ? -value : value;
}

/** 37800 → `10:30:00`, -5400 → `-1:30:00` (the field's own format, with an ASCII minus to retype). */
export function formatOvertimeTime(seconds: number): string {
  return formatDuration(Math.trunc(seconds), { withSeconds: true, asciiMinus: true });
}

/** `2026-48` or `2026-W48` → year and week. */
export function parseYearkw(yearkw: string): { year: number; week: number } {
  const match = /^(\d{4})-W?(\d{1,2})$/.exec(yearkw);
  return match ? { year: Number(match[1]), week: Number(match[2]) } : { year: 0, week: 0 };
}

/** `2026-W48` as the payload's calendarWeek. */
export const calendarWeekOf = (week: { year: number; week: number }) => weekKey(week);
