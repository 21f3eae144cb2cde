import { TEST_NOW as NOW } from '@test/clock';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  ClockResponse,
  Clocking,
  ClockingsResponse,
  Day,
  DaysResponse,
  TeamWeekResponse,
  WelcomeStatus,
} from '../../packages/core/src/api/wire-types-timetracking';
import { db, resetDb } from '../db';
import { get, write, type Invalid } from '../testing/http';

/** Monday 23 November 2026, 09:30 Berlin. */
const ms = (wall: string) => new Date(wall.replace(' ', 'T')).getTime();

const status = async () => (await get<WelcomeStatus>('/json/welcome/status')).body;
const dayOf = async (userId: number, date: string) => (await get<ClockingsResponse>(`/clocking/user/clockings/${userId}/${date}`)).body;

beforeEach(() => {
  resetDb({ now: NOW });
});

describe('welcome: clocking in and out', () => {
  it('starts clocked in (seed), clock-out closes, clock-in opens, a second clock-in is 422', async () => {
    expect(await status()).toEqual({ rybAllowed: true, rybVoted: false, clockedIn: true, businessTrip: false });

    const out = await get<ClockResponse>('/json/clocking/out');
    expect(out.status).toBe(200);
    expect(out.body.clockedIn).toBe(false);
    expect(out.body.clocking.clock_out).toBe('2026-11-23 09:30:00');
    expect((await status()).clockedIn).toBe(false);
    expect((await get<Invalid>('/json/clocking/out')).status).toBe(422);

    const inAgain = await get<ClockResponse>('/json/clocking/in?homeOffice=true');
    expect(inAgain.status).toBe(200);
    expect(inAgain.body).toMatchObject({
      clockedIn: true,
      clocking: { clock_in: '2026-11-23 09:30:00', clock_out: null, home_office: true, type: 'regulär' },
    });
    expect((await status()).clockedIn).toBe(true);

    const twice = await get<Invalid>('/json/clocking/in?homeOffice=false');
    expect(twice.status).toBe(422);
    expect(twice.body.message).toBe('Sie sind bereits eingestempelt.');
  });

  it("answers today's clockings and breaks of the current user", async () => {
    const { status: code, body } = await get<ClockingsResponse>('/json/clockings');
    expect(code).toBe(200);
    expect(body.clockings.items).toHaveLength(1);
    expect(body.clockings.items[0].clock_out).toBeNull();
    expect(body.clockings.required).toBe(8 * 3600);
    expect(body.clockings.done).toBe(body.clockings.items[0].time);
    expect(body.clockings.pending).toBe(body.clockings.required - body.clockings.done);
    expect(body.breaks).toEqual({ done: 0, pending: 0, required: 0, items: [] });
  });

  it('lists the running break after a clock-out while work is still pending', async () => {
    await get('/json/clocking/out');
    db.now = () => new Date('2026-11-23T10:00:00+01:00');
    const { body } = await get<ClockingsResponse>('/json/clockings');
    expect(body.breaks.items).toEqual([{ from: '2026-11-23 09:30:00', to: null, time: 1800 }]);
  });
});

