// Admin points' table (spec 02, points-view-admin), seeded on first use: every active member of
// Helpdesk (group 1) and Icinga-Master (group 3) has a few entries spread over 2025 and 2026 (none
// after db.now()); derived from user id and month, no randomness.
import type { MockDb } from '../db/db';
import { defineTable } from '../db/table';
import { pad, toWall } from '../db/time';

export interface StoredPoints {
  id: number;
  userId: number;
  points: number;
  comment: string;
  /** Berlin wall time `yyyy-MM-dd HH:mm:ss`. */
  createdAt: string;
}

export interface PointsState {
  entries: StoredPoints[];
}

export const pointsState = defineTable<PointsState>('points', (db) => ({ entries: seedEntries(db) }));

const SEED_COMMENTS = ['Ticket-Sprint', 'Sonderschicht Rufbereitschaft', 'Doku gepflegt', 'Kundenlob', 'Wissensdatenbank-Artikel', 'Eskalation nicht gemeldet'];

function seedEntries(db: MockDb): StoredPoints[] {
  const nowWall = toWall(db.now());
  const entries: StoredPoints[] = [];
  const members = db.users.filter((u) => !u.deleted && u.groupIds.some((g) => g === 1 || g === 3));
  for (const user of members) {
    for (const year of [2025, 2026]) {
      for (let k = 0; k < 4; k++) {
        const month = ((user.id * 3 + k * 3) % 12) + 1;
        const day = ((user.id * 7 + k * 5) % 27) + 1;
        const hour = 8 + ((user.id + k) % 9);
        const createdAt = `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad((user.id * 11 + k * 17) % 60)}:00`;
        if (createdAt > nowWall) continue;
        const sign = (user.id + k) % 5 === 0 ? -1 : 1;
        const points = sign * (1 + ((user.id + year + k) % 5));
        entries.push({ id: db.nextId('points'), userId: user.id, points, comment: SEED_COMMENTS[(user.id + k) % SEED_COMMENTS.length], createdAt });
      }
    }
  }
  return entries;
}
