// Working hours (spec 02) are db.contracts. A new entry starts on the Monday of valid_from and
// closes the current one on the Sunday before; an update with valid_until ends the entry on that
// week's Sunday.
import { addDaysIso, isMigrated } from '@stempeluhr/core/time';
import type { WorkingHourRule, WorkingHoursEntry } from '../../packages/core/src/api/wire-types-admin';
import type { MockDb, WorkingHoursContract } from '../db/db';
import { fail, type Outcome } from '../db/outcome';
import { WEEKDAY_KEYS, isoDay, mondayOf } from '../db/time';
import { MESSAGES } from '../timetracking/messages';
import { ADMIN_MESSAGES } from './messages';
import { userOf, writableUser } from './users.rules';
import { contractsOf, isoWeekString, parseCalendarWeek } from './weeks.rules';
import { touchUser } from '../timetracking/engine';

const WEEKDAY_NAMES = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'] as const;

export function workingHoursList(db: MockDb, userId: number): WorkingHoursEntry[] {
  return contractsOf(db, userId)
    .sort((a, b) => (a.validFrom < b.validFrom ? 1 : -1))
    .map((c) => ({
      id: c.id,
      monday: c.monday,
      tuesday: c.tuesday,
      wednesday: c.wednesday,
      thursday: c.thursday,
      friday: c.friday,
      saturday: c.saturday,
      sunday: c.sunday,
      valid_from: c.validFrom,
      valid_until: c.validUntil,
      break_monday: c.breaks[0],
      break_tuesday: c.breaks[1],
      break_wednesday: c.breaks[2],
      break_thursday: c.breaks[3],
      break_friday: c.breaks[4],
      break_saturday: c.breaks[5],
      break_sunday: c.breaks[6],
      week_hours: c.weekHours,
      weekdays: c.weekdays,
      vacation_value: c.vacationValue,
      vacation_days: c.vacationDays,
    }));
}

const HOUR = 3600;

/** Defaults of a new rule: the current contract's values (5 days, 8 h, 31 days without one), from next week. */
export function workingHourDefaults(db: MockDb, userId: number): WorkingHourRule {
  const current = contractsOf(db, userId).find((c) => c.validUntil === null);
  const full = 8 * HOUR;
  const times = WEEKDAY_KEYS.map((k, i) => (current ? current[k] : i < 5 ? full : 0));
  const breaks = current ? current.breaks : [1800, 1800, 1800, 1800, 1800, 0, 0];
  const rule = {
    id: null,
    week_hours: current ? current.weekHours : 5 * full,
    weekdays: current ? current.weekdays : 5,
    vacation_value: current ? current.vacationValue : full,
    vacation_days: current ? current.vacationDays : 31,
    valid_from: isoWeekString(addDaysIso(mondayOf(isoDay(db.now())), 7)),
    valid_until: null,
  } as Record<string, unknown>;
  WEEKDAY_KEYS.forEach((k, i) => {
    rule[k] = times[i];
    rule[`break_${k}`] = breaks[i];
  });
  return rule as unknown as WorkingHourRule;
}

export function deleteWorkingHours(db: MockDb, userId: number, id: number): Outcome<{ message: string }> {
  const refused = writableUser(db, userId);
  if (refused) return refused;
  const index = db.contracts.findIndex((c) => c.id === id && c.userId === userId);
  if (index < 0) return fail(404, ADMIN_MESSAGES.workingHoursNotFound);
  if (db.contracts[index].validUntil === null) return fail(422, ADMIN_MESSAGES.currentEntry, 'id');
  const [removed] = db.contracts.splice(index, 1);
  touchUser(db, userId, removed.validFrom, removed.validUntil);
  return { ok: true, value: { message: ADMIN_MESSAGES.deleted } };
}

export type SaveOutcome = { ok: true; redirect: string } | { ok: false; status: 403 | 404 | 422; message?: string; errors?: string[] };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** A decimal with comma or point, or null. */
function decimal(value: unknown): number | null {
  const raw = text(value).replace(',', '.');
  return /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : null;
}

