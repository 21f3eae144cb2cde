import {
  addDaysIso,
  epochOfBerlinWallTime,
  formatClock,
  formatDate,
  formatDayLong,
  formatDecimal,
  formatDuration,
  formatElapsed,
  formatOvertime,
  isIsoDay,
  isMigrated,
  isoWeek,
  isoWeekKey,
  parseClockTime,
  parseDecimal,
  toIsoDay,
  todayBerlin,
} from './index';
import { withTimeZone, ZONES } from '@test/time-zone';

describe('time helpers', () => {
  it('German decimals: a comma, a point between thousands, at most the digits asked for', () => {
    expect(formatDecimal(7.5)).toBe('7,5');
    expect(formatDecimal(3)).toBe('3');
    expect(formatDecimal(0.125, 2)).toBe('0,13');
    expect(formatDecimal(1234.56, 1)).toBe('1.234,6');
    expect(formatDecimal(-2.25, 2)).toBe('-2,25');
    // Twice with other digits in between: each digit count keeps its own formatter.
    expect([formatDecimal(1.25, 2), formatDecimal(1.25, 1), formatDecimal(1.25, 2)]).toEqual(['1,25', '1,3', '1,25']);
  });

  it('migration cutoff: on or before 2020-02-23 counts as migrated', () => {
    expect(isMigrated('2020-02-23')).toBe(true);
    expect(isMigrated('2020-02-24')).toBe(false);
    expect(isMigrated(new Date(2020, 1, 23, 23, 59))).toBe(true);
    expect(isMigrated('kein Datum')).toBe(false);
  });

  it('ISO weeks use the ISO week-numbering year', () => {
    expect(isoWeek('2024-12-30')).toEqual({ year: 2025, week: 1 });
    expect(isoWeekKey('2021-01-03')).toBe('2020-W53');
    expect(isoWeekKey('2026-11-23')).toBe('2026-W48');
  });

  it('durations and signed overtime, German style', () => {
    expect(formatDuration(27900)).toBe('7:45');
    expect(formatOvertime(5400)).toBe('+1:30');
    expect(formatOvertime(-2700)).toBe('−0:45');
    expect(formatOvertime(0)).toBe('±0:00');
    expect(formatElapsed(3 * 3600 + 5)).toBe('03:00:05');
    expect(formatElapsed(Number.NaN)).toBe('00:00:00');
  });

  it('dates in lists', () => {
    expect(formatDayLong('2026-11-23')).toBe('Mo, 23.11.2026');
  });

  it('clock times with the seconds fill rule', () => {
    expect(parseClockTime('08:05', 17)).toEqual({ hours: 8, minutes: 5, seconds: 17 });
    expect(parseClockTime('08:05')).toEqual({ hours: 8, minutes: 5, seconds: 0 });
    expect(parseClockTime('08:05:09', 17)).toEqual({ hours: 8, minutes: 5, seconds: 9 });
    expect(parseClockTime('24:00')).toBeNull();
    expect(parseClockTime('8 Uhr')).toBeNull();
  });

  it('decimals accept comma and point, refuse the rest', () => {
    expect(parseDecimal('7,5')).toBe(7.5);
    expect(parseDecimal('7.5')).toBe(7.5);
    expect(parseDecimal('1e3')).toBeNull();
    expect(parseDecimal(' ')).toBeNull();
  });
});

describe('Berlin wall time, whatever the browser zone', () => {
  // 2026-11-22 23:30 UTC: Monday 08:30 in Tokyo, still Monday 00:30 in Berlin; 2026-11-22 22:30 UTC is Sunday 23:30 in Berlin.
  it('today is the Berlin day', () => {
    expect(todayBerlin(Date.UTC(2026, 10, 22, 22, 30))).toBe('2026-11-22');
    expect(todayBerlin(Date.UTC(2026, 10, 22, 23, 30))).toBe('2026-11-23');
  });

  it('an instant shows on the Berlin clock; a wire wall time shows as it stands', () => {
    expect(formatClock(Date.UTC(2026, 10, 23, 7, 5))).toBe('08:05');
    expect(formatClock(Date.UTC(2026, 6, 1, 6, 5))).toBe('08:05');
    expect(formatClock('2026-11-23 08:05:00')).toBe('08:05');
  });

  it('wire wall times become the right instants across the DST changes', () => {
    expect(epochOfBerlinWallTime('2026-11-23 08:00:15')).toBe(Date.UTC(2026, 10, 23, 7, 0, 15));
    expect(epochOfBerlinWallTime('2026-10-25 02:30:00')).toBe(Date.UTC(2026, 9, 25, 1, 30));
    expect(epochOfBerlinWallTime('2026-03-29 02:30:00')).toBe(Date.UTC(2026, 2, 29, 1, 30));
    expect(epochOfBerlinWallTime('kaputt')).toBeNaN();
  });

  it('only real calendar days pass', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(addDaysIso('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('days of an instant are Berlin days in any browser zone', () => {
  // 00:30 in Berlin on Monday 23.11.2026: still Sunday evening in New York, Monday morning in Tokyo.
  const instant = Date.UTC(2026, 10, 22, 23, 30);
  for (const zone of ZONES) {
    it(`in ${zone}`, () => {
      withTimeZone(zone, () => {
        expect(formatDate(instant)).toBe('23.11.2026');
        expect(formatDayLong(instant)).toBe('Mo, 23.11.2026');
        expect(toIsoDay(instant)).toBe('2026-11-23');
        expect(isoWeek(instant)).toEqual({ year: 2026, week: 48 });
        // A day someone built on the browser's calendar (a picker's local midnight) stays that day.
        expect(formatDate(new Date(2026, 10, 23))).toBe('23.11.2026');
        expect(toIsoDay(new Date(2026, 10, 23))).toBe('2026-11-23');
      });
    });
  }
});
