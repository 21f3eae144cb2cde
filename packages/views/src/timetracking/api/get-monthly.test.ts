import { getMonthly } from './get-monthly';
import { answer, laravelDay, specDay } from '../../domain/clocking/api/answers.fixtures';

describe('GET /clocking/monthly', () => {
  it('spec-minimal: days; the query is year, month and isApi=true', async () => {
    const seen = answer('get', '/clocking/monthly', { days: [specDay('2026-11-02')] });
    const read = await getMonthly(2026, 11);
    expect(read.days).toHaveLength(1);
    expect(read.days[0]).toMatchObject({ date: '2026-11-02', required: 27000, requiredDerived: true });
    expect(Object.fromEntries(new URL(seen[0]!.url).searchParams)).toEqual({ year: '2026', month: '11', isApi: 'true' });
  });

  it('Laravel: days as an index-keyed object with German dates and numeric strings', async () => {
    answer('get', '/clocking/monthly', { days: { 0: laravelDay('2026-11-02'), 1: { ...laravelDay('2026-11-03'), required: '28800' } } });
    const { days } = await getMonthly(2026, 11);
    expect(days.map((d) => [d.date, d.required, d.requiredDerived ?? false])).toEqual([
      ['2026-11-02', 27000, true],
      ['2026-11-03', 28800, false],
    ]);
  });

  it('refuses an answer without days', async () => {
    answer('get', '/clocking/monthly', [specDay('2026-11-02')]);
    await expect(getMonthly(2026, 11)).rejects.toMatchObject({ name: 'UnexpectedResponseError' });
  });
});
