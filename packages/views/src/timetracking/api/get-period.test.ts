import { getPeriod } from './get-period';
import { answer, laravelDay, specDay } from '../../domain/clocking/api/answers.fixtures';

describe('GET /clocking/period', () => {
  it('spec-minimal: days; the query is fromDate, toDate and isApi=true', async () => {
    const seen = answer('get', '/clocking/period', { days: [specDay('2026-11-02'), specDay('2026-11-03')] });
    const { days } = await getPeriod('2026-11-02', '2026-11-03');
    expect(days.map((d) => d.date)).toEqual(['2026-11-02', '2026-11-03']);
    expect(Object.fromEntries(new URL(seen[0]!.url).searchParams)).toEqual({ fromDate: '2026-11-02', toDate: '2026-11-03', isApi: 'true' });
  });

  it('Laravel: "23.11.2026" dates, numeric strings, 0/1 flags', async () => {
    answer('get', '/clocking/period', { days: [{ ...laravelDay('2026-11-23'), date: '23.11.2026', is_public_holiday: '0.5' }] });
    const { days } = await getPeriod('2026-11-23', '2026-11-23');
    expect(days[0]).toMatchObject({ date: '2026-11-23', total: 27900, is_done: true, is_public_holiday: 0.5 });
  });
});
