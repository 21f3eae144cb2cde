// Named states of the emulated backend that the seed does not produce by itself, for the demo
// (`POST /demo/reset` with `scenario=…`), the stories and the end-to-end tests.
import { addDaysIso, todayBerlin } from '@stempeluhr/core/time';
import type { MockDb, StoredClocking } from '../db/db';
import { clockingTable } from './clockings.seed';
import { REGULAR } from './messages';
import { touchUser } from './engine';

/** `scenario` value of POST /demo/reset: the user forgot to clock out yesterday. */
export const FORGOTTEN_CLOCK_OUT = 'forgotten-clock-out';

/**
 * The user forgot to clock out yesterday: yesterday's last clocking stays open (one from 08:00 is
 * added when yesterday had none) and today has no clocking yet. The status then says "clocked in",
 * as the legacy server does. Returns the open clocking.
 */
export function forgetClockOut(db: MockDb, userId: number): StoredClocking {
  const today = todayBerlin(db.now());
  const yesterday = addDaysIso(today, -1);
  const table = clockingTable(db, userId);
  for (let i = table.length - 1; i >= 0; i--) {
    if (table[i].userId === userId && table[i].clockIn.slice(0, 10) >= today) table.splice(i, 1);
  }
  const ofYesterday = table
    .filter((c) => c.userId === userId && c.clockIn.slice(0, 10) === yesterday)
    .sort((a, b) => (a.clockIn < b.clockIn ? -1 : 1));
  const last = ofYesterday[ofYesterday.length - 1];
  if (last) {
    last.clockOut = null;
    touchUser(db, userId, yesterday);
    return last;
  }
  const open: StoredClocking = {
    id: db.nextId('clocking'),
    userId,
    clockIn: `${yesterday} 08:00:00`,
    clockOut: null,
    type: REGULAR,
    comment: null,
    homeOffice: false,
    addedFromUser: false,
  };
  table.push(open);
  touchUser(db, userId, yesterday);
  return open;
}

/**
 * A day that breaks the working-time law, for the stories of the hints: yesterday's work ends at
 * 23:30, and today the user is clocked in since 07:00 without a break (less than 11 h of rest, and
 * no break after 6 h once it is past 13:00). Returns today's open clocking.
 */
export function workLateYesterday(db: MockDb, userId: number): StoredClocking {
  const today = todayBerlin(db.now());
  const yesterday = addDaysIso(today, -1);
  const table = clockingTable(db, userId);
  for (let i = table.length - 1; i >= 0; i--) {
    if (table[i].userId === userId && table[i].clockIn.slice(0, 10) >= yesterday) table.splice(i, 1);
  }
  const base = { userId, type: REGULAR, comment: null, homeOffice: false, addedFromUser: false } as const;
  table.push({ ...base, id: db.nextId('clocking'), clockIn: `${yesterday} 13:00:00`, clockOut: `${yesterday} 17:00:00` });
  table.push({ ...base, id: db.nextId('clocking'), clockIn: `${yesterday} 17:30:00`, clockOut: `${yesterday} 23:30:00` });
  const open: StoredClocking = { ...base, id: db.nextId('clocking'), clockIn: `${today} 07:00:00`, clockOut: null };
  table.push(open);
  touchUser(db, userId, yesterday);
  return open;
}
