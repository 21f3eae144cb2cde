import { calendarWeekOf, formatOvertimeTime, parseOvertimeTime, parseYearkw } from './overtime-time';

describe('overtime time field (H…HHHH:MM[:SS])', () => {
  it.each([
    ['10:30:00', 37800],
    ['10:30', 37800],
    ['0:05', 300],
    ['1234:59:59', 1234 * 3600 + 59 * 60 + 59],
    ['-1:30', -5400],
    ['−2:00:30', -7230],
    ['+3:00', 10800],
    [' 7:45 ', 27900],
  ])('%s → %i seconds', (text, seconds) => expect(parseOvertimeTime(text)).toBe(seconds));

  it.each(['', '10', '10:5', '10:60', '10:30:60', '12345:00', 'ab:cd', '10:30:00:00', '1,5', '10.30', '1e3:00', '--1:00'])(
    'refuses %j',
    (text) => expect(parseOvertimeTime(text)).toBeNull(),
  );

  it('formats seconds back into the field format', () => {
    expect(formatOvertimeTime(37800)).toBe('10:30:00');
    expect(formatOvertimeTime(-5430)).toBe('-1:30:30');
    expect(formatOvertimeTime(0)).toBe('0:00:00');
    expect(parseOvertimeTime(formatOvertimeTime(-98765))).toBe(-98765);
  });

  it('reads yearkw and writes the calendar week', () => {
    expect(parseYearkw('2026-05')).toEqual({ year: 2026, week: 5 });
    expect(calendarWeekOf({ year: 2026, week: 5 })).toBe('2026-W05');
  });
});