describe('welcome: short business trip', () => {
  it('start closes the regular clocking and opens a trip with the comment; finish closes it', async () => {
    const empty = await write<Invalid>('POST', '/json/short-business-trip/start', { comment: '  ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.comment).toBeDefined();

    const start = await write<ClockResponse>('POST', '/json/short-business-trip/start', { comment: 'Kundentermin in Köln' });
    expect(start.status).toBe(200);
    expect(start.body.clocking).toMatchObject({
      type: 'geschäftlich unterwegs',
      home_office: true,
      comment: 'Kundentermin in Köln',
      clock_out: null,
    });
    expect(await status()).toMatchObject({ clockedIn: true, businessTrip: true });
    const today = (await get<ClockingsResponse>('/json/clockings')).body.clockings.items;
    expect(today).toHaveLength(2);
    expect(today[0].clock_out).toBe('2026-11-23 09:30:00');

    const again = await write<Invalid>('POST', '/json/short-business-trip/start', { comment: 'noch einmal' });
    expect(again.status).toBe(422);

    const finish = await get<ClockResponse>('/json/short-business-trip/finish');
    expect(finish.status).toBe(200);
    expect(finish.body.clocking.clock_out).toBe('2026-11-23 09:30:00');
    expect(await status()).toMatchObject({ clockedIn: false, businessTrip: false });
    expect((await get<Invalid>('/json/short-business-trip/finish')).status).toBe(422);
  });
});

describe('overviews', () => {
  it('answers the ISO week (Monday to Sunday) of a date, with German weekday names', async () => {
    const { status: code, body } = await get<Day[]>('/json/clocking/week-overview/2026-11-19');
    expect(code).toBe(200);
    expect(body.map((d) => d.date)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(body.map((d) => d.day)).toEqual(['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']);
    expect(body[1].bonus).toBe(3600);
    expect((await get<Invalid>('/json/clocking/week-overview/2026-02-30')).status).toBe(422);
  });

  it('week overtime of the day answer equals the sum of the days', async () => {
    const week = (await get<Day[]>('/json/clocking/week-overview/2026-11-18')).body;
    const day = await dayOf(4, '2026-11-18');
    const sum = week.reduce((s, d) => s + d.overtime, 0);
    expect(day.clockings.week_overtime).toBe(sum);
    expect(week.every((d) => d.overtime === (d.is_done ? d.total - d.required : 0))).toBe(true);
  });

  it('team week: loads by dn, sums the week, 404 for an unknown dn, 422 for a bad week', async () => {
    const team = await get<TeamWeekResponse>('/json/team/clocking/week-overview?dn=mehmet.yilmaz&year=2026&week=47');
    expect(team.status).toBe(200);
    expect(team.body.clockings).toHaveLength(7);
    expect(team.body.week_overtime).toBe(team.body.clockings.reduce((s, d) => s + d.overtime, 0));
    expect(team.body.statement).toBe('Woche abgeschlossen');
    const sunday = team.body.clockings[6];
    expect(sunday.clockings[0]).toMatchObject({ clock_in: '2026-11-22 22:00:00', clock_out: '2026-11-23 06:00:00', time: 8 * 3600 });
    expect(sunday.totalEqualOvertime).toBe(true);

    const current = await get<TeamWeekResponse>('/json/team/clocking/week-overview?dn=max.mueller&year=2026&week=48');
    expect(current.body.statement).toBe('Woche offen: 5 Tage unvollständig');

    const unknown = await get<{ message: string }>('/json/team/clocking/week-overview?dn=niemand&year=2026&week=47');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/nicht gefunden/);
    expect((await get<Invalid>('/json/team/clocking/week-overview?dn=max.mueller&year=2026&week=54')).status).toBe(422);
    expect((await get<Invalid>('/json/team/clocking/week-overview?dn=max.mueller&year=abc&week=4')).status).toBe(422);
  });

  it('monthly: the days of the month, 24.12 with half the required time', async () => {
    const { status: code, body } = await get<DaysResponse>('/clocking/monthly?year=2026&month=12&isApi=true');
    expect(code).toBe(200);
    expect(body.days).toHaveLength(31);
    expect(body.days[23]).toMatchObject({ date: '2026-12-24', is_public_holiday: 0.5, required: 4 * 3600, futureDay: true });
    expect((await get<Invalid>('/clocking/monthly?year=2026&month=13&isApi=true')).status).toBe(422);
  });

  it('period: from..to inclusive; 24.12.2025 required halved; to before from and over 366 days are 422', async () => {
    const { status: code, body } = await get<DaysResponse>('/clocking/period?fromDate=2025-12-22&toDate=2025-12-28&isApi=true');
    expect(code).toBe(200);
    expect(body.days.map((d) => d.date)).toEqual([
      '2025-12-22',
      '2025-12-23',
      '2025-12-24',
      '2025-12-25',
      '2025-12-26',
      '2025-12-27',
      '2025-12-28',
    ]);
    expect(body.days[2]).toMatchObject({ is_public_holiday: 0.5, holiday_name: 'Heiligabend', required: 4 * 3600, is_done: true });
    expect(body.days[3]).toMatchObject({ is_public_holiday: 1, required: 0 });
    expect((await get<Invalid>('/clocking/period?fromDate=2025-12-28&toDate=2025-12-22&isApi=true')).status).toBe(422);
    expect((await get<DaysResponse>('/clocking/period?fromDate=2025-01-01&toDate=2026-01-01&isApi=true')).status).toBe(200);
    expect((await get<Invalid>('/clocking/period?fromDate=2025-01-01&toDate=2026-01-02&isApi=true')).status).toBe(422);
    expect((await get<Invalid>('/clocking/period?fromDate=gestern&toDate=2026-01-02&isApi=true')).status).toBe(422);
  });
});

describe('day overview: edit, create, delete', () => {
  it('answers another user’s day and 404 for an unknown user', async () => {
    const day = await dayOf(2, '2026-11-18');
    expect(day.clockings.items.length).toBeGreaterThan(0);
    expect((await get('/clocking/user/clockings/999/2026-11-18')).status).toBe(404);
  });

  it('refuses to delete migrated clockings (on or before 2020-02-23)', async () => {
    const old = (await dayOf(4, '2020-01-07')).clockings.items[0];
    const answer = await write<Invalid>('DELETE', `/clocking/user/delete/${old.id}`);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('migrierte Daten aus v1 können nicht bearbeitet werden');
    expect((await dayOf(4, '2020-01-07')).clockings.items).toHaveLength(2);
  });

  it('deletes a clocking (with the team view comment), 404 for an unknown id, 403 for a blacklisted owner', async () => {
    const before = (await dayOf(4, '2026-11-18')).clockings.items;
    const answer = await write<{ message: string }>(
      'DELETE',
      `/clocking/user/delete/${before[0].id}?comment=${encodeURIComponent('doppelt')}`,
    );
    expect(answer.status).toBe(200);
    expect((await dayOf(4, '2026-11-18')).clockings.items).toHaveLength(before.length - 1);
    expect((await write('DELETE', '/clocking/user/delete/99999999')).status).toBe(404);

    const laura = (await dayOf(8, '2026-11-18')).clockings.items[0];
    expect((await write('DELETE', `/clocking/user/delete/${laura.id}`)).status).toBe(403);
  });

  it('validates an update with German messages per field', async () => {
    const item = (await dayOf(4, '2026-11-18')).clockings.items[0];
    const base = {
      id: item.id,
      clockIn: ms(item.clock_in),
      clockOut: ms(item.clock_out!),
      comment: 'korrigiert',
      type: 'regulär',
      homeOffice: false,
    };

    const noComment = await write<Invalid>('POST', '/clocking/user/update', { ...base, comment: '' });
    expect(noComment.status).toBe(422);
    expect(noComment.body.errors.comment).toEqual(['Das Feld Kommentar ist erforderlich.']);

    const backwards = await write<Invalid>('POST', '/clocking/user/update', { ...base, clockOut: base.clockIn - 60_000 });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors.clockOut).toEqual(['Die Zeit Bis darf nicht kleiner sein als Von']);

    const badType = await write<Invalid>('POST', '/clocking/user/update', { ...base, type: 'Urlaub' });
    expect(badType.status).toBe(422);
    expect(badType.body.errors.type).toBeDefined();

    const next = (await dayOf(4, '2026-11-18')).clockings.items[1];
    const overlap = await write<Invalid>('POST', '/clocking/user/update', { ...base, clockOut: ms(next.clock_in) + 600_000 });
    expect(overlap.status).toBe(422);
    expect(overlap.body.errors.clockIn).toEqual(['Die Buchung überschneidet sich mit einer anderen Buchung.']);

    const trip = await write<Clocking>('POST', '/clocking/user/update', { ...base, type: 'geschäftlich unterwegs', homeOffice: false });
    expect(trip.status).toBe(200);
    expect(trip.body).toMatchObject({ id: item.id, type: 'geschäftlich unterwegs', home_office: true, comment: 'korrigiert' });
  });

  it('refuses to update a migrated clocking', async () => {
    const old = (await dayOf(4, '2020-01-07')).clockings.items[0];
    const answer = await write<Invalid>('POST', '/clocking/user/update', {
      id: old.id,
      clockIn: ms(old.clock_in),
      clockOut: ms(old.clock_out!),
      comment: 'alt',
      type: 'regulär',
      homeOffice: false,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('migrierte Daten aus v1 können nicht bearbeitet werden');
  });

  it('an update with clockOut null opens the clocking again ("bis Jetzt")', async () => {
    const closed = (await get<ClockResponse>('/json/clocking/out')).body.clocking;
    expect((await status()).clockedIn).toBe(false);
    const answer = await write<Clocking>('POST', '/clocking/user/update', {
      id: closed.id,
      clockIn: ms(closed.clock_in),
      clockOut: null,
      comment: 'bis jetzt',
      type: 'regulär',
      homeOffice: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.clock_out).toBeNull();
    expect((await status()).clockedIn).toBe(true);
  });

  it('creates a clocking; overlap, future and unknown ids are refused', async () => {
    const payload = {
      userId: 4,
      clockIn: ms('2026-11-21 10:00:00'),
      clockOut: ms('2026-11-21 12:30:00'),
      comment: 'Samstagseinsatz',
      type: 'regulär',
      homeOffice: false,
      addedFromUser: true,
    };
    const created = await write<Clocking>('POST', '/clocking/user/create', payload);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ clock_in: '2026-11-21 10:00:00', clock_out: '2026-11-21 12:30:00', time: 9000 });
    const saturday = (await get<Day[]>('/json/clocking/week-overview/2026-11-21')).body[5];
    expect(saturday).toMatchObject({ total: 9000, overtime: 9000, totalEqualOvertime: true });

    const overlap = await write<Invalid>('POST', '/clocking/user/create', {
      ...payload,
      clockIn: ms('2026-11-21 12:00:00'),
      clockOut: ms('2026-11-21 13:00:00'),
    });
    expect(overlap.status).toBe(422);
    expect(overlap.body.errors.clockIn).toEqual(['Die Buchung überschneidet sich mit einer anderen Buchung.']);

    const future = await write<Invalid>('POST', '/clocking/user/create', {
      ...payload,
      clockIn: ms('2026-11-24 08:00:00'),
      clockOut: ms('2026-11-24 09:00:00'),
    });
    expect(future.status).toBe(422);

    const migrated = await write<Invalid>('POST', '/clocking/user/create', {
      ...payload,
      clockIn: ms('2020-02-22 08:00:00'),
      clockOut: ms('2020-02-22 09:00:00'),
    });
    expect(migrated.status).toBe(422);
    expect(migrated.body.errors.clockIn).toContain('migrierte Daten aus v1 können nicht bearbeitet werden');

    expect((await write('POST', '/clocking/user/create', { ...payload, userId: 999 })).status).toBe(404);
    expect((await write('POST', '/clocking/user/update', { ...payload, id: 99999999 })).status).toBe(404);
  });

  it('answers 419 for a write without the CSRF token and changes nothing', async () => {
    const item = (await dayOf(4, '2026-11-18')).clockings.items[0];
    const answer = await write<{ message: string }>('DELETE', `/clocking/user/delete/${item.id}`, undefined, null);
    expect(answer.status).toBe(419);
    expect((await dayOf(4, '2026-11-18')).clockings.items[0].id).toBe(item.id);
  });

  it('recalculates a week: message, 404 for an unknown user, 422 for a bad week', async () => {
    const answer = await write<{ message: string }>('POST', '/clocking/user/overtime/recalculate/4/2026-W47');
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Zeiten werden neu berechnet');
    expect((await write('POST', '/clocking/user/overtime/recalculate/999/2026-W47')).status).toBe(404);
    expect((await write('POST', '/clocking/user/overtime/recalculate/4/2026-W60')).status).toBe(422);
  });
});
