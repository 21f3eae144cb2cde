// Named states of the emulated backend that the seed does not produce by itself, for the demo
// (`POST /demo/reset` with `scenario=…`), the stories and the end-to-end tests.
import { addDaysIso, todayBerlin } from '@stempeluhr/core/time';
import type { MockDb, StoredClocking } from '../db/db';
import { clockingTable } from './clockings.seed';
import { REGULAR } from './messages';

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
  const ofYesterday = table.filter((c) => c.userId === userId && c.clockIn.slice(0, 10) === yesterday).sort((a, b) => (a.clockIn < b.clockIn ? -1 : 1));
  const last = ofYesterday[ofYesterday.length - 1];
  if (last) {
    last.clockOut = null;
    return last;
  }
  const open: StoredClocking = { id: db.nextId('clocking'), userId, clockIn: `${yesterday} 08:00:00`, clockOut: null, type: REGULAR, comment: null, homeOffice: false, addedFromUser: false };
  table.push(open);
  return open;
}
