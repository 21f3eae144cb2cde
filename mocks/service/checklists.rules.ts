// Look-ups of the service area: checklists, their members and the items selected on a day.
import type { MockDb } from '../db/db';
import { holidayOn } from '../db/holidays';
import { weekdayIndex } from '../db/time';
import { serviceState, type ChecklistRow, type FlipFlowItem, type ServiceState } from './checklists.seed';

export function findChecklist(db: MockDb, id: number): ChecklistRow | undefined {
  return serviceState(db).checklists.find((c) => c.id === id);
}

export function groupName(db: MockDb, groupId: number): string {
  return db.groups.find((g) => g.id === groupId)?.name ?? '';
}

export function displayName(db: MockDb, userId: number | null): string | null {
  if (userId === null) return null;
  return db.users.find((u) => u.id === userId)?.displayName ?? null;
}

/** People who can be planned for a checklist: active members of its groups, by id. */
export function checklistMembers(db: MockDb, checklist: ChecklistRow): number[] {
  return db.users
    .filter((u) => !u.deleted && !u.locked && u.groupIds.some((g) => checklist.groupIds.includes(g)))
    .map((u) => u.id)
    .sort((a, b) => a - b);
}

export function activeOn(checklist: ChecklistRow, day: string): boolean {
  if (!checklist.weekdays.includes(weekdayIndex(day))) return false;
  return !(checklist.skipHolidays && holidayOn(day)?.value === 1);
}

export function selectedItems(state: ServiceState, checklistId: number, day: string): FlipFlowItem[] {
  const ids = new Set(
    state.selections
      .filter((s) => s.checklistId === checklistId && s.from <= day && (s.until === null || day <= s.until))
      .map((s) => s.itemId),
  );
  return state.items.filter((i) => ids.has(i.id));
}

export function parseUserId(value: unknown): number | null | undefined {
  if (value === '' || value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

export function parseInteger(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(n) ? n : null;
}
