import type { Clocking, Day } from '@stempeluhr/core';
import { addDays, format, parseISO } from 'date-fns';
import { specDay } from '../../domain/clocking/api/spec-answers.fixtures';

const WEEKDAYS = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];

export function clocking(partial: Partial<Clocking> = {}): Clocking {
  return {
    id: 1,
    clock_in: '2026-11-23 08:00:00',
    clock_out: '2026-11-23 16:15:00',
    clock_in_formatted: '08:00:00',
    clock_out_formatted: '16:15:00',
    time: 29700,
    type: 'regulär',
    comment: null,
    home_office: false,
    ...partial,
  };
}

/** An ordinary done working day: the spec-minimal day plus the Soll and the holiday name, no clockings. */
export function day(date: string, partial: Partial<Day> = {}): Day {
  return {
    ...(specDay(date) as unknown as Day),
    day: WEEKDAYS[parseISO(date).getDay()],
    required: 27000,
    holiday_name: null,
    clockings: [],
    ...partial,
  };
}

/** Monday..Sunday from `monday`, each an ordinary done working day unless overridden. */
export function week(monday: string, overrides: Array<Partial<Day>> = []): Day[] {
  return Array.from({ length: 7 }, (_, i) => day(format(addDays(parseISO(monday), i), 'yyyy-MM-dd'), overrides[i] ?? {}));
}
