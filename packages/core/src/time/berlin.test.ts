import { format } from 'date-fns';
import { withTimeZone } from '@test/time-zone';

// tzOffset counted: in a browser in Berlin the Berlin clock needs no Intl time-zone data (its first use costs
// a page 20–40 ms); elsewhere it is asked. The test setup has loaded core already: this file's copy of
// berlin.ts is loaded anew, with the counted tzOffset.
vi.mock('@date-fns/tz', async (importOriginal) => {
  const original = await importOriginal<typeof import('@date-fns/tz')>();
  return { ...original, tzOffset: vi.fn(original.tzOffset) };
});
vi.resetModules();
const { TZDate, tzOffset } = await import('@date-fns/tz');
const { berlinOffset, berlinWallTime, berlinWallTimeToEpoch, epochOfBerlinWallTime, todayBerlin } = await import('./berlin');
const { formatClock, formatDate, formatDayLong, isoWeek } = await import('./time');

const MINUTE = 60_000;
const intl = (epoch: number) => vi.mocked(tzOffset).getMockImplementation()!('Europe/Berlin', new Date(epoch));

/** 01:00 UTC on the last Sunday of March and of October, from Intl's own data: the instant the offset changes. */
function transitions(year: number): number[] {
  const found: number[] = [];
  for (let epoch = Date.UTC(year, 0, 1); epoch < Date.UTC(year + 1, 0, 1); epoch += 3_600_000) {
    if (intl(epoch) !== intl(epoch + 3_600_000)) found.push(epoch + 3_600_000);
  }
  return found;
}

/** Around each change of a year (a minute and an hour either side) and the middle of every month. */
function instantsOf(year: number): number[] {
  const around = transitions(year).flatMap((t) => [-61, -60, -1, 0, 1, 59, 60].map((m) => t + m * MINUTE));
  const months = Array.from({ length: 12 }, (_, month) => Date.UTC(year, month, 15, 12));
  return [...around, ...months];
}

const YEARS = [1985, 1995, 1996, 2000, 2024, 2026, 2027, 2038, 2099, 2100];
const ZONES = ['Europe/Berlin', 'Europe/Paris', 'America/New_York', 'Asia/Tokyo', 'Africa/Lagos', 'UTC'];

describe("Berlin's offset: the EU rule where the browser agrees, Intl's data otherwise", () => {
  for (const zone of ZONES) {
    it(`is Intl's in ${zone}, at every change of ${YEARS.join(', ')}`, () => {
      withTimeZone(zone, () => {
        for (const year of YEARS)
          for (const epoch of instantsOf(year)) expect(berlinOffset(epoch), new Date(epoch).toISOString()).toBe(intl(epoch));
      });
    });
  }

  it('asks no time-zone data in a browser in Berlin (1996–2099), and asks it elsewhere', () => {
    withTimeZone('Europe/Berlin', () => {
      vi.mocked(tzOffset).mockClear();
      for (const year of [1996, 2026, 2099]) for (const epoch of instantsOf(year)) berlinOffset(epoch);
      todayBerlin(Date.UTC(2026, 6, 1));
      berlinWallTime(Date.UTC(2026, 2, 29, 0, 59));
      epochOfBerlinWallTime('2026-10-25 02:30:00');
      // What the views show of an instant: its day, its clock time, its week.
      const instant = Date.UTC(2026, 10, 22, 23, 30);
      expect([formatDate(instant), formatDayLong(instant), formatClock(instant), isoWeek(instant).week]).toEqual([
        '23.11.2026',
        'Mo, 23.11.2026',
        '00:30',
        48,
      ]);
      expect(tzOffset).not.toHaveBeenCalled();
    });
    withTimeZone('Asia/Tokyo', () => {
      vi.mocked(tzOffset).mockClear();
      expect(todayBerlin(Date.UTC(2026, 10, 22, 23, 30))).toBe('2026-11-23');
      expect(formatClock(Date.UTC(2026, 6, 1, 6, 5))).toBe('08:05');
      expect(tzOffset).toHaveBeenCalled();
    });
  });

  it('trusts Intl, not the rule, when the browser in Berlin disagrees (a summer time given up)', () => {
    vi.mocked(tzOffset).mockClear();
    const summer = Date.UTC(2031, 6, 1, 12);
    expect(berlinOffset(summer, () => 60)).toBe(intl(summer));
    expect(tzOffset).toHaveBeenCalledWith('Europe/Berlin', new Date(summer));
  });
});

describe("Berlin's wall clock without TZDate: what date-fns on a TZDate says", () => {
  for (const zone of ['Europe/Berlin', 'America/New_York', 'Asia/Tokyo']) {
    it(`today, wall times and their instants in ${zone}`, () => {
      withTimeZone(zone, () => {
        for (const year of [1990, 2026, 2040]) {
          for (const epoch of instantsOf(year)) {
            const tz = new TZDate(epoch, 'Europe/Berlin');
            expect(todayBerlin(epoch)).toBe(format(tz, 'yyyy-MM-dd'));
            expect(berlinWallTime(new Date(epoch))).toBe(format(tz, 'yyyy-MM-dd HH:mm:ss'));
          }
          // Every quarter hour of the two nights with a change, from 00:00 to 04:45 Berlin time.
          for (const t of transitions(year)) {
            const day = format(new TZDate(t, 'Europe/Berlin'), 'yyyy-MM-dd');
            for (let minutes = 0; minutes < 5 * 60; minutes += 15) {
              const time = { hours: Math.floor(minutes / 60), minutes: minutes % 60, seconds: 0 };
              const epoch = berlinWallTimeToEpoch(day, time);
              const shown = format(new TZDate(epoch, 'Europe/Berlin'), 'HH:mm');
              const asked = `${String(time.hours).padStart(2, '0')}:${String(time.minutes).padStart(2, '0')}`;
              // The gap's times move an hour on; every other time is shown as asked, at its later instant
              // when it comes twice.
              if (shown !== asked) expect(epoch - berlinWallTimeToEpoch(day, { ...time, hours: time.hours + 1 })).toBe(0);
              else expect(format(new TZDate(epoch + 3_600_000, 'Europe/Berlin'), 'HH:mm')).not.toBe(asked);
            }
          }
        }
      });
    });
  }

  it('an invalid instant is refused as date-fns refused it', () => {
    expect(() => todayBerlin(Number.NaN)).toThrow(RangeError);
    expect(epochOfBerlinWallTime('2026-13-01 08:00')).toBeNaN();
  });
});
