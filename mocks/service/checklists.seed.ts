// Spec 02, service area: the catalogue, the checklists and the area's table.
//
// Model (our choice, the spec shows only the views):
// - a catalogue of flip flows (each belongs to one group) with their items ("flip-flow tasks");
// - 3 checklists, each with groups, active weekdays and a selection of catalogue items
//   (selections have a first and last day, so removing an item keeps the history);
// - every active day of a checklist has one task per selected item, id
//   `checklistId * 1e8 + dayNumber * 1000 + itemId` (dayNumber = days since 2020-01-01), so a task id
//   tells its checklist, day and item without storing anything. Seeded states are derived from the
//   id and the day (no storage, no randomness); only what a write changed is stored (overrides);
// - a day plan (service agent, deputy) per checklist and day: seeded from 30 days ago until
//   3 days ahead, empty after that (so "Automatisch planen" has work), writes stored as overrides.
// Nothing is seeded up front: the table is created on first access.
import { addDaysIso } from '@stempeluhr/core/time';
import { defineTable } from '../db/table';
import { isoDay } from '../db/time';
import { unixOf } from './days.rules';

export interface FlipFlow {
  id: number;
  name: string;
  groupId: number;
}

export interface FlipFlowItem {
  id: number;
  flipFlowId: number;
  name: string;
  typ: string;
  priority: number;
}

export interface ChecklistRow {
  id: number;
  name: string;
  groupIds: number[];
  /** Monday = 0 … Sunday = 6. */
  weekdays: number[];
  /** Skip full public holidays. */
  skipHolidays: boolean;
}

export interface Selection {
  checklistId: number;
  itemId: number;
  /** First day (yyyy-MM-dd). */
  from: string;
  /** Last day, inclusive; null = still selected. */
  until: string | null;
  /** Unix seconds of the selection. */
  timestamp: number;
}

export type TaskStatus = 'open' | 'assigned' | 'approved' | 'rejected';

export interface TaskState {
  status: TaskStatus;
  assigneeId: number | null;
  /** Who approved or rejected. */
  doneById: number | null;
  note: string | null;
}

export interface ServiceState {
  flipFlows: FlipFlow[];
  items: FlipFlowItem[];
  checklists: ChecklistRow[];
  selections: Selection[];
  /** Task states changed by writes, by task id. */
  taskOverrides: Map<number, TaskState>;
  /** Day plans changed by writes, key `${checklistId}|${yyyy-MM-dd}`. */
  planOverrides: Map<string, { agentId: number | null; substituteId: number | null }>;
  /** Report mails "sent". */
  mails: { checklistId: number; to: string; at: string }[];
  /** The day the seed is relative to (db.now() at first access). */
  seedToday: string;
}

const FLIP_FLOWS: FlipFlow[] = [
  { id: 1, name: 'Morgenroutine Helpdesk', groupId: 1 },
  { id: 2, name: 'Benutzerverwaltung', groupId: 1 },
  { id: 3, name: 'Icinga Checks', groupId: 3 },
  { id: 4, name: 'Zertifikate', groupId: 3 },
  { id: 5, name: 'Wochenabschluss Service', groupId: 4 },
];

const ITEMS: FlipFlowItem[] = [
  { id: 101, flipFlowId: 1, name: 'Ticketqueue sichten', typ: 'Kontrolle', priority: 1 },
  { id: 102, flipFlowId: 1, name: 'Telefonanlage prüfen', typ: 'Kontrolle', priority: 2 },
  { id: 103, flipFlowId: 1, name: 'Backup-Protokolle prüfen', typ: 'Wartung', priority: 1 },
  { id: 104, flipFlowId: 2, name: 'Gesperrte Konten prüfen', typ: 'Kontrolle', priority: 2 },
  { id: 105, flipFlowId: 2, name: 'Passwort-Resets abarbeiten', typ: 'Aufgabe', priority: 3 },
  { id: 201, flipFlowId: 3, name: 'Kritische Alarme prüfen', typ: 'Kontrolle', priority: 1 },
  { id: 202, flipFlowId: 3, name: 'Downtimes kontrollieren', typ: 'Wartung', priority: 2 },
  { id: 203, flipFlowId: 3, name: 'Host-Verfügbarkeit prüfen', typ: 'Kontrolle', priority: 2 },
  { id: 204, flipFlowId: 4, name: 'Ablaufende Zertifikate prüfen', typ: 'Wartung', priority: 3 },
  { id: 301, flipFlowId: 5, name: 'Wochenbericht erstellen', typ: 'Bericht', priority: 1 },
  { id: 302, flipFlowId: 5, name: 'Offene Tickets eskalieren', typ: 'Aufgabe', priority: 2 },
  { id: 303, flipFlowId: 5, name: 'Inventur Leihgeräte', typ: 'Wartung', priority: 3 },
];

const CHECKLISTS: ChecklistRow[] = [
  { id: 1, name: 'Tagescheck Helpdesk', groupIds: [1], weekdays: [0, 1, 2, 3, 4], skipHolidays: true },
  { id: 2, name: 'Monitoring Icinga', groupIds: [3], weekdays: [0, 1, 2, 3, 4, 5, 6], skipHolidays: false },
  { id: 3, name: 'Wochenabschluss', groupIds: [4, 1], weekdays: [4], skipHolidays: true },
];

const SEED_SELECTION: Record<number, number[]> = { 1: [101, 102, 103, 104], 2: [201, 202, 203], 3: [301, 302, 105] };

/** How far back the seeded checklists go. */
export const SEED_DAYS_BACK = 30;
/** Seeded day plans reach this many days ahead. */
export const SEED_PLAN_DAYS_AHEAD = 3;

export const serviceState = defineTable('service', (db): ServiceState => {
  const today = isoDay(db.now());
  const from = addDaysIso(today, -SEED_DAYS_BACK);
  return {
    flipFlows: FLIP_FLOWS.map((f) => ({ ...f })),
    items: ITEMS.map((i) => ({ ...i })),
    checklists: CHECKLISTS.map((c) => ({ ...c, groupIds: [...c.groupIds], weekdays: [...c.weekdays] })),
    selections: Object.entries(SEED_SELECTION).flatMap(([checklistId, itemIds]) =>
      itemIds.map((itemId) => ({ checklistId: Number(checklistId), itemId, from, until: null, timestamp: unixOf(from) })),
    ),
    taskOverrides: new Map(),
    planOverrides: new Map(),
    mails: [],
    seedToday: today,
  };
});