/** POST /admin/working-hours/{userId}: the form's fields, errors as a list of German sentences. */
export function saveWorkingHours(db: MockDb, userId: number, body: Record<string, unknown>): SaveOutcome {
  const user = userOf(db, userId);
  if (!user) return { ok: false, status: 404, message: 'Benutzer nicht gefunden.' };
  if (user.deleted) return { ok: false, status: 403, message: ADMIN_MESSAGES.deletedUser };
  const errors: string[] = [];
  const times: number[] = [];
  const breaks: number[] = [];
  WEEKDAY_KEYS.forEach((k, i) => {
    const raw = text(body[k]);
    const match = /^(\d{1,2}):([0-5]\d)$/.exec(raw === '' ? '00:00' : raw);
    const seconds = match ? Number(match[1]) * HOUR + Number(match[2]) * 60 : NaN;
    if (!match || seconds > 24 * HOUR) errors.push(`Die Arbeitszeit am ${WEEKDAY_NAMES[i]} muss im Format HH:MM angegeben werden.`);
    times.push(seconds);
    const rawBreak = text(body[`break_${k}`]);
    const minutes = rawBreak === '' ? 0 : /^\d+$/.test(rawBreak) ? Number(rawBreak) : NaN;
    if (!Number.isInteger(minutes) || minutes > 600) errors.push(`Die Pause am ${WEEKDAY_NAMES[i]} muss eine ganze Zahl von Minuten sein.`);
    breaks.push(minutes * 60);
  });
  const weekHours = text(body.week_hours) === '' ? 0 : decimal(body.week_hours);
  if (weekHours === null || weekHours > 168) errors.push('h/Woche muss eine Zahl zwischen 0 und 168 sein.');
  const weekdays = text(body.weekdays);
  if (!/^[0-7]$/.test(weekdays)) errors.push('Tage/Woche muss eine ganze Zahl zwischen 0 und 7 sein.');
  const vacationValue = decimal(body.vacation_value);
  if (vacationValue === null || vacationValue > 24) errors.push('Urlaubswertigkeit muss eine Zahl zwischen 0 und 24 Stunden sein.');
  const vacationDays = text(body.vacation_days);
  if (!/^\d{1,3}$/.test(vacationDays) || Number(vacationDays) > 366) errors.push('Urlaubstage muss eine ganze Zahl sein.');
  if (times.every((t) => t === 0) && (weekHours ?? 0) === 0) errors.push('Bitte Arbeitszeiten oder h/Woche angeben.');

  const contracts = contractsOf(db, userId);
  const idRaw = text(body.id);
  const existing = idRaw === '' ? undefined : contracts.find((c) => String(c.id) === idRaw);
  if (idRaw !== '' && !existing) return { ok: false, status: 404, message: ADMIN_MESSAGES.workingHoursNotFound };

  let validFrom = '';
  let validUntil: string | null = null;
  if (!existing) {
    const week = parseCalendarWeek(body.valid_from);
    if (!week) errors.push('Gültig ab muss eine Kalenderwoche sein (z. B. 2026-W49).');
    else {
      validFrom = week.monday;
      if (isMigrated(validFrom)) errors.push(MESSAGES.migrated);
      const current = contracts.find((c) => c.validUntil === null);
      if (current && validFrom <= current.validFrom) errors.push('Gültig ab muss nach dem Beginn des aktuellen Eintrags liegen.');
      else if (contracts.some((c) => c !== current && c.validUntil !== null && c.validUntil >= validFrom))
        errors.push('Gültig ab überschneidet sich mit einem bestehenden Eintrag.');
    }
  } else {
    const raw = text(body.valid_until);
    if (raw !== '') {
      const week = parseCalendarWeek(raw);
      if (!week) errors.push('Gültig bis muss eine Kalenderwoche sein (z. B. 2026-W49).');
      else {
        validUntil = addDaysIso(week.monday, 6);
        if (validUntil < existing.validFrom) errors.push('Gültig bis darf nicht vor Gültig ab liegen.');
        else if (contracts.some((c) => c !== existing && c.validFrom > existing.validFrom && c.validFrom <= (validUntil as string)))
          errors.push('Gültig bis überschneidet sich mit dem folgenden Eintrag.');
      }
    } else if (existing.validUntil !== null && contracts.some((c) => c !== existing && c.validFrom > existing.validFrom)) {
      errors.push('Gültig bis ist erforderlich, weil ein späterer Eintrag existiert.');
    }
  }
  if (errors.length > 0) return { ok: false, status: 422, errors };

  const values = {
    monday: times[0],
    tuesday: times[1],
    wednesday: times[2],
    thursday: times[3],
    friday: times[4],
    saturday: times[5],
    sunday: times[6],
    breaks: breaks as WorkingHoursContract['breaks'],
    weekHours: Math.round((weekHours ?? 0) * HOUR),
    weekdays: Number(weekdays),
    vacationValue: Math.round((vacationValue ?? 0) * HOUR),
    vacationDays: Number(vacationDays),
  };
  if (existing) {
    // The contract's old and new range (its end may move either way): from its start on.
    Object.assign(existing, values, { validUntil });
    touchUser(db, userId, existing.validFrom);
  } else {
    const current = contracts.find((c) => c.validUntil === null);
    if (current) current.validUntil = addDaysIso(validFrom, -1);
    db.contracts.push({ id: db.nextId('contract'), userId, ...values, validFrom, validUntil: null });
    touchUser(db, userId, validFrom);
  }
  return { ok: true, redirect: `/admin/users/${userId}/worktimechanges` };
}
