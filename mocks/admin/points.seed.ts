// Admin points' table (spec 02, points-view-admin), seeded on first use: every active member of
// Helpdesk (group 1) and Icinga-Master (group 3) has a few entries spread over 2025 and 2026 (none
// after db.now()); derived from user id and month, no randomness. Lukas Hoffmann (6) also has
// several thousand small entries in the current year (BULK_POINTS_USER), so the view's "alle" pages
// through a long list.
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

const SEED_COMMENTS = [
  'Ticket-Sprint',
  'Sonderschicht Rufbereitschaft',
  'Doku gepflegt',
  'Kundenlob',
  'Wissensdatenbank-Artikel',
  'Eskalation nicht gemeldet',
];

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
        entries.push({
          id: db.nextId('points'),
          userId: user.id,
          points,
          comment: SEED_COMMENTS[(user.id + k) % SEED_COMMENTS.length],
          createdAt,
        });
      }
    }
  }
  entries.push(...(db.scale === 'large' ? largeBulkEntries(db, nowWall) : bulkEntries(db, nowWall)));
  return entries;
}

/** The user with several thousand entries in the year of db.now(). */
export const BULK_POINTS_USER = 6;
/** Entries per day of the bulk user (from 1 January up to now). */
const BULK_PER_DAY = 10;

/** The large database (issue 7, Scale): 10,000 entries of the bulk user, spread over this year's days before today. */
export const LARGE_BULK_POINTS = 10_000;

function largeBulkEntries(db: MockDb, nowWall: string): StoredPoints[] {
  const year = Number(nowWall.slice(0, 4));
  const today = nowWall.slice(0, 10);
  const days: string[] = [];
  for (let month = 1; month <= 12; month++) {
    for (let day = 1; day <= new Date(year, month, 0).getDate(); day++) {
      const iso = `${year}-${pad(month)}-${pad(day)}`;
      if (iso < today) days.push(iso);
    }
  }
  if (days.length === 0) return [];
  const perDay = Math.ceil(LARGE_BULK_POINTS / days.length);
  const entries: StoredPoints[] = [];
  for (let i = 0; i < LARGE_BULK_POINTS && Math.floor(i / perDay) < days.length; i++) {
    const iso = days[Math.floor(i / perDay)];
    const k = i % perDay;
    const minutes = 6 * 60 + k * Math.floor((14 * 60) / perDay);
    const points = (i + k) % 7 === 0 ? -1 : 1 + (i % 3);
    entries.push({
      id: db.nextId('points'),
      userId: BULK_POINTS_USER,
      points,
      comment: `Ticket #${iso.replace(/-/g, '')}-${k + 1}`,
      createdAt: `${iso} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`,
    });
  }
  return entries;
}

function bulkEntries(db: MockDb, nowWall: string): StoredPoints[] {
  const year = Number(nowWall.slice(0, 4));
  const entries: StoredPoints[] = [];
  for (let month = 1; month <= 12; month++) {
    const days = new Date(year, month, 0).getDate();
    for (let day = 1; day <= days; day++) {
      for (let k = 0; k < BULK_PER_DAY; k++) {
        const createdAt = `${year}-${pad(month)}-${pad(day)} ${pad(7 + k)}:${pad((day * 7 + k * 13) % 60)}:00`;
        if (createdAt > nowWall) return entries;
        const points = (day + k) % 7 === 0 ? -1 : 1 + ((month + day + k) % 3);
        entries.push({
          id: db.nextId('points'),
          userId: BULK_POINTS_USER,
          points,
          comment: `Ticket #${year}${pad(month)}${pad(day)}-${k + 1}`,
          createdAt,
        });
      }
    }
  }
  return entries;
}
