// Short-time work's table (Kurzarbeit; spec 02, short-time-view), seeded on first use: the 2020
// Kurzarbeit of the Helpdesk and Service groups (rows derived from user ids), and an open-ended
// entry for user 11 (the deleted user 12 keeps her 2020 row). It lives beside the contracts because
// the day engine (timetracking) reads it as much as the admin area writes it: a day inside a period
// requires no time (see shortTimeOn).
import type { MockDb } from './db';
import { defineTable } from './table';

export interface StoredShortTime {
  id: number;
  userId: number;
  from: string;
  to: string | null;
}

export interface ShortTimeState {
  entries: StoredShortTime[];
}

export const shortTimeState = defineTable<ShortTimeState>('short-time', (db) => ({ entries: seedEntries(db) }));

function seedEntries(db: MockDb): StoredShortTime[] {
  const entries: StoredShortTime[] = [];
  const add = (userId: number, from: string, to: string | null) => entries.push({ id: db.nextId('short-time'), userId, from, to });
  for (const user of db.users) {
    if (!user.groupIds.some((g) => g === 1 || g === 4)) continue;
    // Spring 2020 for everybody of Helpdesk and Service; a second winter period for odd ids.
    add(user.id, `2020-04-0${1 + (user.id % 3)}`, '2020-06-30');
    if (user.id % 2 === 1) add(user.id, '2020-11-02', `2021-0${2 + (user.id % 3)}-28`);
  }
  add(11, '2026-10-01', null);
  return entries;
}

export type ShortTimePeriod = Pick<StoredShortTime, 'from' | 'to'>;

/** The user's periods (read once per request by the day engine and the seed). */
export function shortTimeOf(db: MockDb, userId: number): ShortTimePeriod[] {
  return shortTimeState(db)
    .entries.filter((e) => e.userId === userId)
    .map(({ from, to }) => ({ from, to }));
}

/** Whether `day` (yyyy-MM-dd) lies in one of the periods; `to` is inclusive, null open-ended. */
export function shortTimeOn(periods: readonly ShortTimePeriod[], day: string): boolean {
  return periods.some((p) => p.from <= day && (p.to === null || day <= p.to));
}
