import { TEST_NOW } from '@test/clock';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetDb, type MockDb } from '../db';
import { isAdmin } from '../db/common';
import { overtimeYear } from './overtime.rules';
import { overtimeAccounts } from './overtime.seed';
import { fold, searchUsers } from './users.rules';
import { vacationRequestsOf } from './vacations.rules';
import { parseCalendarWeek, weekSummary } from './weeks.rules';

let db: MockDb;

beforeEach(() => {
  db = resetDb({ now: TEST_NOW, currentUserId: 1 });
});

describe('admin rules', () => {
  it('nothing is seeded up front: the area state starts empty and fills per user', () => {
    expect(db.tables.has('admin-overtime')).toBe(false);
    expect(db.tables.has('admin-vacations')).toBe(false);
    overtimeYear(db, 4, 2026);
    expect([...overtimeAccounts(db).keys()]).toEqual([4]);
  });

  it('only role admin is admin', () => {
    expect(isAdmin(db)).toBe(true);
    db.currentUserId = 2;
    expect(isAdmin(db)).toBe(false);
  });

  it('folds case and accents, also ı and ß', () => {
    expect(fold('Schröder')).toBe('schroder');
    expect(fold('YILMAZ')).toBe('yilmaz');
    expect(fold('Yılmaz')).toBe('yilmaz');
    expect(fold('Straße')).toBe('strasse');
  });

  it('reads calendar weeks as 2026-W48 or 2026-48, only real ISO weeks', () => {
    expect(parseCalendarWeek('2026-W48')).toEqual({ year: 2026, week: 48, monday: '2026-11-23' });
    expect(parseCalendarWeek('2026-48')).toEqual({ year: 2026, week: 48, monday: '2026-11-23' });
    expect(parseCalendarWeek('2025-W53')).toBeNull();
    expect(parseCalendarWeek('2026-W53')).toMatchObject({ monday: '2026-12-28' });
    expect(parseCalendarWeek('2020-W53')).toEqual({ year: 2020, week: 53, monday: '2020-12-28' });
    expect(parseCalendarWeek('KW48')).toBeNull();
    expect(parseCalendarWeek(48)).toBeNull();
  });

  it('searchUsers: filter before term, sorted by last name', () => {
    const all = searchUsers(db, { term: '', companies: [], filter: 'all' });
    expect(all).toHaveLength(45);
    expect(all.slice(0, 6).map((u) => u.lastName)).toEqual(['Becker', 'Berger', 'Braun', 'Demir', 'Fischer', 'Fuchs']);
    expect(all.slice(-2).map((u) => u.lastName)).toEqual(['Yılmaz', 'Zimmermann']);
    const names = all.map((u) => u.lastName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
    expect(searchUsers(db, { term: 'schmi', companies: [], filter: 'all' }).map((u) => u.lastName)).toEqual([
      'Schmid',
      'Schmitt',
      'Schmitz',
    ]);
    expect(searchUsers(db, { term: 'EXAMPLE', companies: ['Stempeluhr Service GmbH'], filter: 'inactive' }).map((u) => u.id)).toEqual([12]);
    expect(searchUsers(db, { term: '', companies: ['Stempeluhr Consulting AG'], filter: 'inactive' }).map((u) => u.id)).toEqual([39, 26]);
  });

  it('vacation requests group the seeded rows; their value is the sum of the days', () => {
    const requests = vacationRequestsOf(db, 4);
    expect(requests.length).toBeGreaterThan(10);
    const half = requests.find((r) => r.days.some((d) => d.date === '2026-11-27'));
    expect(half).toMatchObject({ user_id: 4, value: 0.5, from: '2026-11-27', to: '2026-11-27' });
    for (const r of requests) expect(r.value).toBe(r.days.reduce((s, d) => s + d.value, 0));
    expect(vacationRequestsOf(db, 12)).toEqual([]);
  });

  it('week summary sums the days of a contract with fixed times', () => {
    const summary = weekSummary(db, 5, '2026-11-18');
    expect(summary.hourly_based).toBe(false);
    expect(summary.week_required).toBe(summary.days.reduce((s, d) => s + d.required, 0));
    expect(summary.days[4].required).toBe(0);
  });
});
