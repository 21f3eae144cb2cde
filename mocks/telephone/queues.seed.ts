// The telephone area's table (spec 02), created on first use. Each user's own queue list is seeded
// from the ids; a day's queue assignments are created on first access to that day (queues.rules.ts).
import { defineTable } from '../db/table';
import { isoDay } from '../db/time';

export interface Queue {
  id: number;
  name: string;
}

export interface StoredAssignment {
  id: number;
  userId: number;
  queueId: number;
  date: string;
}

export interface StoredSlotTask {
  userId: number;
  taskId: number;
  from: string;
  to: string;
}

export interface TelephoneState {
  queues: Queue[];
  /** The queues each user is in (GET /json/telephoneplan/user/groups); seeded on first use per user. */
  userQueues: Map<number, Set<number>>;
  /** Queue plan per day, created on first access of that day. */
  days: Map<string, StoredAssignment[]>;
  slots: StoredSlotTask[];
}

const QUEUES: Queue[] = [
  { id: 1, name: 'Hotline Allgemein' },
  { id: 2, name: 'Hotline Technik' },
  { id: 3, name: 'Störungsannahme' },
  { id: 4, name: 'Vertrieb' },
  { id: 5, name: 'Rückruf-Service' },
];

/** The large database's (issue 7, Scale) 15 further queues: 20 in all. */
const MORE_QUEUES: Queue[] = [
  'Hotline Premium',
  'Hotline Englisch',
  'Rechnungsfragen',
  'Kündigungen',
  'Geschäftskunden',
  'Behörden',
  'Glasfaser',
  'Mobilfunk',
  'Umzugsservice',
  'Terminvergabe',
  'Beschwerden',
  'Partnerhotline',
  'Nachtbereitschaft',
  'Wartungsfenster',
  'Eskalation',
].map((name, i) => ({ id: 6 + i, name }));

/** Today's morning slot of Anna Berger (5) holds Hotline Allgemein: the slot of the tag's manifest example. */
export const SEEDED_SLOT = { userId: 5, taskId: 1, from: '08:00:00', to: '12:00:00' } as const;

export const telephoneState = defineTable<TelephoneState>('telephone', (db) => {
  const today = isoDay(db.now());
  return {
    queues: (db.scale === 'large' ? [...QUEUES, ...MORE_QUEUES] : QUEUES).map((q) => ({ ...q })),
    userQueues: new Map(),
    days: new Map(),
    slots: [
      { userId: SEEDED_SLOT.userId, taskId: SEEDED_SLOT.taskId, from: `${today} ${SEEDED_SLOT.from}`, to: `${today} ${SEEDED_SLOT.to}` },
    ],
  };
});

/** Seeded queue list of a user: queue q (of the db's queues) when (userId + q) is not divisible by 3. */
export function seededQueueIds(queues: readonly Queue[], userId: number): number[] {
  return queues.map((q) => q.id).filter((q) => (userId + q) % 3 !== 0);
}
