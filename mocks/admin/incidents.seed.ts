// Incident effort's table (spec 02, incident-effort), seeded on first use: each member of
// Icinga-Master (group 3) has three entries in each of the six months up to db.now()'s month (none
// after today), derived from user id and month.
import type { MockDb } from '../db/db';
import { defineTable } from '../db/table';
import { isoDay } from '../db/time';

export interface StoredIncident {
  id: number;
  userId: number;
  task: string;
  /** Minutes. */
  effort: number;
  /** `yyyy-MM-dd` */
  day: string;
}

export interface IncidentsState {
  entries: StoredIncident[];
}

export const incidentsState = defineTable<IncidentsState>('incidents', (db) => ({ entries: seedEntries(db) }));

const SEED_TASKS = [
  'Icinga: Disk full db-02',
  'Icinga: Zertifikat läuft ab',
  'Icinga: Host down web-07',
  'Icinga: Backup fehlgeschlagen',
  'Icinga: Load hoch app-03',
];

function seedEntries(db: MockDb): StoredIncident[] {
  const now = db.now();
  const today = isoDay(now);
  const entries: StoredIncident[] = [];
  const members = db.users.filter((u) => !u.deleted && u.groupIds.includes(3));
  for (let back = 5; back >= 0; back--) {
    const first = new Date(now.getFullYear(), now.getMonth() - back, 1, 12);
    for (const user of members) {
      for (let k = 0; k < 3; k++) {
        const day = isoDay(new Date(first.getFullYear(), first.getMonth(), 2 + ((user.id * 5 + k * 9 + back) % 26), 12));
        if (day > today) continue;
        const effort = 10 + ((user.id * 13 + k * 29 + back * 7) % 12) * 10;
        entries.push({
          id: db.nextId('incidents'),
          userId: user.id,
          task: SEED_TASKS[(user.id + k + back) % SEED_TASKS.length],
          effort,
          day,
        });
      }
    }
  }
  return entries;
}
