import { getUserDay } from './get-user-day';
import { answer, specClocking, specClockings } from '../../domain/clocking/api/answers.fixtures';

describe('GET /clocking/user/clockings/{userId}/{date}', () => {
  it('spec-minimal: clockings and breaks of the day', async () => {
    const seen = answer('get', '/clocking/user/clockings/:userId/:date', specClockings);
    expect(await getUserDay(5, '2026-11-23')).toEqual(specClockings);
    expect(new URL(seen[0]!.url).pathname).toMatch(/\/clocking\/user\/clockings\/5\/2026-11-23$/);
  });

  it('Laravel: string ids and seconds, a UTC clock-out past midnight in Berlin', async () => {
    answer('get', '/clocking/user/clockings/:userId/:date', {
      ...specClockings,
      clockings: {
        ...specClockings.clockings,
        items: [
          { ...specClocking, id: '9', time: '3600', clock_in: '2026-11-23T22:30:00.000000Z', clock_out: '2026-11-23T23:30:00.000000Z' },
        ],
      },
    });
    const [clocking] = (await getUserDay(5, '2026-11-23')).clockings.items;
    expect(clocking).toMatchObject({ id: 9, time: 3600, clock_in: '2026-11-23 23:30:00', clock_out: '2026-11-24 00:30:00' });
  });
});
