// The overtime account's table (spec 02): per user, created on first look. Seeded manual entries:
// every user has "Übertrag aus v1" in 2020-08 (migrated, read-only); Max Müller (4) also has a
// corrected manual entry in 2026-45 with one change.
import type { OvertimeChange } from '../../packages/core/src/api/wire-types-admin';
import type { MockDb } from '../db/db';
import { defineTable } from '../db/table';
import { timetrackingState } from '../timetracking/clockings.seed';
import { userOf } from './users.rules';

export interface StoredOvertime {
  id: number;
  userId: number;
  /** `2026-48` */
  yearkw: string;
  overtime: number;
  comment: string | null;
  type: 'manual' | 'calculated';
  changes: OvertimeChange[];
}

export interface OvertimeAccount {
  manual: StoredOvertime[];
  /** Calculated entries by yearkw (snapshots). */
  calculated: Map<string, StoredOvertime>;
  /** Position in timetrackingState(db).recalculations already applied. */
  recalcCursor: number;
  /** Today and the user's contracts when every year up to today was last taken (the total's shortcut). */
  ensuredFor?: string;
}

/** Overtime accounts by user id. */
export const overtimeAccounts = defineTable('admin-overtime', () => new Map<number, OvertimeAccount>());

export const CALC_ID_BASE = 10_000_000;
export const MANUAL_SEED_BASE = 20_000_000;

export const calculatedId = (userId: number, year: number, week: number) => CALC_ID_BASE + userId * 10_000 + (year - 2000) * 60 + week;

export function account(db: MockDb, userId: number): OvertimeAccount {
  const accounts = overtimeAccounts(db);
  let acc = accounts.get(userId);
  if (!acc) {
    acc = { manual: seedManual(db, userId), calculated: new Map(), recalcCursor: timetrackingState(db).recalculations.length };
    accounts.set(userId, acc);
  }
  return acc;
}

function seedManual(db: MockDb, userId: number): StoredOvertime[] {
  const entries: StoredOvertime[] = [
    {
      id: MANUAL_SEED_BASE + userId * 100 + 1,
      userId,
      yearkw: '2020-08',
      overtime: ((userId * 7919) % 41) * 900 - 12 * 3600,
      comment: 'Übertrag aus v1',
      type: 'manual',
      changes: [],
    },
  ];
  if (userId === 5) {
    // A long change history (stories, tests): corrected twelve times by two admins.
    const changes: OvertimeChange[] = Array.from({ length: 12 }, (_, i) => ({
      updated_at: `2026-10-${String(5 + i).padStart(2, '0')} 1${i % 10}:0${i % 6}:00`,
      user: { dn: i % 3 === 2 ? 'sophie.klein' : 'sabine.schroeder' },
      properties: {
        old: { overtime: 1800 * i, comment: i === 0 ? 'Messe' : `Messe, Korrektur ${i}` },
        attributes: { overtime: 1800 * (i + 1), comment: `Messe, Korrektur ${i + 1}` },
      },
    }));
    entries.push({
      id: MANUAL_SEED_BASE + userId * 100 + 2,
      userId,
      yearkw: '2026-40',
      overtime: 1800 * 12,
      comment: 'Messe, Korrektur 12',
      type: 'manual',
      changes,
    });
  }
  if (userId === 4) {
    entries.push({
      id: MANUAL_SEED_BASE + userId * 100 + 2,
      userId,
      yearkw: '2026-45',
      overtime: 5400,
      comment: 'Bereitschaft am Wochenende',
      type: 'manual',
      changes: [
        {
          updated_at: '2026-11-10 14:12:05',
          user: { dn: userOf(db, 1)?.dn ?? 'admin' },
          properties: {
            old: { overtime: 3600, comment: 'Bereitschaft' },
            attributes: { overtime: 5400, comment: 'Bereitschaft am Wochenende' },
          },
        },
      ],
    });
  }
  return entries;
}
