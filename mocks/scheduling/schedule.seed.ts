// The schedulers' table (spec 02), created on first use: cheap, no clockings are read.
import type { HelpdeskShiftType } from '../../packages/core/src/api/wire-types-scheduling';
import { defineTable } from '../db/table';

export interface SortingRow {
  id: number;
  userId: number;
}

export interface SchedulingState {
  /** Helpdesk sorting list, in order (position = index + 1). */
  sorting: SortingRow[];
  /** Explicit helpdesk shifts, key `${userId}|${yyyy-MM-dd}`; null = explicitly cleared. */
  helpdeskShifts: Map<string, HelpdeskShiftType | null>;
  /** Users allowed to edit the helpdesk scheduler without the admin role (the permission flag). */
  helpdeskEditors: Set<number>;
  /** Explicit attendance, key `${team}|${yyyy-MM-dd}`; null = explicitly cleared. */
  attendance: Map<string, number | null>;
  /** Users allowed to save attendance without the IcingaMasterDienstplan.Admin role (the page's permission flag). */
  attendanceEditors: Set<number>;
}

export const schedulingState = defineTable<SchedulingState>('scheduling', () => ({
  // The list as it was before the last change of the group: Jonas Weber (9) has left the
  // Helpdesk, Anna Berger (5) joined and is missing until the next sync.
  sorting: [
    { id: 1, userId: 2 },
    { id: 2, userId: 6 },
    { id: 3, userId: 3 },
    { id: 4, userId: 9 },
    { id: 5, userId: 4 },
  ],
  helpdeskShifts: new Map(),
  // The permission flag without the role (spec 02 §6 "others only when a permission flag allows
  // it"): Julia Wagner, the Helpdesk's substitute, may edit the helpdesk plan …
  helpdeskEditors: new Set([3]),
  attendance: new Map(),
  // … and Mehmet Yılmaz the Icinga-Master plan.
  attendanceEditors: new Set([7]),
}));
