import {
  formatBalance,
  formatDateRange,
  formatDayHeading,
  formatHours,
  formatMinutes,
  formatMonthHeading,
  formatNumber,
  formatSignedNumber,
  formatWeekRange,
  isoWeekStart,
} from './index';

describe('the one style for figures', () => {
  it('durations read h:mm with the unit', () => {
    expect(formatHours(8 * 3600 + 57 * 60)).toBe('8:57 h');
    expect(formatHours(105 * 3600 + 58 * 60 + 59)).toBe('105:58 h');
    expect(formatHours(-29 * 60)).toBe('−0:29 h');
    expect(formatHours(Number.NaN)).toBe('–');
  });

  it('balances are signed with a real minus, ±0:00 under a minute', () => {
    expect(formatBalance(57 * 60)).toBe('+0:57 h');
    expect(formatBalance(-29 * 60)).toBe('−0:29 h');
    expect(formatBalance(30)).toBe('±0:00 h');
    expect(formatBalance(57 * 60, { unit: false })).toBe('+0:57');
  });

  it('minutes carry thousands separators and the hours beside them', () => {
    expect(formatMinutes(150)).toBe('150 min (2:30 h)');
    expect(formatMinutes(1170)).toBe('1.170 min (19:30 h)');
    expect(formatMinutes(150, { hours: false })).toBe('150 min');
  });

  it('numbers use German separators', () => {
    expect(formatNumber(5222, 0)).toBe('5.222');
    expect(formatNumber(0.8)).toBe('0,8');
    expect(formatNumber(7.5, 2, { fixed: true })).toBe('7,50');
    expect(formatNumber(-1234.5)).toBe('−1.234,5');
    expect(formatSignedNumber(5222)).toBe('+5.222');
    expect(formatSignedNumber(-40)).toBe('−40');
    expect(formatSignedNumber(0)).toBe('0');
  });
});

describe('the one formatter for periods', () => {
  it('a week: KW and its days, the year twice across New Year', () => {
    expect(formatWeekRange({ year: 2026, week: 48 })).toBe('KW 48 · 23.11.–29.11.2026');
    expect(formatWeekRange('2026-11-25')).toBe('KW 48 · 23.11.–29.11.2026');
    expect(formatWeekRange({ year: 2026, week: 1 })).toBe('KW 1 · 29.12.2025–04.01.2026');
    expect(isoWeekStart({ year: 2026, week: 48 }).getDate()).toBe(23);
  });

  it('a day and a month as headings', () => {
    expect(formatDayHeading('2026-11-25')).toBe('Mi, 25.11.2026');
    expect(formatMonthHeading({ year: 2026, month: 11 })).toBe('November 2026');
    expect(formatMonthHeading('2026-03-02')).toBe('März 2026');
  });

  it('a span of days', () => {
    expect(formatDateRange('2026-11-23', '2026-11-29')).toBe('23.11.–29.11.2026');
    expect(formatDateRange('2026-12-28', '2027-01-03')).toBe('28.12.2026–03.01.2027');
    expect(formatDateRange('2026-11-25', '2026-11-25')).toBe('25.11.2026');
  });
});

describe('keys and field texts the views used to build by hand', () => {
  it('week and month keys, time fields, durations with seconds, numbers for files', async () => {
    const { weekKey, monthKey, formatTimeField, formatDuration } = await import('./index');
    expect(weekKey({ year: 2026, week: 9 })).toBe('2026-W09');
    expect(monthKey({ year: 2026, month: 3 })).toBe('2026-03');
    expect(formatTimeField(27000)).toBe('07:30');
    expect(formatDuration(30, { withSeconds: true })).toBe('0:00:30');
    expect(formatDuration(-5400, { withSeconds: true, asciiMinus: true })).toBe('-1:30:00');
    expect(formatNumber(-0.25, 2, { fixed: true, asciiMinus: true })).toBe('-0,25');
    expect(formatNumber(1234.5, 2, { fixed: true, grouping: false })).toBe('1234,50');
  });
});
