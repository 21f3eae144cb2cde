import { getTodayClockings } from './get-today-clockings';
import { answer, specClocking, specClockings } from '../../domain/clocking/api/answers.fixtures';

describe('GET json/clockings', () => {
  it('spec-minimal: clockings and breaks as they come', async () => {
    answer('get', '/json/clockings', specClockings);
    expect(await getTodayClockings()).toEqual(specClockings);
  });

  it('Laravel: numeric strings, an open clocking with a UTC clock-in, home_office 1', async () => {
    answer('get', '/json/clockings', {
      clockings: {
        done: '14880',
        pending: '13920',
        required: '28800',
        week_overtime: '-900',
        items: [{ ...specClocking, clock_in: '2026-11-23T06:52:00.000000Z', clock_out: null, clock_out_formatted: null, home_office: 1 }],
      },
      breaks: { done: '0', pending: '1800', required: '1800', items: null },
    });
    const read = await getTodayClockings();
    expect(read.clockings).toMatchObject({ done: 14880, week_overtime: -900 });
    expect(read.clockings.items[0]).toMatchObject({ clock_in: '2026-11-23 07:52:00', clock_out: null, home_office: true });
    expect(read.breaks).toEqual({ done: 0, pending: 1800, required: 1800, items: [] });
  });
});
