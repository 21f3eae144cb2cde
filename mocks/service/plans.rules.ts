// Day plans of the checklists (service agent, deputy): seeded from 30 days ago until 3 days ahead,
// empty after that (so "Automatisch planen" has work); writes are stored as overrides.
import { addDaysIso } from '@stempeluhr/core/time';
import type { DayPlanEntry, DayStatusResponse, Leader } from '../../packages/core/src/api/wire-types-service';
import type { MockDb } from '../db/db';
import { hash } from '../db/hash';
import { holidayOn } from '../db/holidays';
import { invalid, type Outcome } from '../db/outcome';
import { dayNumber, germanWeekday } from '../db/time';
import { vacationTable } from '../timetracking/clockings.seed';
import { SEED_DAYS_BACK, SEED_PLAN_DAYS_AHEAD, serviceState, type ChecklistRow } from './checklists.seed';
import { activeOn, checklistMembers, displayName, findChecklist, parseInteger, parseUserId } from './checklists.rules';
import { dayOfUnix, dayOfYear, monthDays, unixOf } from './days.rules';
import { SERVICE_MESSAGES } from './messages';

const germanDate = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

export interface DayPlan {
  agentId: number | null;
  substituteId: number | null;
}

/** Whether the user is away that day (any absence row: vacation, half a day, Krank — as Leader.vacations counts it). */
export function absentOn(db: MockDb, userId: number, day: string): boolean {
  return vacationTable(db, userId).some((v) => v.userId === userId && v.date === day);
}

export function planOf(db: MockDb, checklist: ChecklistRow, day: string, members: number[] = checklistMembers(db, checklist)): DayPlan {
  const state = serviceState(db);
  const override = state.planOverrides.get(`${checklist.id}|${day}`);
  if (override) return override;
  const start = addDaysIso(state.seedToday, -SEED_DAYS_BACK);
  const end = addDaysIso(state.seedToday, SEED_PLAN_DAYS_AHEAD);
  if (day < start || day > end || !activeOn(checklist, day) || members.length === 0) return { agentId: null, substituteId: null };
  // The seed never plans anybody on their own day off (spec §4: planning picks people not on vacation).
  const present = members.filter((id) => !absentOn(db, id, day));
  if (present.length === 0) return { agentId: null, substituteId: null };
  const h = hash(checklist.id, dayNumber(day));
  const a = h % present.length;
  const substituteId = present.length > 1 ? present[(a + 1 + ((h >>> 8) % (present.length - 1))) % present.length] : null;
  return { agentId: present[a], substituteId };
}

export function dayPlanEntry(db: MockDb, checklist: ChecklistRow, day: string, members?: number[]): DayPlanEntry {
  const plan = planOf(db, checklist, day, members);
  return {
    date: germanDate(day),
    day: germanWeekday(day),
    month: Number(day.slice(5, 7)),
    year: Number(day.slice(0, 4)),
    dayOfYear: dayOfYear(day),
    timestamp: unixOf(day),
    service_agent: plan.agentId ?? '',
    substitute: plan.substituteId ?? '',
  };
}

export const PLANNER_DAYS = 10;

export function nextTenDays(db: MockDb, checklist: ChecklistRow, from: string): DayPlanEntry[] {
  const members = checklistMembers(db, checklist);
  return Array.from({ length: PLANNER_DAYS }, (_, i) => dayPlanEntry(db, checklist, addDaysIso(from, i), members));
}

/** Leaders with their absences for the ten planner days from `from` (reads only these users' vacation rows). */
export function leadersOf(db: MockDb, checklist: ChecklistRow, from: string): Leader[] {
  const days = Array.from({ length: PLANNER_DAYS }, (_, i) => addDaysIso(from, i));
  const last = days[days.length - 1];
  return checklistMembers(db, checklist).map((userId) => {
    const absent = new Set(
      vacationTable(db, userId)
        .filter((v) => v.userId === userId && v.date >= from && v.date <= last)
        .map((v) => v.date),
    );
    return {
      id: userId,
      dn: displayName(db, userId) ?? '',
      vacations: Object.fromEntries(days.map((d) => [dayOfYear(d), absent.has(d)])),
    };
  });
}

/** POST /serviceagent/ajax/leader/set. Empty strings mean "none". */
export function setLeader(db: MockDb, body: Record<string, unknown>): Outcome<DayPlanEntry> {
  const checklistId = parseInteger(body.checklist_id);
  if (checklistId === null) return invalid('checklist_id', 'Das Feld checklist_id ist erforderlich.');
  const checklist = findChecklist(db, checklistId);
  if (!checklist) return { ok: false, status: 404, message: 'Checkliste nicht gefunden.' };
  const timestamp = parseInteger(body.timestamp);
  // Seconds (the day plan entry's timestamp); milliseconds or nonsense are refused.
  if (timestamp === null || timestamp <= 0 || timestamp > 9_999_999_999)
    return invalid('timestamp', 'Das Feld timestamp muss ein Unix-Zeitstempel in Sekunden sein.');
  const agentId = parseUserId(body.user_id);
  if (agentId === undefined) return invalid('user_id', 'Das Feld user_id ist ungültig.');
  const substituteId = parseUserId(body.substitute_id);
  if (substituteId === undefined) return invalid('substitute_id', 'Das Feld substitute_id ist ungültig.');
  const members = checklistMembers(db, checklist);
  if (agentId !== null && !members.includes(agentId)) return invalid('user_id', SERVICE_MESSAGES.notMember);
  if (substituteId !== null && !members.includes(substituteId)) return invalid('substitute_id', SERVICE_MESSAGES.notMember);
  if (agentId !== null && agentId === substituteId) return invalid('substitute_id', SERVICE_MESSAGES.sameSubstitute);
  const day = dayOfUnix(timestamp);
  // Nobody is planned on their own day off (Leader.vacations): the planner shows them as „Urlaub“.
  if (agentId !== null && absentOn(db, agentId, day))
    return invalid('user_id', SERVICE_MESSAGES.onVacation(displayName(db, agentId) ?? '', germanDate(day)));
  if (substituteId !== null && absentOn(db, substituteId, day))
    return invalid('substitute_id', SERVICE_MESSAGES.onVacation(displayName(db, substituteId) ?? '', germanDate(day)));
  serviceState(db).planOverrides.set(`${checklist.id}|${day}`, { agentId, substituteId });
  return { ok: true, value: dayPlanEntry(db, checklist, day, members) };
}

/** Planning calendar: planned days (an agent is set) and public holidays of the month. */
export function planningDayStatus(db: MockDb, checklist: ChecklistRow, month: number, year: number): DayStatusResponse {
  const members = checklistMembers(db, checklist);
  const days = monthDays(month, year);
  return {
    attributes: [
      { key: 'planned', highlight: 'green', dates: days.filter((d) => planOf(db, checklist, d, members).agentId !== null).map(unixOf) },
      { key: 'holiday', highlight: 'yellow', dates: days.filter((d) => holidayOn(d) !== null).map(unixOf) },
    ],
  };
}
