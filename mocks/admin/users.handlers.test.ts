import { TEST_NOW as NOW } from '@test/clock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handlers, server } from '@mocks/node';
import type { ClockingsResponse } from '../../packages/core/src/api/wire-types-timetracking';
import type {
  AdminUsersResponse,
  AdminWeekOverview,
  ErrorListBody,
  OvertimeEntry,
  RecalculateResponse,
  ValueResponse,
  WorkingHourRule,
  WorkingHoursEntry,
} from '../../packages/core/src/api/wire-types-admin';
import { db, resetDb } from '../db';
import { vacationRequestsOf } from './vacations.rules';
import { DEFAULT_CSRF_TOKEN } from '../http/settings';
import { usersHandlers as adminHandlers } from './users.handlers';
import { get, write, type Invalid, BASE } from '../testing/http';

/** Monday 23 November 2026 (ISO week 48), 09:30 Berlin. */
const ADMIN = 1;

async function postForm<T>(path: string, fields: Record<string, string>): Promise<{ status: number; body: T }> {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Requested-With': 'XMLHttpRequest',
      'X-CSRF-TOKEN': DEFAULT_CSRF_TOKEN,
    },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const year = async (userId: number, y: number) => (await get<OvertimeEntry[]>(`/admin/overtime/${userId}/year/${y}`)).body;
const total = async (userId: number) => (await get<number>(`/admin/overtime/${userId}/total`)).body;

/** A full working-hour form (Max Müller's full-time values), to vary per test. */
function form(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    id: '',
    monday: '08:00',
    tuesday: '08:00',
    wednesday: '08:00',
    thursday: '08:00',
    friday: '08:00',
    saturday: '00:00',
    sunday: '00:00',
    break_monday: '30',
    break_tuesday: '30',
    break_wednesday: '30',
    break_thursday: '30',
    break_friday: '30',
    break_saturday: '0',
    break_sunday: '0',
    week_hours: '40',
    weekdays: '5',
    vacation_value: '8',
    vacation_days: '31',
    ...overrides,
  };
}

beforeEach(() => {
  resetDb({ now: NOW, currentUserId: ADMIN });
  // The whole backend first (its preamble runs the CSRF check and faults), then this area.
  server.use(...handlers, ...adminHandlers);
});

describe('permissions', () => {
  it('answers 403 {message} to a non-admin on every kind of call', async () => {
    db.currentUserId = 4;
    const list = await get<{ message: string }>('/json/admin/overtime/users');
    expect(list.status).toBe(403);
    expect(list.body.message).toBe('Dieser Bereich ist Administratoren vorbehalten.');
    expect((await get('/admin/overtime/4/total')).status).toBe(403);
    expect((await get('/admin/working-hours/4')).status).toBe(403);
    expect((await write('POST', '/admin/overtime/4/create', { seconds: 60, comment: 'x', calendarWeek: '2026-W48' })).status).toBe(403);
    expect((await year(4, 2026)) as unknown).toEqual({ message: 'Dieser Bereich ist Administratoren vorbehalten.' });
  });

  it('a write without the CSRF token is 419 and changes nothing', async () => {
    const before = await total(4);
    const response = await write<{ message: string }>(
      'POST',
      '/admin/overtime/4/create',
      { seconds: 3600, comment: 'x', calendarWeek: '2026-W47' },
      null,
    );
    expect(response.status).toBe(419);
    expect(await total(4)).toBe(before);
  });

  it('deleted users are read-only: reads work, writes are 403', async () => {
    const entries = await year(12, 2020);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ type: 'manual', comment: 'Übertrag aus v1', yearkw: '2020-08' });
    expect((await get<WorkingHoursEntry[]>('/admin/working-hours/12')).status).toBe(200);
    const create = await write<{ message: string }>('POST', '/admin/overtime/12/create', {
      seconds: 60,
      comment: 'x',
      calendarWeek: '2026-W48',
    });
    expect(create.status).toBe(403);
    expect(create.body.message).toBe('Der Benutzer ist gelöscht und kann nicht bearbeitet werden.');
    expect((await postForm('/admin/working-hours/12', form({ valid_from: '2026-W49' }))).status).toBe(403);
    expect((await write('POST', '/admin/overtime/recalculate/12/2026-W47')).status).toBe(403);
  });
});

