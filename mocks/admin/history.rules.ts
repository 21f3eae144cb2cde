// A user's clocking history over a period (timetacking-history-view; the spec gives only the view's
// name, so this read call is our addition): every clocking of the period with whether the user added
// it to their own day by hand (`added_from_user`, as stored at create), who entered it by hand and
// when (`created_by`; null for stamped and imported clockings), every change with who, when and the
// values before and after (`changes`), and the clockings deleted in the period with when, by whom
// and the reason given. `on_behalf` says the acting user was someone else (an admin or team lead).
import type { Clocking } from '../../packages/core/src/api/wire-types-timetracking';
import type { ClockingValues, MockDb } from '../db/db';
import { fail, type Outcome } from '../db/outcome';
import { parseIsoDay, toWall } from '../db/time';
import { clockingTable, timetrackingState } from '../timetracking/clockings.seed';
import { toWireClocking } from '../timetracking/days.rules';

/** At most this many days per answer (a quarter; the view asks for four weeks by default). */
export const MAX_HISTORY_DAYS = 93;

export const HISTORY_MESSAGES = {
  fromInvalid: 'Das Feld Von ist kein gültiges Datum (yyyy-MM-dd).',
  toInvalid: 'Das Feld Bis ist kein gültiges Datum (yyyy-MM-dd).',
  toBeforeFrom: 'Das Datum Bis darf nicht vor dem Datum Von liegen.',
  tooLong: `Der Zeitraum darf höchstens ${MAX_HISTORY_DAYS} Tage umfassen.`,
} as const;

/** Who wrote, when, and whether on someone else's behalf. */
export interface HistoryActor {
  dn: string;
  /** `yyyy-MM-dd HH:mm:ss` */
  at: string;
  on_behalf: boolean;
}

export interface HistoryValues {
  clock_in: string;
  clock_out: string | null;
  type: Clocking['type'];
  comment: string | null;
  home_office: boolean;
}

export interface HistoryChange extends HistoryActor {
  old: HistoryValues;
  new: HistoryValues;
}

export interface HistoryClocking extends Clocking {
  /** `yyyy-MM-dd` of the clock-in. */
  date: string;
  /** True when the user added it to their own day by hand (not clocked, not added by someone else). */
  added_from_user: boolean;
  /** Who entered it by hand (create call); null when it was clocked or imported. */
  created_by: HistoryActor | null;
  /** Oldest first. */
  changes: HistoryChange[];
}

export interface HistoryDeletion {
  id: number;
  /** `yyyy-MM-dd` of the deleted clocking's clock-in. */
  date: string;
  clock_in: string;
  clock_out: string | null;
  type: Clocking['type'];
  comment: string | null;
  /** The reason given when deleting (team leads give one), or null. */
  reason: string | null;
  /** `yyyy-MM-dd HH:mm:ss` */
  deleted_at: string;
  /** dn of who deleted it. */
  deleted_by: string;
  deleted_on_behalf: boolean;
}

/** GET /admin/clocking/history/{userId}?fromDate&toDate */
export interface ClockingHistory {
  from: string;
  to: string;
  /** Newest first. */
  clockings: HistoryClocking[];
  /** Newest deletion first. */
  deletions: HistoryDeletion[];
}

export function clockingHistory(db: MockDb, userId: number, fromDate: string | null, toDate: string | null): Outcome<ClockingHistory> {
  const from = parseIsoDay(fromDate);
  const to = parseIsoDay(toDate);
  if (!from || !fromDate) return fail(422, HISTORY_MESSAGES.fromInvalid, 'fromDate');
  if (!to || !toDate) return fail(422, HISTORY_MESSAGES.toInvalid, 'toDate');
  if (toDate < fromDate) return fail(422, HISTORY_MESSAGES.toBeforeFrom, 'toDate');
  if (Math.round((to.getTime() - from.getTime()) / 86_400_000) + 1 > MAX_HISTORY_DAYS) return fail(422, HISTORY_MESSAGES.tooLong, 'toDate');
  const userDn = db.users.find((u) => u.id === userId)?.dn ?? '';
  const actor = (a: { dn: string; at: string }): HistoryActor => ({ dn: a.dn, at: a.at, on_behalf: a.dn !== userDn });
  const inPeriod = (wall: string) => wall.slice(0, 10) >= fromDate && wall.slice(0, 10) <= toDate;
  const nowWall = toWall(db.now());
  const clockings = clockingTable(db, userId)
    .filter((c) => c.userId === userId && inPeriod(c.clockIn))
    .sort((a, b) => (a.clockIn < b.clockIn ? 1 : a.clockIn > b.clockIn ? -1 : b.id - a.id))
    .map((c) => ({
      ...toWireClocking(c, nowWall),
      date: c.clockIn.slice(0, 10),
      added_from_user: c.addedFromUser,
      created_by: c.createdBy ? actor(c.createdBy) : null,
      changes: (c.changes ?? []).map((change) => ({ ...actor(change), old: wireValues(change.old), new: wireValues(change.new) })),
    }));
  const deletions = timetrackingState(db)
    .deletions.filter((d) => d.clocking.userId === userId && inPeriod(d.clocking.clockIn))
    .map((d) => ({
      id: d.clocking.id,
      date: d.clocking.clockIn.slice(0, 10),
      clock_in: d.clocking.clockIn,
      clock_out: d.clocking.clockOut,
      type: d.clocking.type,
      comment: d.clocking.comment,
      reason: d.comment,
      deleted_at: d.at,
      deleted_by: d.by,
      deleted_on_behalf: d.by !== userDn,
    }))
    .reverse();
  return { ok: true, value: { from: fromDate, to: toDate, clockings, deletions } };
}

function wireValues(v: ClockingValues): HistoryValues {
  return { clock_in: v.clockIn, clock_out: v.clockOut, type: v.type, comment: v.comment, home_office: v.homeOffice };
}
