// The spec-only mode of the emulated backend (vitest project `spec-only`: settings.specOnly is on).
import { TEST_NOW as NOW } from '@test/clock';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDb } from '../db';
import { settings } from '../http/settings';
import { BASE, get, write } from '../testing/http';
import { booleansAsNumbers, cutToShape, laravelDecimal, laravelTimestamp, matchSpecCall, withSpecQuery } from './project';
import { ENTITIES, SPEC_CALLS } from './spec-calls';

const ADMIN = 1;
const LARAVEL_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const DECIMAL = /^-?\d+\.\d{2}$/;

async function raw(path: string, init: RequestInit = {}) {
  const response = await fetch(`${BASE}${path}`, { ...init, headers: { 'X-Requested-With': 'XMLHttpRequest', ...init.headers } });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

const keysOf = (entity: keyof typeof ENTITIES) => Object.keys(ENTITIES[entity]);

beforeEach(() => {
  resetDb({ now: NOW });
});

describe('the calls', () => {
  it('are the 75 of the specification, each method and path once', () => {
    expect(SPEC_CALLS).toHaveLength(75);
    expect(new Set(SPEC_CALLS.map((c) => `${c.method} ${c.path}`)).size).toBe(75);
    expect(JSON.parse(JSON.stringify(SPEC_CALLS))).toEqual(SPEC_CALLS);
  });

  it('a literal path wins over a pattern; page-configured routes match where the demo serves them', () => {
    expect(matchSpecCall('GET', '/json/scheduler/helpdesk/week/2026-11-23')?.path).toBe('/json/scheduler/helpdesk/week/{date}');
    expect(matchSpecCall('GET', '/json/scheduler/icinga-master/week/2026-11-23')?.path).toBe('/json/scheduler/{team}/week/{date}');
    expect(matchSpecCall('POST', '/admin/overtime/recalculate/5/2026-W48')?.path).toBe(
      '/admin/overtime/recalculate/{userId}/{year}-W{week}',
    );
    expect(matchSpecCall('POST', '/flipflow/reject')?.path).toBe('{page route: reject}');
    expect(matchSpecCall('GET', '/json/clocking/week-overview/2026-11-23')?.path).toBe('/json/clocking/week-overview/{date}');
    expect(matchSpecCall('POST', '/json/clockings')).toBeUndefined();
  });
});

describe('values the Laravel way', () => {
  it('model timestamps: Berlin wall time as UTC with microseconds (winter and summer time)', () => {
    expect(laravelTimestamp('2026-11-23 08:30:00')).toBe('2026-11-23T07:30:00.000000Z');
    expect(laravelTimestamp('2026-07-01 08:30:00')).toBe('2026-07-01T06:30:00.000000Z');
    expect(laravelTimestamp(null)).toBeNull();
  });

  it('decimal columns as strings with two decimals; booleans as 1 and 0', () => {
    expect([laravelDecimal(1), laravelDecimal(0.5), laravelDecimal(0), laravelDecimal(-3)]).toEqual(['1.00', '0.50', '0.00', '-3.00']);
    expect(booleansAsNumbers({ a: true, b: [false, { c: true }], d: 'true' })).toEqual({ a: 1, b: [0, { c: 1 }], d: 'true' });
  });

  it('an entity is cut to the fields the spec names, recursively', () => {
    const clocking = { id: 1, clock_in: '2026-11-23 08:30:00', clock_out: null, home_office: true, user_id: 4, extra: { x: 1 } };
    const day = { day: 'Montag', date: '2026-11-23', required: 28800, is_vacation: 0.5, holiday_name: null, clockings: [clocking] };
    expect(cutToShape(day, { entity: 'Day' })).toEqual({
      day: 'Montag',
      date: '2026-11-23',
      is_vacation: '0.50',
      clockings: [{ id: 1, clock_in: '2026-11-23T07:30:00.000000Z', clock_out: null, home_office: true }],
    });
  });
});

describe('answers of the 75 calls', () => {
  it('the clockings of today: spec fields only, UTC timestamps, home_office 0/1', async () => {
    const { status, body } = await get<{ clockings: { items: Record<string, unknown>[] }; breaks: Record<string, unknown> }>(
      '/json/clockings',
    );
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['breaks', 'clockings']);
    expect(body.clockings.items.length).toBeGreaterThan(0);
    for (const item of body.clockings.items) {
      for (const key of Object.keys(item)) expect(keysOf('Clocking')).toContain(key);
      expect(item.clock_in).toMatch(LARAVEL_TIMESTAMP);
      expect([0, 1]).toContain(item.home_office);
    }
  });

  it('the week: Day fields only, decimals as strings, booleans as 0/1', async () => {
    const { body } = await get<Record<string, unknown>[]>('/json/clocking/week-overview/2026-11-23');
    expect(body).toHaveLength(7);
    for (const day of body) {
      for (const key of Object.keys(day)) expect(keysOf('Day')).toContain(key);
      expect(day).not.toHaveProperty('required');
      expect(day.is_vacation).toMatch(DECIMAL);
      expect(day.is_public_holiday).toMatch(DECIMAL);
      expect([0, 1]).toContain(day.is_done);
      expect([0, 1]).toContain(day.futureDay);
    }
  });

  it('points: sumPoints and points as decimal strings, created_at as a UTC timestamp', async () => {
    db.currentUserId = ADMIN;
    const { body } = await get<{ sumPoints: unknown; userPoints: Record<string, unknown>[] }>(
      '/json/admin/points/user/6?limit=20&year=2026',
    );
    expect(body.sumPoints).toMatch(DECIMAL);
    expect(body.userPoints.length).toBeGreaterThan(0);
    for (const entry of body.userPoints) {
      expect(Object.keys(entry).sort()).toEqual(['comment', 'created_at', 'id', 'points']);
      expect(entry.points).toMatch(DECIMAL);
      expect(entry.created_at).toMatch(LARAVEL_TIMESTAMP);
    }
  });

  it('the user list: users (id, dn) and info.last_page only', async () => {
    db.currentUserId = ADMIN;
    const { body } = await get<{ users: Record<string, unknown>[]; info: Record<string, unknown> }>(
      '/json/admin/overtime/users?page=1&perPage=10',
    );
    expect(Object.keys(body.info)).toEqual(['last_page']);
    for (const user of body.users) expect(Object.keys(user).sort()).toEqual(['dn', 'id']);
  });

  it('an answer whose shape the spec does not show stays as the mock has it, booleans as 0/1', async () => {
    db.currentUserId = 6;
    const { status, body } = await get<{ id: number; user: unknown }[]>('/scheduler/helpdesk/sorting/sync');
    expect(status).toBe(200);
    expect(body[0]).toEqual(expect.objectContaining({ id: expect.any(Number), user_id: expect.any(Number), position: 1 }));
  });
});