describe('GET /json/admin/overtime/users', () => {
  it('pages the active users by 10, sorted by last name, with links and overtime', async () => {
    const first = await get<AdminUsersResponse>('/json/admin/overtime/users');
    expect(first.status).toBe(200);
    expect(first.body.info).toEqual({ current_page: 1, last_page: 4, per_page: 10, total: 40 });
    const lastNames = (r: AdminUsersResponse) => r.users.map((u) => u.displayName.split(' ')[1]);
    expect(lastNames(first.body)).toEqual([
      'Becker',
      'Berger',
      'Braun',
      'Demir',
      'Fischer',
      'Fuchs',
      'Hoffmann',
      'Hofmann',
      'Huber',
      'Jung',
    ]);
    const sabine = await get<AdminUsersResponse>('/json/admin/overtime/users?term=sabine');
    expect(sabine.body.users[0]).toMatchObject({
      id: 1,
      dn: 'sabine.schroeder',
      displayName: 'Sabine Schröder',
      company: 'Stempeluhr GmbH',
      email: 'sabine.schröder@stempeluhr.example',
      active: true,
      deleted: false,
      url: '/admin/users/1',
    });
    const max = (await get<AdminUsersResponse>('/json/admin/overtime/users?term=max.mueller')).body.users[0];
    expect(max?.overtime).toBe(await total(4));

    const last = await get<AdminUsersResponse>('/json/admin/overtime/users?page=4');
    expect(last.body.users.map((u) => u.dn)).toEqual([
      'felix.schulz',
      'ida.schulze',
      'mia.schwarz',
      'julia.wagner',
      'theo.walter',
      'jonas.weber',
      'johanna.weiss',
      'lina.werner',
      'mehmet.yilmaz',
      'paul.zimmermann',
    ]);
    expect(last.body.info.current_page).toBe(4);
    const beyond = await get<AdminUsersResponse>('/json/admin/overtime/users?page=5');
    expect(beyond.body.users).toEqual([]);
  });

  it('filters active, inactive and all', async () => {
    const inactive = await get<AdminUsersResponse>('/json/admin/overtime/users?filterUser=inactive');
    // Hartmann, Herrmann, Lang (deleted), Lehmann (inactive only), Richter (deleted).
    expect(inactive.body.users.map((u) => u.id)).toEqual([19, 31, 39, 26, 12]);
    expect(inactive.body.users[4]).toMatchObject({ active: false, deleted: true });
    const all = await get<AdminUsersResponse>('/json/admin/overtime/users?filterUser=all&perPage=20');
    expect(all.body.info).toEqual({ current_page: 1, last_page: 3, per_page: 20, total: 45 });
    expect(inactive.body.users.find((u) => u.id === 26)).toMatchObject({ active: false, deleted: false });
  });

  it('searches dn, display name and e-mail case- and accent-insensitively', async () => {
    const names = async (query: string) =>
      (await get<AdminUsersResponse>(`/json/admin/overtime/users?${query}`)).body.users.map((u) => u.id);
    expect(await names('term=SCHRODER')).toEqual([1]);
    expect(await names('term=schroeder')).toEqual([1]);
    expect(await names(`term=${encodeURIComponent('müller')}`)).toEqual([4]);
    expect(await names('term=yilmaz')).toEqual([7]);
    expect(await names(`term=${encodeURIComponent('YILMAZ')}`)).toEqual([7]);
    expect(await names('term=laura.fischer%40stempeluhr')).toEqual([8]);
    expect(await names('term=richter')).toEqual([]);
    expect(await names('term=richter&filterUser=all')).toEqual([12]);
  });

  it('filters by companies as a comma list or as companies[]', async () => {
    const service = encodeURIComponent('Stempeluhr Service GmbH');
    const list = await get<AdminUsersResponse>(`/json/admin/overtime/users?companies=${service}`);
    expect(list.body.users.map((u) => u.id).sort((a, b) => a - b)).toEqual([3, 6, 9, 15, 18, 21, 24, 27, 30]);
    const repeated = await get<AdminUsersResponse>(`/json/admin/overtime/users?companies[]=${service}&filterUser=all`);
    expect(repeated.body.info.total).toBe(10);
    const consulting = await get<AdminUsersResponse>(
      `/json/admin/overtime/users?companies=${encodeURIComponent('Stempeluhr Consulting AG')}&filterUser=all`,
    );
    expect(consulting.body.info.total).toBe(11);
    const both = await get<AdminUsersResponse>(`/json/admin/overtime/users?companies=${service},${encodeURIComponent('Stempeluhr GmbH')}`);
    expect(both.body.info.total).toBe(31);
  });
});

