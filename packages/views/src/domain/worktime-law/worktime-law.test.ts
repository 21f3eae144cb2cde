import {
  ARBZG,
  dayLawHints,
  daysLawHints,
  requiredBreakSeconds,
  restSeconds,
  workIntervals,
  workedSeconds,
  countedBreakSeconds,
} from './worktime-law';

const span = (clock_in: string, clock_out: string | null) => ({ clock_in, clock_out });
const NOW = new Date('2026-11-23T23:59:00+01:00').getTime();
const kinds = (hints: { kind: string }[]) => hints.map((h) => h.kind);
/** A day of `minutes` of work from 07:00 with one break of `breakMinutes` after four hours. */
function workday(date: string, minutes: number, breakMinutes = 0) {
  const at = (m: number) => `${date} ${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;
  const start = 7 * 60;
  if (breakMinutes === 0) return [span(at(start), at(start + minutes))];
  return [span(at(start), at(start + 240)), span(at(start + 240 + breakMinutes), at(start + breakMinutes + minutes))];
}

describe('worktime-law: § 4 break after 6 and 9 hours', () => {
  it('asks for no break at exactly 6 h, for 30 min at 6 h 1 min', () => {
    expect(requiredBreakSeconds(6 * 3600)).toBe(0);
    expect(requiredBreakSeconds(6 * 3600 + 60)).toBe(30 * 60);
    expect(kinds(dayLawHints({ clockings: workday('2026-11-23', 360), now: NOW }))).toEqual([]);
    expect(kinds(dayLawHints({ clockings: workday('2026-11-23', 361), now: NOW }))).toEqual(['break']);
  });

  it('asks for 30 min at exactly 9 h, for 45 min at 9 h 1 min', () => {
    expect(requiredBreakSeconds(9 * 3600)).toBe(30 * 60);
    expect(requiredBreakSeconds(9 * 3600 + 60)).toBe(45 * 60);
    expect(kinds(dayLawHints({ clockings: workday('2026-11-23', 540, 30), now: NOW }))).toEqual([]);
    expect(kinds(dayLawHints({ clockings: workday('2026-11-23', 541, 30), now: NOW }))).toEqual(['break']);
    expect(kinds(dayLawHints({ clockings: workday('2026-11-23', 541, 45), now: NOW }))).toEqual([]);
  });

  it('counts only breaks of at least 15 minutes', () => {
    const short = [
      span('2026-11-23 07:00:00', '2026-11-23 10:00:00'),
      span('2026-11-23 10:14:00', '2026-11-23 12:00:00'),
      span('2026-11-23 12:14:00', '2026-11-23 14:30:00'),
    ];
    expect(countedBreakSeconds(workIntervals(short, NOW))).toBe(0);
    expect(kinds(dayLawHints({ clockings: short, now: NOW }))).toEqual(['break']);
    const two = [
      span('2026-11-23 07:00:00', '2026-11-23 10:00:00'),
      span('2026-11-23 10:15:00', '2026-11-23 12:00:00'),
      span('2026-11-23 12:15:00', '2026-11-23 14:30:00'),
    ];
    expect(countedBreakSeconds(workIntervals(two, NOW))).toBe(30 * 60);
    expect(kinds(dayLawHints({ clockings: two, now: NOW }))).toEqual([]);
  });

  it('warns while a clocking still runs past 6 h without a break', () => {
    const running = [span('2026-11-23 07:00:00', null)];
    expect(kinds(dayLawHints({ clockings: running, now: new Date('2026-11-23T13:00:00+01:00').getTime() }))).toEqual([]);
    expect(kinds(dayLawHints({ clockings: running, now: new Date('2026-11-23T13:01:00+01:00').getTime() }))).toEqual(['break']);
  });
});

describe('worktime-law: § 3 more than 10 hours', () => {
  it('is quiet at exactly 10 h and warns at 10 h 1 min', () => {
    expect(kinds(dayLawHints({ clockings: workday('2026-11-23', 600, 45), now: NOW }))).toEqual([]);
    const over = dayLawHints({ clockings: workday('2026-11-23', 601, 45), now: NOW });
    expect(kinds(over)).toEqual(['max-work']);
    expect(over[0].text).toContain('10:01 h');
    expect(over[0].source).toBe('§ 3 ArbZG');
  });

  it('counts overlapping clockings once', () => {
    const overlapping = [span('2026-11-23 07:00:00', '2026-11-23 13:00:00'), span('2026-11-23 12:00:00', '2026-11-23 13:00:00')];
    expect(workedSeconds(workIntervals(overlapping, NOW))).toBe(6 * 3600);
  });
});

describe('worktime-law: § 5 rest of 11 hours', () => {
  const ms = (iso: string) => new Date(iso).getTime();

  it('is quiet at 11 h across midnight and warns at 10 h 59 min', () => {
    const end = ms('2026-11-23T22:00:00+01:00');
    expect(restSeconds(end, ms('2026-11-24T09:00:00+01:00'))).toBe(ARBZG.minRest);
    expect(kinds(dayLawHints({ clockings: [span('2026-11-24 09:00:00', '2026-11-24 12:00:00')], previousEnd: end, now: NOW }))).toEqual([]);
    const short = dayLawHints({ clockings: [span('2026-11-24 08:59:00', '2026-11-24 12:00:00')], previousEnd: end, now: NOW });
    expect(kinds(short)).toEqual(['rest']);
    expect(short[0].text).toContain('10:59 h');
  });

  it('reads wall times as Berlin time: the night the clocks go back has an hour more', () => {
    // 24.10.2026 22:00 CEST → 25.10.2026 08:00 CET is 11 real hours, though the wall clock shows 10.
    const end = ms('2026-10-24T22:00:00+02:00');
    expect(kinds(dayLawHints({ clockings: [span('2026-10-25 08:00:00', '2026-10-25 12:00:00')], previousEnd: end, now: NOW }))).toEqual([]);
    expect(kinds(dayLawHints({ clockings: [span('2026-10-25 07:59:00', '2026-10-25 12:00:00')], previousEnd: end, now: NOW }))).toEqual([
      'rest',
    ]);
  });

  it('compares consecutive days of a week and keeps the end over a free day', () => {
    const hints = daysLawHints(
      [
        { date: '2026-11-24', clockings: [span('2026-11-24 08:00:00', '2026-11-24 12:00:00')] },
        { date: '2026-11-23', clockings: [span('2026-11-23 17:00:00', '2026-11-23 23:00:00')] },
        { date: '2026-11-25', clockings: [] },
        { date: '2026-11-26', clockings: [span('2026-11-26 07:00:00', '2026-11-26 08:00:00')] },
      ],
      NOW,
    );
    expect([...hints.keys()]).toEqual(['2026-11-24']);
    expect(kinds(hints.get('2026-11-24') ?? [])).toEqual(['rest']);
  });

  it('knows no rest while the day before is still open', () => {
    const hints = daysLawHints(
      [
        { date: '2026-11-23', clockings: [span('2026-11-23 08:00:00', null)] },
        { date: '2026-11-24', clockings: [span('2026-11-24 08:00:00', '2026-11-24 09:00:00')] },
      ],
      ms('2026-11-23T12:00:00+01:00'),
    );
    expect(hints.get('2026-11-24')).toBeUndefined();
  });
});
