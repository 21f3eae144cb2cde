import {
  ISSUE_PATTERN,
  overlaps,
  parseFactor,
  previewText,
  transferMinutes,
  transferSchema,
  weeksOf,
  workItemDay,
} from './work-items-rules';

describe('time transfer rules', () => {
  it('result = minutes × factor, rounded to whole minutes', () => {
    expect(transferMinutes(2305, 0.8)).toBe(1844);
    expect(transferMinutes(100, 0.333)).toBe(33);
    expect(transferMinutes(15, 0.5)).toBe(8);
    expect(transferMinutes(61, 1)).toBe(61);
    expect(transferMinutes(0, 2)).toBe(0);
    // Floating point must not tip a whole result: 35 × 0.1 is 3.5000000000000004.
    expect(transferMinutes(35, 0.1)).toBe(4);
    expect(transferMinutes(1000, 1.15)).toBe(1150);
  });

  it('accepts a factor with point or comma, greater than 0 and at most 10', () => {
    expect(parseFactor('0.8')).toBe(0.8);
    expect(parseFactor(' 0,8 ')).toBe(0.8);
    expect(parseFactor('1')).toBe(1);
    expect(parseFactor('10')).toBe(10);
    expect(parseFactor('0,01')).toBe(0.01);
    for (const bad of ['', '0', '-1', 'abc', '1e3', '0,8,1', '10,1', '80']) expect(parseFactor(bad)).toBeNull();
  });

  it('takes tracker issue ids with digits and underscores in the project key', () => {
    for (const id of ['TOOLS-1234', 'Tools-1', 'OPS2-15', 'TOOLS_X-3', 'a-1']) expect(ISSUE_PATTERN.test(id)).toBe(true);
    for (const id of ['2OPS-15', '_X-3', 'TOOLS1234', 'TOOLS-', 'TOOLS-12a', 'TO OLS-1', '-1']) expect(ISSUE_PATTERN.test(id)).toBe(false);
  });

  it('two periods overlap when they share a day', () => {
    const p = (start: string, end: string) => ({ start, end });
    expect(overlaps(p('2026-11-16', '2026-11-20'), p('2026-11-20', '2026-11-23'))).toBe(true);
    expect(overlaps(p('2026-11-16', '2026-11-20'), p('2026-11-17', '2026-11-18'))).toBe(true);
    expect(overlaps(p('2026-11-16', '2026-11-20'), p('2026-11-21', '2026-11-23'))).toBe(false);
    expect(overlaps(p('2026-11-16', '2026-11-16'), p('2026-11-09', '2026-11-15'))).toBe(false);
  });

  it('previews the first 9 characters of a work item text', () => {
    expect(previewText('Arbeitszeit 2026-10-05')).toBe('Arbeitsze…');
    expect(previewText('123456789')).toBe('123456789');
    expect(previewText('')).toBe('');
    expect(previewText('😀😀😀😀😀😀😀😀😀😀')).toBe('😀😀😀😀😀😀😀😀😀…');
  });

  it('names the ISO weeks of the period', () => {
    expect(weeksOf('2026-11-16', '2026-11-20')).toBe('KW 47');
    expect(weeksOf('2026-11-16', '2026-11-23')).toBe('KW 47 – KW 48');
    expect(weeksOf('2026-12-28', '2027-01-04')).toBe('KW 53 – KW 1');
  });

  it('reads the tracker’s UTC-midnight dates as their day', () => {
    expect(workItemDay(Date.UTC(2026, 9, 5))).toBe('2026-10-05');
  });

  it('validates dates against today, the order of the period, factor and issue', () => {
    const schema = transferSchema('2026-11-23');
    const d = (day: number) => new Date(2026, 10, day);
    const errors = (values: Record<string, unknown>) => {
      const result = schema.safeParse({ userId: '4', start: d(16), end: d(20), factor: '0.8', issueId: 'Tools-1234', ...values });
      return result.success ? result.data : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(errors({})).toEqual({ userId: 4, start: '2026-11-16', end: '2026-11-20', factor: 0.8, issueId: 'TOOLS-1234' });
    expect(errors({ userId: '', start: null, end: null, factor: '', issueId: ' ' })).toEqual({
      userId: 'Bitte einen Benutzer auswählen.',
      start: 'Bitte ein gültiges Startdatum angeben.',
      end: 'Bitte ein gültiges Enddatum angeben.',
      factor: 'Bitte einen Faktor angeben.',
      issueId: 'Bitte eine Issue-ID angeben.',
    });
    expect(errors({ start: d(24), end: d(25) })).toEqual({
      start: 'Das Startdatum darf nicht in der Zukunft liegen.',
      end: 'Das Enddatum darf nicht in der Zukunft liegen.',
    });
    expect(errors({ start: d(20), end: d(16) })).toEqual({ end: 'Das Enddatum darf nicht vor dem Startdatum liegen.' });
    expect(errors({ start: d(23), end: d(23) })).toMatchObject({ start: '2026-11-23', end: '2026-11-23' });
    expect(errors({ factor: '0', issueId: 'TOOLS1234' })).toEqual({
      factor: 'Faktor muss zwischen 0 und 10 liegen.',
      issueId: 'Die Issue-ID muss das Format PROJEKT-1234 haben.',
    });
    expect(errors({ factor: '10,5' })).toEqual({ factor: 'Faktor muss zwischen 0 und 10 liegen.' });
    expect(errors({ factor: '10', issueId: '  ops2-15 ' })).toMatchObject({ factor: 10, issueId: 'OPS2-15' });
    expect(errors({ issueId: 'TOOLS_X-3' })).toMatchObject({ issueId: 'TOOLS_X-3' });
  });
});