describe('admin week and day views', () => {
  it('week overview: seven days and the week totals', async () => {
    const { status, body } = await get<AdminWeekOverview>('/admin/clocking/week-overview/4/2026-11-19');
    expect(status).toBe(200);
    expect(body.days.map((d) => d.date)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(body.week_done).toBe(body.days.reduce((s, d) => s + d.total, 0));
    expect(body.week_required).toBe(5 * 8 * 3600);
    expect(body.week_overtime).toBe(body.days.reduce((s, d) => s + d.overtime, 0));
    expect(body.hourly_based).toBe(false);
    expect(body.days[1].bonus).toBe(3600);
  });

  it('day: clockings and breaks of any user', async () => {
    const { status, body } = await get<ClockingsResponse>('/admin/clockings/7/2026-11-22');
    expect(status).toBe(200);
    expect(body.clockings.items[0]).toMatchObject({ clock_in: '2026-11-22 22:00:00', clock_out: '2026-11-23 06:00:00' });
    expect(body.breaks).toHaveProperty('items');
  });

  it('404 for an unknown user, 422 for a bad date', async () => {
    expect((await get('/admin/clocking/week-overview/99/2026-11-19')).status).toBe(404);
    expect((await get('/admin/clockings/99/2026-11-19')).status).toBe(404);
    expect((await get<Invalid>('/admin/clocking/week-overview/4/2026-02-30')).status).toBe(422);
    expect((await get<Invalid>('/admin/clockings/4/gestern')).status).toBe(422);
  });
});

describe('overtime account', () => {
  it("lists a year's calculated past weeks and the manual entries", async () => {
    const entries = await year(4, 2026);
    const calculated = entries.filter((e) => e.type === 'calculated');
    expect(calculated.map((e) => e.yearkw)).toEqual(Array.from({ length: 47 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`));
    expect(calculated.every((e) => e.comment === null && e.changes.length === 0 && e.user_id === 4)).toBe(true);
    const week47 = (await get<AdminWeekOverview>('/admin/clocking/week-overview/4/2026-11-16')).body;
    expect(calculated[46].overtime).toBe(week47.week_overtime);
    const manual = entries.filter((e) => e.type === 'manual');
    expect(manual).toHaveLength(1);
    expect(manual[0]).toMatchObject({ yearkw: '2026-45', overtime: 5400, comment: 'Bereitschaft am Wochenende' });
    expect(manual[0].changes[0]).toEqual({
      updated_at: '2026-11-10 14:12:05',
      user: { dn: 'sabine.schroeder' },
      properties: {
        old: { overtime: 3600, comment: 'Bereitschaft' },
        attributes: { overtime: 5400, comment: 'Bereitschaft am Wochenende' },
      },
    });
    // The first seeded week is 2020-W02; the carry-over from v1 sits in 2020-08.
    const y2020 = await year(4, 2020);
    expect(y2020[0].yearkw).toBe('2020-02');
    expect(y2020.find((e) => e.type === 'manual')?.comment).toBe('Übertrag aus v1');
    expect(await year(4, 2027)).toEqual([]);
  });

  it('the total is the sum of every entry up to now', async () => {
    let sum = 0;
    for (let y = 2020; y <= 2026; y++) for (const e of await year(4, y)) sum += e.overtime;
    const answer = await get<number>('/admin/overtime/4/total');
    expect(answer.status).toBe(200);
    expect(typeof answer.body).toBe('number');
    expect(answer.body).toBe(sum);
  });

  it('create: a manual entry that the year list and the total show; future weeks count later', async () => {
    const before = await total(4);
    const created = await write<OvertimeEntry>('POST', '/admin/overtime/4/create', {
      userId: 4,
      seconds: -5400,
      comment: 'Korrektur',
      overTimeId: null,
      calendarWeek: '2026-W48',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      user_id: 4,
      yearkw: '2026-48',
      overtime: -5400,
      comment: 'Korrektur',
      type: 'manual',
      changes: [],
    });
    expect(await total(4)).toBe(before - 5400);
    expect((await year(4, 2026)).some((e) => e.id === created.body.id)).toBe(true);

    const future = await write<OvertimeEntry>('POST', '/admin/overtime/4/create', {
      userId: 4,
      seconds: '3600',
      comment: 'Vorschuss',
      calendarWeek: '2026-50',
    });
    expect(future.status).toBe(200);
    expect(future.body.yearkw).toBe('2026-50');
    expect(await total(4)).toBe(before - 5400);
  });

  it('create: validation messages', async () => {
    const empty = await write<Invalid>('POST', '/admin/overtime/4/create', { seconds: 60, comment: '  ', calendarWeek: '2026-W48' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.comment).toEqual(['Kommentar-Feld darf nicht leer sein.']);
    expect(empty.body.message).toBe('Kommentar-Feld darf nicht leer sein.');
    const fraction = await write<Invalid>('POST', '/admin/overtime/4/create', { seconds: 1.5, comment: 'x', calendarWeek: '2026-W48' });
    expect(fraction.body.errors.seconds).toEqual(['Überstunden-Feld sollte in diesem Format sein: 10:30:00']);
    const week = await write<Invalid>('POST', '/admin/overtime/4/create', { seconds: 60, comment: 'x', calendarWeek: '2026-W54' });
    expect(week.body.errors.calendarWeek).toEqual(['Die Kalenderwoche ist ungültig.']);
    const migrated = await write<Invalid>('POST', '/admin/overtime/4/create', { seconds: 60, comment: 'x', calendarWeek: '2020-W05' });
    expect(migrated.body.errors.calendarWeek).toEqual(['migrierte Daten aus v1 können nicht bearbeitet werden']);
    expect((await write('POST', '/admin/overtime/99/create', { seconds: 60, comment: 'x', calendarWeek: '2026-W48' })).status).toBe(404);
  });

  it('update: only manual entries, with a change record appended', async () => {
    const manual = (await year(4, 2026)).find((e) => e.type === 'manual') as OvertimeEntry;
    const updated = await write<OvertimeEntry>('POST', '/admin/overtime/update', {
      overTimeId: manual.id,
      seconds: 7200,
      comment: 'Bereitschaft (korrigiert)',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: manual.id, overtime: 7200, comment: 'Bereitschaft (korrigiert)' });
    expect(updated.body.changes).toHaveLength(2);
    expect(updated.body.changes[1]).toEqual({
      updated_at: '2026-11-23 09:30:00',
      user: { dn: 'sabine.schroeder' },
      properties: {
        old: { overtime: 5400, comment: 'Bereitschaft am Wochenende' },
        attributes: { overtime: 7200, comment: 'Bereitschaft (korrigiert)' },
      },
    });
    expect((await year(4, 2026)).find((e) => e.id === manual.id)?.overtime).toBe(7200);

    const noComment = await write<Invalid>('POST', '/admin/overtime/update', { overTimeId: manual.id, seconds: 60, comment: '' });
    expect(noComment.status).toBe(422);
    expect(noComment.body.errors.comment).toEqual(['Kommentar-Feld darf nicht leer sein.']);

    const calculated = (await year(4, 2026)).find((e) => e.type === 'calculated') as OvertimeEntry;
    const refused = await write<Invalid>('POST', '/admin/overtime/update', { overTimeId: calculated.id, seconds: 60, comment: 'x' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Nur manuelle Einträge können bearbeitet oder gelöscht werden.');

    const carryOver = (await year(4, 2020)).find((e) => e.type === 'manual') as OvertimeEntry;
    const migrated = await write<Invalid>('POST', '/admin/overtime/update', { overTimeId: carryOver.id, seconds: 60, comment: 'x' });
    expect(migrated.status).toBe(422);
    expect(migrated.body.message).toBe('migrierte Daten aus v1 können nicht bearbeitet werden');

    const unknown = await write<{ message: string }>('POST', '/admin/overtime/update', { overTimeId: 4242, seconds: 60, comment: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Überstunden-Eintrag nicht gefunden.');
  });

  it('update works on an entry created in the same session', async () => {
    const created = await write<OvertimeEntry>('POST', '/admin/overtime/5/create', { seconds: 60, comment: 'a', calendarWeek: '2026-W40' });
    const updated = await write<OvertimeEntry>('POST', '/admin/overtime/update', {
      overTimeId: created.body.id,
      seconds: -60,
      comment: 'b',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.changes[0].properties).toEqual({
      old: { overtime: 60, comment: 'a' },
      attributes: { overtime: -60, comment: 'b' },
    });
  });

  it('delete: manual entries only; afterwards 404', async () => {
    const created = await write<OvertimeEntry>('POST', '/admin/overtime/4/create', {
      seconds: 600,
      comment: 'weg damit',
      calendarWeek: '2026-W47',
    });
    const before = await total(4);
    const removed = await write<{ message: string }>('DELETE', `/admin/overtime/delete/${created.body.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Eintrag erfolgreich gelöscht');
    expect(await total(4)).toBe(before - 600);
    expect((await year(4, 2026)).some((e) => e.id === created.body.id)).toBe(false);
    expect((await write('DELETE', `/admin/overtime/delete/${created.body.id}`)).status).toBe(404);

    const calculated = (await year(4, 2026))[0];
    expect((await write<Invalid>('DELETE', `/admin/overtime/delete/${calculated.id}`)).status).toBe(422);
  });

  it('calculated weeks are snapshots: a clocking change shows after the recalculation', async () => {
    const week47 = async () => (await year(4, 2026)).find((e) => e.yearkw === '2026-47') as OvertimeEntry;
    const before = await week47();
    const created = await write('POST', '/clocking/user/create', {
      userId: 4,
      clockIn: new Date('2026-11-21T10:00:00+01:00').getTime(),
      clockOut: new Date('2026-11-21T12:00:00+01:00').getTime(),
      comment: 'Samstagseinsatz',
      type: 'regulär',
      homeOffice: false,
    });
    expect(created.status).toBe(200);
    expect((await week47()).overtime).toBe(before.overtime);

    const recalc = await write<RecalculateResponse>('POST', '/admin/overtime/recalculate/4/2026-W47');
    expect(recalc.status).toBe(200);
    expect(recalc.body.message).toBe('Zeiten werden neu berechnet');
    expect(recalc.body.week_overtime).toBe(before.overtime + 7200);
    expect((await week47()).overtime).toBe(before.overtime + 7200);
  });

  it("the user's own recalculation refreshes the snapshot too", async () => {
    const before = (await year(4, 2026)).find((e) => e.yearkw === '2026-46') as OvertimeEntry;
    await write('POST', '/clocking/user/create', {
      userId: 4,
      clockIn: new Date('2026-11-15T10:00:00+01:00').getTime(),
      clockOut: new Date('2026-11-15T11:00:00+01:00').getTime(),
      comment: 'Sonntag',
      type: 'regulär',
      homeOffice: false,
    });
    expect((await write('POST', '/clocking/user/overtime/recalculate/4/2026-W46')).status).toBe(200);
    expect((await year(4, 2026)).find((e) => e.yearkw === '2026-46')?.overtime).toBe(before.overtime + 3600);
  });

  it('recalculate: a migrated week (its Sunday on or before 2020-02-23) is refused with the hint; the week after is not', async () => {
    const migrated = await write<Invalid>('POST', '/admin/overtime/recalculate/4/2020-W08');
    expect(migrated.status).toBe(422);
    expect(migrated.body.errors.week).toEqual(['migrierte Daten aus v1 können nicht bearbeitet werden']);
    expect((await write('POST', '/admin/overtime/recalculate/4/2020-W01')).status).toBe(422);
    expect((await write('POST', '/admin/overtime/recalculate/4/2020-W09')).status).toBe(200);
  });

  it('recalculate: 422 for a bad week, 404 for an unknown user; year 422 for a bad year', async () => {
    expect((await write<Invalid>('POST', '/admin/overtime/recalculate/4/2026-W60')).status).toBe(422);
    expect((await write<Invalid>('POST', '/admin/overtime/recalculate/4/2026-48')).status).toBe(422);
    expect((await write('POST', '/admin/overtime/recalculate/99/2026-W47')).status).toBe(404);
    expect((await get<Invalid>('/admin/overtime/4/year/20x6')).status).toBe(422);
    expect((await get('/admin/overtime/99/year/2026')).status).toBe(404);
    expect((await get('/admin/overtime/99/total')).status).toBe(404);
  });
});

describe('vacation history', () => {
  it('a day change sets the type (seen by the day views) and visibility (the request value)', async () => {
    const request = vacationRequestsOf(db, 4).find((r) => r.days.length >= 5 && r.days.every((d) => d.type === 'Urlaub')) as ReturnType<
      typeof vacationRequestsOf
    >[number];
    expect(request.value).toBe(request.days.reduce((s, d) => s + d.value, 0));
    const day = request.days[0];
    const answer = await write<ValueResponse>('POST', `/json/vacation-day/${day.id}`, { id: day.id, type: 'Krank', visible: false });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ value: request.value - day.value });
    const week = (await get<AdminWeekOverview>(`/admin/clocking/week-overview/4/${day.date}`)).body;
    expect(week.days.find((d) => d.date === day.date)?.absent_type).toBe('Krank');
    expect(vacationRequestsOf(db, 4).find((r) => r.id === request.id)?.days[0]).toMatchObject({ type: 'Krank', visible: false });

    const back = await write<ValueResponse>('POST', `/json/vacation-day/${day.id}`, { id: day.id, type: 'Urlaub', visible: true });
    expect(back.body.value).toBe(request.value);
  });

  it('a request change sets the value and its days; validation and 404', async () => {
    const request = vacationRequestsOf(db, 5).find((r) => r.days.length >= 2) as ReturnType<typeof vacationRequestsOf>[number];
    const answer = await write<ValueResponse>('POST', `/json/vacation-request/${request.id}`, {
      id: request.id,
      value: 2.5,
      days: [{ ...request.days[1], visible: false }],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ value: 2.5 });
    const stored = vacationRequestsOf(db, 5).find((r) => r.id === request.id);
    expect(stored?.value).toBe(2.5);
    expect(stored?.days[1].visible).toBe(false);

    const recomputed = await write<ValueResponse>('POST', `/json/vacation-request/${request.id}`, { id: request.id, days: [] });
    expect(recomputed.body.value).toBe(request.value - request.days[1].value);

    const bad = await write<Invalid>('POST', `/json/vacation-request/${request.id}`, { id: request.id, value: 0.3 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.value).toEqual(['Der Wert muss eine Anzahl Tage in halben Schritten sein.']);
    const foreign = await write<Invalid>('POST', `/json/vacation-request/${request.id}`, {
      id: request.id,
      days: [{ id: 1, type: 'Urlaub', visible: true }],
    });
    expect(foreign.body.errors.days).toEqual(['Der Urlaubstag gehört nicht zu diesem Antrag.']);
    const type = await write<Invalid>('POST', `/json/vacation-day/${request.days[0].id}`, {
      id: request.days[0].id,
      type: 'Ferien',
      visible: true,
    });
    expect(type.status).toBe(422);
    expect(type.body.errors.type).toEqual(['Der gewählte Abwesenheitstyp ist ungültig.']);

    expect((await write('POST', '/json/vacation-request/999', { id: 999, value: 1 })).status).toBe(404);
    expect((await write('POST', '/json/vacation-day/999', { id: 999, type: 'Urlaub', visible: true })).status).toBe(404);
  });
});

describe('working hours', () => {
  it('lists the contracts newest first; the defaults are the current contract from next week', async () => {
    const list = await get<WorkingHoursEntry[]>('/admin/working-hours/5');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject([
      {
        id: 6,
        monday: 21600,
        tuesday: 21600,
        wednesday: 21600,
        thursday: 21600,
        friday: 0,
        saturday: 0,
        sunday: 0,
        valid_from: '2024-01-01',
        valid_until: null,
      },
      {
        id: 5,
        monday: 28800,
        tuesday: 28800,
        wednesday: 28800,
        thursday: 28800,
        friday: 28800,
        saturday: 0,
        sunday: 0,
        valid_from: '2019-01-01',
        valid_until: '2023-12-31',
      },
    ]);
    // The rest of each rule comes along for the update dialog.
    expect(list.body[0]).toMatchObject({ break_monday: 0, week_hours: 86400, weekdays: 4, vacation_value: 21600, vacation_days: 25 });
    expect(list.body[1]).toMatchObject({ break_monday: 1800, break_saturday: 0, week_hours: 144000, weekdays: 5, vacation_days: 31 });
    const defaults = await get<WorkingHourRule>('/admin/working-hour/5');
    expect(defaults.body).toMatchObject({
      id: null,
      monday: 21600,
      friday: 0,
      break_monday: 0,
      weekdays: 4,
      vacation_value: 21600,
      vacation_days: 25,
      week_hours: 86400,
      valid_from: '2026-W49',
      valid_until: null,
    });
    const fallback = await get<WorkingHourRule>('/admin/working-hour/9');
    expect(fallback.body).toMatchObject({
      monday: 28800,
      saturday: 0,
      break_monday: 1800,
      weekdays: 5,
      vacation_value: 28800,
      vacation_days: 31,
    });
    expect((await get('/admin/working-hours/99')).status).toBe(404);
    expect((await get('/admin/working-hour/99')).status).toBe(404);
  });

  it('create (form-encoded): closes the current entry the Sunday before and makes the week hourly based', async () => {
    const hourly = form({
      monday: '00:00',
      tuesday: '00:00',
      wednesday: '00:00',
      thursday: '00:00',
      friday: '00:00',
      week_hours: '38,5',
      valid_from: '2026-W47',
    });
    const saved = await postForm<{ redirect: string }>('/admin/working-hours/4', hourly);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ redirect: '/admin/users/4/worktimechanges' });
    const list = (await get<WorkingHoursEntry[]>('/admin/working-hours/4')).body;
    expect(list.map((e) => [e.valid_from, e.valid_until])).toEqual([
      ['2026-11-16', null],
      ['2019-01-01', '2026-11-15'],
    ]);
    const week = (await get<AdminWeekOverview>('/admin/clocking/week-overview/4/2026-11-18')).body;
    expect(week.hourly_based).toBe(true);
    expect(week.week_required).toBe(38.5 * 3600);
    expect(week.week_overtime).toBe(week.week_done - 38.5 * 3600);
    expect((await get<WorkingHourRule>('/admin/working-hour/4')).body).toMatchObject({ monday: 0, week_hours: 138600 });
  });

  it('update (form-encoded): sets valid_until to the Sunday of the week and the new values', async () => {
    const saved = await postForm<{ redirect: string }>(
      '/admin/working-hours/4',
      form({ id: '4', monday: '07:30', break_monday: '45', valid_until: '2026-W52' }),
    );
    expect(saved.status).toBe(200);
    const [entry] = (await get<WorkingHoursEntry[]>('/admin/working-hours/4')).body;
    expect(entry).toMatchObject({ id: 4, monday: 27000, valid_until: '2026-12-27' });
    expect(db.contracts.find((c) => c.id === 4)?.breaks[0]).toBe(45 * 60);
    expect((await postForm('/admin/working-hours/4', form({ id: '77', valid_until: '' }))).status).toBe(404);
  });

  it('validation comes back as a list of German sentences with 422', async () => {
    const bad = await postForm<ErrorListBody>(
      '/admin/working-hours/4',
      form({
        monday: '8h',
        break_tuesday: 'x',
        week_hours: 'viel',
        weekdays: '9',
        vacation_value: '',
        vacation_days: '-1',
        valid_from: '2026-W60',
      }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([
      'Die Arbeitszeit am Montag muss im Format HH:MM angegeben werden.',
      'Die Pause am Dienstag muss eine ganze Zahl von Minuten sein.',
      'h/Woche muss eine Zahl zwischen 0 und 168 sein.',
      'Tage/Woche muss eine ganze Zahl zwischen 0 und 7 sein.',
      'Urlaubswertigkeit muss eine Zahl zwischen 0 und 24 Stunden sein.',
      'Urlaubstage muss eine ganze Zahl sein.',
      'Gültig ab muss eine Kalenderwoche sein (z. B. 2026-W49).',
    ]);
    const early = await postForm<ErrorListBody>('/admin/working-hours/5', form({ valid_from: '2023-W10' }));
    expect(early.body.errors).toEqual(['Gültig ab muss nach dem Beginn des aktuellen Eintrags liegen.']);
    const nothing = await postForm<ErrorListBody>(
      '/admin/working-hours/4',
      form({
        monday: '00:00',
        tuesday: '00:00',
        wednesday: '00:00',
        thursday: '00:00',
        friday: '00:00',
        week_hours: '0',
        valid_from: '2026-W49',
      }),
    );
    expect(nothing.body.errors).toEqual(['Bitte Arbeitszeiten oder h/Woche angeben.']);
    const before = await postForm<ErrorListBody>('/admin/working-hours/5', form({ id: '6', valid_until: '2023-W40' }));
    expect(before.body.errors).toEqual(['Gültig bis darf nicht vor Gültig ab liegen.']);
    expect((await get<WorkingHoursEntry[]>('/admin/working-hours/5')).body).toHaveLength(2);
  });

  it('delete: refuses the current entry, removes a past one, 404 for an unknown id', async () => {
    const current = await write<Invalid>('POST', '/admin/working-hours/5/delete', { id: 6 });
    expect(current.status).toBe(422);
    expect(current.body.message).toBe('Der aktuelle Eintrag kann nicht gelöscht werden.');
    const past = await write<{ message: string }>('POST', '/admin/working-hours/5/delete', { id: 5 });
    expect(past.status).toBe(200);
    expect(past.body.message).toBe('Eintrag erfolgreich gelöscht');
    expect((await get<WorkingHoursEntry[]>('/admin/working-hours/5')).body.map((e) => e.id)).toEqual([6]);
    expect((await write('POST', '/admin/working-hours/5/delete', { id: 5 })).status).toBe(404);
    expect((await write('POST', '/admin/working-hours/4/delete', { id: 6 })).status).toBe(404);
  });
});
