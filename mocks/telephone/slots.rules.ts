// Telephone plan slots (spec 02): start empty; assign/unassign-task fill them.
import type { TelephoneSlot } from '../../packages/core/src/api/wire-types-telephone';
import type { MockDb } from '../db/db';
import { invalid, type Outcome } from '../db/outcome';
import { parseIsoDay, toWall } from '../db/time';
import { TELEPHONE_MESSAGES } from './messages';
import { parseInteger } from './queues.rules';
import { telephoneState } from './queues.seed';

/** `yyyy-MM-dd HH:mm[:ss]`, `yyyy-MM-ddTHH:mm[:ss]` or unix seconds → wall time; null when invalid. */
export function parseSlotTime(value: unknown): string | null {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d{9,11}$/.test(value.trim()))) {
    const seconds = Number(value);
    return Number.isSafeInteger(seconds) && seconds > 0 ? toWall(new Date(seconds * 1000)) : null;
  }
  if (typeof value !== 'string') return null;
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m || !parseIsoDay(m[1]) || Number(m[2]) > 23 || Number(m[3]) > 59 || Number(m[4] ?? 0) > 59) return null;
  return `${m[1]} ${m[2]}:${m[3]}:${m[4] ?? '00'}`;
}

/** A person's slot with its tasks (telephoneplan-slot); for the answers, the demo and the stories. */
export function telephoneSlotOf(db: MockDb, userId: number, from: string, to: string): TelephoneSlot {
  const state = telephoneState(db);
  const user = db.users.find((u) => u.id === userId);
  return {
    user_id: userId,
    fullName: user?.displayName ?? '',
    from,
    to,
    tasks: state.slots
      .filter((s) => s.userId === userId && s.from === from && s.to === to)
      .map((s) => state.queues.find((q) => q.id === s.taskId)!)
      .sort((a, b) => a.id - b.id)
      .map((q) => ({ id: q.id, name: q.name })),
  };
}

/** POST /telephoneplan/assign-task (assign = true) and /telephoneplan/unassign-task. */
export function slotTask(db: MockDb, assign: boolean, body: Record<string, unknown>): Outcome<TelephoneSlot> {
  const taskId = parseInteger(body.task_id);
  if (taskId === null) return invalid('task_id', 'Das Feld task_id ist erforderlich.');
  const userId = parseInteger(body.user_id);
  if (userId === null) return invalid('user_id', 'Das Feld user_id ist erforderlich.');
  const from = parseSlotTime(body.from);
  if (!from) return invalid('from', 'Das Feld from ist kein gültiger Zeitpunkt.');
  const to = parseSlotTime(body.to);
  if (!to) return invalid('to', 'Das Feld to ist kein gültiger Zeitpunkt.');
  if (to <= from) return invalid('to', TELEPHONE_MESSAGES.slotOrder);
  const state = telephoneState(db);
  if (!state.queues.some((q) => q.id === taskId)) return { ok: false, status: 404, message: 'Aufgabe nicht gefunden.' };
  if (!db.users.some((u) => u.id === userId && !u.deleted)) return { ok: false, status: 404, message: 'Benutzer nicht gefunden.' };
  const index = state.slots.findIndex((s) => s.userId === userId && s.taskId === taskId && s.from === from && s.to === to);
  if (assign) {
    if (index >= 0) return invalid('task_id', TELEPHONE_MESSAGES.slotDuplicate);
    state.slots.push({ userId, taskId, from, to });
  } else {
    if (index < 0) return invalid('task_id', TELEPHONE_MESSAGES.slotMissing);
    state.slots.splice(index, 1);
  }
  return { ok: true, value: telephoneSlotOf(db, userId, from, to) };
}
