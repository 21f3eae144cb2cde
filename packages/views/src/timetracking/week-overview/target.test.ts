import { csvFileName, excelFileName, resolveTarget, shiftMonths, shiftTarget, showsToday, targetHeading, todayTarget } from './target';
import { csvHours } from './csv';

const TODAY = '2026-11-23';

describe('resolveTarget', () => {
  it('defaults to the own week of today', () => {
    expect(resolveTarget({}, TODAY)).toEqual({ ok: true, target: { mode: 'week', date: TODAY } });
    expect(resolveTarget({ mode: 'week', date: '' }, TODAY)).toEqual({ ok: true, target: { mode: 'week', date: TODAY } });
  });

  it('accepts week 53 only in years that have one', () => {
    expect(resolveTarget({ mode: 'weekly', dn: 'a', year: 2026, week: 53 }, TODAY).ok).toBe(true);
    expect(resolveTarget({ mode: 'weekly', dn: 'a', year: 2027, week: 53 }, TODAY).ok).toBe(false);
  });

  it('lists every problem at once', () => {
    const result = resolveTarget({ mode: 'periodic', from: 'gestern', to: undefined }, TODAY);
    expect(result).toEqual({
      ok: false,
      problems: ['„from“: „gestern“ ist kein gültiges Datum (JJJJ-MM-TT erwartet).', '„to“ fehlt.'],
    });
  });

  it('trims the dn', () => {
    expect(resolveTarget({ mode: 'weekly', dn: ' max.mueller ', year: 2026, week: 1 }, TODAY)).toEqual({
      ok: true,
      target: { mode: 'weekly', dn: 'max.mueller', year: 2026, week: 1 },
    });
  });
});

describe('shiftTarget and headings', () => {
  it('moves a week by seven days', () => {
    expect(shiftTarget({ mode: 'week', date: '2026-11-25' }, -1)).toEqual({ mode: 'week', date: '2026-11-18' });
  });

  it('moves a team week across the ISO year', () => {
    expect(shiftTarget({ mode: 'weekly', dn: 'a', year: 2026, week: 53 }, 1)).toEqual({ mode: 'weekly', dn: 'a', year: 2027, week: 1 });
    expect(shiftTarget({ mode: 'weekly', dn: 'a', year: 2025, week: 1 }, -1)).toEqual({ mode: 'weekly', dn: 'a', year: 2024, week: 52 });
  });

  it('leaves month and period alone', () => {
    const monthly = { mode: 'monthly', year: 2026, month: 11 } as const;
    expect(shiftTarget(monthly, 1)).toBe(monthly);
  });

  it.each([
    [{ mode: 'week', date: '2026-11-23' }, 'KW 48 · 23.11.–29.11.2026'],
    [{ mode: 'week', date: '2024-12-31' }, 'KW 1 · 30.12.2024–05.01.2025'],
    [{ mode: 'weekly', dn: 'a', year: 2026, week: 53 }, 'KW 53 · 28.12.2026–03.01.2027'],
    [{ mode: 'monthly', year: 2026, month: 3 }, 'März 2026'],
    [{ mode: 'periodic', from: '2026-12-15', to: '2027-01-15' }, '15.12.2026–15.01.2027'],
  ] as const)('%o → %s', (target, heading) => {
    expect(targetHeading(target)).toBe(heading);
  });

  it('names the CSV file after what it holds', () => {
    expect(csvFileName({ mode: 'week', date: '2024-12-31' })).toBe('wochenuebersicht-2025-KW01.csv');
    expect(csvFileName({ mode: 'weekly', dn: 'cn=max/../x', year: 2026, week: 5 })).toBe('wochenuebersicht-cn_max_.._x-2026-KW05.csv');
    expect(csvFileName({ mode: 'monthly', year: 2026, month: 3 })).toBe('wochenuebersicht-2026-03.csv');
    expect(csvFileName({ mode: 'periodic', from: '2026-11-01', to: '2026-11-30' })).toBe('wochenuebersicht-2026-11-01-bis-2026-11-30.csv');
  });
});

describe('navigation helpers', () => {
  it('pages months across the year', () => {
    expect(shiftMonths({ mode: 'monthly', year: 2026, month: 12 }, 1)).toEqual({ mode: 'monthly', year: 2027, month: 1 });
    expect(shiftMonths({ mode: 'monthly', year: 2026, month: 1 }, -1)).toEqual({ mode: 'monthly', year: 2025, month: 12 });
  });

  it('"Heute" goes to the current week or month; a period keeps its length and ends today', () => {
    expect(todayTarget({ mode: 'week', date: '2026-10-01' }, TODAY)).toEqual({ mode: 'week', date: TODAY });
    expect(todayTarget({ mode: 'weekly', dn: 'a', year: 2025, week: 3 }, '2027-01-01')).toEqual({
      mode: 'weekly',
      dn: 'a',
      year: 2026,
      week: 53,
    });
    expect(todayTarget({ mode: 'monthly', year: 2025, month: 3 }, TODAY)).toEqual({ mode: 'monthly', year: 2026, month: 11 });
    expect(todayTarget({ mode: 'periodic', from: '2026-01-01', to: '2026-01-14' }, TODAY)).toEqual({
      mode: 'periodic',
      from: '2026-11-10',
      to: TODAY,
    });
  });

  it('knows when today is already shown', () => {
    expect(showsToday({ mode: 'week', date: '2026-11-29' }, TODAY)).toBe(true);
    expect(showsToday({ mode: 'week', date: '2026-11-22' }, TODAY)).toBe(false);
    expect(showsToday({ mode: 'weekly', dn: 'a', year: 2026, week: 48 }, TODAY)).toBe(true);
    expect(showsToday({ mode: 'monthly', year: 2026, month: 11 }, TODAY)).toBe(true);
    expect(showsToday({ mode: 'monthly', year: 2025, month: 11 }, TODAY)).toBe(false);
    expect(showsToday({ mode: 'periodic', from: '2026-11-23', to: '2026-11-23' }, TODAY)).toBe(true);
    expect(showsToday({ mode: 'periodic', from: '2026-11-01', to: '2026-11-22' }, TODAY)).toBe(false);
  });

  it('names the Excel file the German way', () => {
    expect(excelFileName({ mode: 'week', date: '2026-11-25' })).toBe('Arbeitszeiten_KW48_2026.csv');
    expect(excelFileName({ mode: 'week', date: '2024-12-31' })).toBe('Arbeitszeiten_KW1_2025.csv');
    expect(excelFileName({ mode: 'weekly', dn: 'cn=anna/../x', year: 2026, week: 47 })).toBe('Arbeitszeiten_cn_anna_.._x_KW47_2026.csv');
    expect(excelFileName({ mode: 'monthly', year: 2026, month: 3 })).toBe('Arbeitszeiten_März_2026.csv');
    expect(excelFileName({ mode: 'periodic', from: '2026-11-02', to: '2026-11-15' })).toBe('Arbeitszeiten_02.11.2026-15.11.2026.csv');
  });
});

describe('csvHours', () => {
  it.each([
    [27900, '7,75'],
    [28800, '8,00'],
    [-900, '-0,25'],
    [-10, '0,00'],
    [0, '0,00'],
    [3600 * 41 + 1800, '41,50'],
  ])('%i s → %s', (seconds, text) => {
    expect(csvHours(seconds)).toBe(text);
  });
});
