import { daysOfWeek, mondayOf, planWeek, type DayType } from './quick-fill';

const EMPTY: DayType[] = ['', '', '', '', '', '', ''];

describe('helpdesk quick-fill (spec 02 §4)', () => {
  it('a Monday pick fills Monday to Friday when Tuesday to Friday are empty', () => {
    expect(planWeek(EMPTY, 0, 'hd_frueh')).toEqual(['hd_frueh', 'hd_frueh', 'hd_frueh', 'hd_frueh', 'hd_frueh', '', '']);
  });

  it('a Monday pick fills nothing else when one of Tuesday to Friday is planned', () => {
    for (const day of [1, 2, 3, 4]) {
      const week = [...EMPTY];
      week[day] = 'hd_spaet';
      const expected = [...week];
      expected[0] = 'hd_frueh';
      expect(planWeek(week, 0, 'hd_frueh')).toEqual(expected);
    }
  });

  it('the weekend does not count for the Monday rule; Monday may be planned already', () => {
    expect(planWeek(['hd_spaet', '', '', '', '', 'hd_frei', 'hd_frei'], 0, 'hd_frueh')).toEqual([
      'hd_frueh',
      'hd_frueh',
      'hd_frueh',
      'hd_frueh',
      'hd_frueh',
      'hd_frei',
      'hd_frei',
    ]);
  });

  it('a Saturday pick fills Sunday when Sunday is empty, not when it is planned', () => {
    expect(planWeek(EMPTY, 5, 'hd_frei')).toEqual(['', '', '', '', '', 'hd_frei', 'hd_frei']);
    expect(planWeek(['', '', '', '', '', '', 'hd_frueh'], 5, 'hd_frei')).toEqual(['', '', '', '', '', 'hd_frei', 'hd_frueh']);
  });

  it('other days fill nothing; clearing fills nothing', () => {
    for (const day of [1, 2, 3, 4, 6]) {
      const expected = [...EMPTY];
      expected[day] = 'hd_spaet';
      expect(planWeek(EMPTY, day, 'hd_spaet')).toEqual(expected);
    }
    expect(planWeek(EMPTY, 0, '')).toEqual(EMPTY);
    expect(planWeek(EMPTY, 5, '')).toEqual(EMPTY);
  });

  it('absence and holiday days that quick-fill reaches become frei', () => {
    expect(planWeek(EMPTY, 0, 'hd_frueh', [false, false, true, false, true, false, false])).toEqual([
      'hd_frueh',
      'hd_frueh',
      'hd_frei',
      'hd_frueh',
      'hd_frei',
      '',
      '',
    ]);
    expect(planWeek(EMPTY, 5, 'hd_spaet', [false, false, false, false, false, false, true])).toEqual([
      '',
      '',
      '',
      '',
      '',
      'hd_spaet',
      'hd_frei',
    ]);
  });

  it('weeks start on Monday', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(daysOfWeek('2026-10-26')).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
  });
});
