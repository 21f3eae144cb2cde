import { getWeekOverview } from './get-week-overview';
import { answer, laravelDay, specDay } from '../../domain/clocking/api/answers.fixtures';

describe('GET json/clocking/week-overview/{date}', () => {
  it('spec-minimal: the days with a Soll derived from total − overtime, flagged', async () => {
    answer('get', '/json/clocking/week-overview/:date', [specDay('2026-11-23'), specDay('2026-11-24')]);
    const days = await getWeekOverview('2026-11-23');
    expect(days.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24']);
    expect(days[0]).toMatchObject({ total: 27900, overtime: 900, required: 27000, requiredDerived: true, holiday_name: null });
  });

  it('Laravel: German dates, numeric strings, 0/1 flags and UTC timestamps read as Berlin time', async () => {
    answer('get', '/json/clocking/week-overview/:date', { 0: laravelDay('2026-11-23') });
    const [day] = await getWeekOverview('2026-11-23');
    expect(day).toMatchObject({ date: '2026-11-23', total: 27900, is_done: true, futureDay: false, is_vacation: 0 });
    expect(day!.clockings[0]).toMatchObject({
      id: 7,
      clock_in: '2026-11-23 07:52:00',
      clock_out: '2026-11-23 12:00:00',
      home_office: false,
    });
  });

  it('an HTML page is an expired session, not data', async () => {
    answer('get', '/json/clocking/week-overview/:date', '<!doctype html><html><body>Login</body></html>');
    await expect(getWeekOverview('2026-11-23')).rejects.toMatchObject({ name: 'LoginPageError' });
  });
});