describe('calls outside the 75 and added parameters', () => {
  it.each([
    ['/admin/clocking/history/5?fromDate=2026-11-01&toDate=2026-11-23'],
    ['/scheduler/helpdesk/sorting'],
    ['/json/telephoneplan/queue/2026-11-23'],
  ])('GET %s answers Laravel’s 404', async (path) => {
    db.currentUserId = ADMIN;
    expect(await get(path)).toEqual({ status: 404, body: { message: 'Not Found' } });
  });

  it('a query parameter the spec does not name is removed before the handlers see it', async () => {
    const call = matchSpecCall('GET', '/clocking/team/Helpdesk')!;
    expect(withSpecQuery(new URL(`${BASE}/clocking/team/Helpdesk?date=2026-11-30`), call).search).toBe('');
    const points = matchSpecCall('GET', '/json/admin/points/user/6')!;
    expect(withSpecQuery(new URL(`${BASE}/json/admin/points/user/6?limit=20&year=2026&x=1`), points).search).toBe('?limit=20&year=2026');
    // A malformed `date` would be a 422 if the handler saw it.
    const next = await get('/clocking/team/Helpdesk?date=kein-datum');
    expect(next.status).toBe(200);
    expect(next).toEqual(await get('/clocking/team/Helpdesk'));
  });
});

describe('writes and errors', () => {
  it('a write whose answer the spec does not show: an empty 200', async () => {
    const out = await raw('/json/clocking/out');
    expect(out).toEqual({ status: 200, type: 'text/html; charset=UTF-8', text: '' });
    db.currentUserId = ADMIN;
    const insert = await raw('/json/admin/points/user/insert', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': settings.csrfToken },
      body: JSON.stringify({ date: '2026-11-23', user_id: 6, points: 5, comment: 'Inventur' }),
    });
    expect(insert).toEqual({ status: 200, type: 'text/html; charset=UTF-8', text: '' });
  });

  it('an error answer passes unchanged', async () => {
    const refused = await get('/json/admin/overtime/users');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: expect.stringMatching(/Administrator/) });
    const invalid = await write('POST', '/json/admin/points/user/insert', { date: '2026-11-23', user_id: 6, points: 5 });
    expect(invalid.status).toBe(403);
    db.currentUserId = ADMIN;
    const unknown = await write<{ message: string; errors: Record<string, string[]> }>('POST', '/json/admin/points/user/insert', {
      user_id: 6,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toBeTruthy();
  });

  it('faults and the CSRF check still come first', async () => {
    settings.faults = [{ method: 'GET', path: '/json/clockings', status: 500 }];
    expect((await raw('/json/clockings')).status).toBe(500);
    settings.faults = [{ method: 'GET', path: '/scheduler/helpdesk/sorting', status: 503 }];
    expect((await raw('/scheduler/helpdesk/sorting')).status).toBe(503);
    expect((await write('POST', '/clocking/user/update', { id: 1 }, null)).status).toBe(419);
  });
});
