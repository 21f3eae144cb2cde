import { AxiosError, AxiosHeaders } from 'axios';
import { recalculateWeekPath } from './api/recalculate-week';
import { addDaysIso, berlinWallTimeToEpoch, isIsoDay, todayBerlin as berlinToday, toApiError } from '@stempeluhr/core';
import { splitServerErrors } from '@stempeluhr/ui';
import {
  buildClocking,
  CLOCKING_SERVER_FIELDS,
  clockingFormSchema,
  emptyClockingValues,
  forcesMobile,
  valuesFromClocking,
} from './clocking-rules';
import { canEditOwnClockings, parsePageUser } from './page-user';
import { clocking, DAY } from './clocking.fixtures';

describe('berlin time', () => {
  it('turns Berlin wall time into epoch ms in winter and summer', () => {
    expect(berlinWallTimeToEpoch('2026-11-20', { hours: 8, minutes: 0, seconds: 15 })).toBe(Date.UTC(2026, 10, 20, 7, 0, 15));
    expect(berlinWallTimeToEpoch('2026-07-01', { hours: 8, minutes: 0, seconds: 0 })).toBe(Date.UTC(2026, 6, 1, 6, 0, 0));
  });

  it('handles the DST change days', () => {
    // 29.03.2026: 02:00 CET → 03:00 CEST.
    expect(berlinWallTimeToEpoch('2026-03-29', { hours: 1, minutes: 30, seconds: 0 })).toBe(Date.UTC(2026, 2, 29, 0, 30));
    expect(berlinWallTimeToEpoch('2026-03-29', { hours: 3, minutes: 30, seconds: 0 })).toBe(Date.UTC(2026, 2, 29, 1, 30));
    // 25.10.2026: 03:00 CEST → 02:00 CET.
    expect(berlinWallTimeToEpoch('2026-10-25', { hours: 4, minutes: 0, seconds: 0 })).toBe(Date.UTC(2026, 9, 25, 3, 0));
    expect(berlinWallTimeToEpoch('2026-10-25', { hours: 1, minutes: 0, seconds: 0 })).toBe(Date.UTC(2026, 9, 24, 23, 0));
  });

  it('does not depend on the browser time zone', () => {
    const saved = process.env.TZ;
    try {
      process.env.TZ = 'America/New_York';
      expect(berlinWallTimeToEpoch('2026-11-20', { hours: 8, minutes: 0, seconds: 15 })).toBe(Date.UTC(2026, 10, 20, 7, 0, 15));
      expect(berlinToday(Date.UTC(2026, 10, 20, 23, 30))).toBe('2026-11-21');
    } finally {
      process.env.TZ = saved;
    }
  });

  it('knows real days', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2024-13-45')).toBe(false);
    expect(isIsoDay('abc')).toBe(false);
    expect(addDaysIso('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('recalculation path', () => {
  it('uses the ISO week-numbering year and a two-digit week', () => {
    expect(recalculateWeekPath({ userId: 4, date: '2026-11-20' })).toBe('/clocking/user/overtime/recalculate/4/2026-W47');
    expect(recalculateWeekPath({ userId: 4, date: '2027-01-01' })).toBe('/clocking/user/overtime/recalculate/4/2026-W53');
    expect(recalculateWeekPath({ userId: 4, date: '2024-12-31' })).toBe('/clocking/user/overtime/recalculate/4/2025-W01');
  });
});

describe('page user', () => {
  it.each([
    [{ id: 4, dn: 'a', clockings_blacklisted: false }, undefined, true],
    [{ id: '4', dn: 'a', clockings_blacklisted: 0 }, undefined, true],
    [{ id: 4, dn: 'a', clockings_blacklisted: true }, undefined, false],
    [{ id: 4, dn: 'a', clockings_blacklisted: 1 }, undefined, false],
    [{ id: 4, dn: 'a' }, undefined, false],
    [{ id: 4, dn: 'a', clockings_blacklisted: null }, undefined, false],
    [{ id: 4, dn: 'a', clockings_blacklisted: false }, 'welcome', false],
  ])('%j type %s → may edit %s', (raw, type, expected) => {
    const user = parsePageUser(raw);
    expect(user).not.toBeNull();
    expect(canEditOwnClockings(user!, type)).toBe(expected);
  });

  it('accepts the JSON text too', () => {
    expect(parsePageUser('{"id":4,"dn":"a","clockings_blacklisted":false}')).toEqual({ id: 4, dn: 'a', clockings_blacklisted: false });
  });

  it.each([null, 'abc', '{"id":', [], { dn: 'x' }, { id: 'abc' }, { id: -5 }, { id: 0 }, { id: 4, clockings_blacklisted: 'ja' }])(
    'rejects %j',
    (raw) => {
      expect(parsePageUser(raw)).toBeNull();
    },
  );
});

describe('form model', () => {
  const original = clocking();

  it('takes the values of a clocking', () => {
    expect(valuesFromClocking(original)).toEqual({
      von: '08:00',
      bis: '12:00',
      untilNow: false,
      type: 'regulär',
      comment: 'Vormittag',
      mobile: false,
    });
    expect(valuesFromClocking(clocking({ clock_out: null, type: 'geschäftlich unterwegs' }))).toMatchObject({
      bis: '',
      untilNow: true,
      mobile: true,
    });
  });

  it('forces mobile for "geschäftlich unterwegs"', () => {
    expect(forcesMobile('geschäftlich unterwegs')).toBe(true);
    expect(forcesMobile('regulär')).toBe(false);
    const built = buildClocking(
      { ...emptyClockingValues(), von: '09:00', bis: '10:00', comment: 'x', type: 'geschäftlich unterwegs', mobile: false },
      { date: DAY },
    );
    expect(built.ok && built.value.homeOffice).toBe(true);
  });

  it('an unchanged clocking keeps its seconds although the fields show minutes only (issue 24)', () => {
    const unchanged = buildClocking(valuesFromClocking(original), { date: DAY, original });
    expect(unchanged.ok && unchanged.value.clockIn).toBe(Date.UTC(2026, 10, 20, 7, 0, 15));
    expect(unchanged.ok && unchanged.value.clockOut).toBe(Date.UTC(2026, 10, 20, 11, 0, 45));
  });

  it('fills missing seconds from the original, else 00', () => {
    const edited = buildClocking({ ...valuesFromClocking(original), von: '09:00', bis: '10:00' }, { date: DAY, original });
    expect(edited).toEqual({
      ok: true,
      value: {
        clockIn: Date.UTC(2026, 10, 20, 8, 0, 15),
        clockOut: Date.UTC(2026, 10, 20, 9, 0, 45),
        comment: 'Vormittag',
        type: 'regulär',
        homeOffice: false,
      },
    });
    const added = buildClocking({ ...emptyClockingValues(), von: '09:00', bis: '10:00', comment: 'x' }, { date: DAY });
    expect(added.ok && added.value.clockIn).toBe(Date.UTC(2026, 10, 20, 8, 0, 0));
    expect(added.ok && added.value.clockOut).toBe(Date.UTC(2026, 10, 20, 9, 0, 0));
  });

  it('keeps given seconds', () => {
    const edited = buildClocking({ ...valuesFromClocking(original), von: '09:00:01' }, { date: DAY, original });
    expect(edited.ok && edited.value.clockIn).toBe(Date.UTC(2026, 10, 20, 8, 0, 1));
  });

  it('names every client rule in German', () => {
    const result = buildClocking({ von: '', bis: '', untilNow: false, type: 'regulär', comment: ' ', mobile: false }, { date: DAY });
    expect(result).toEqual({
      ok: false,
      errors: {
        von: ['Bitte eine Uhrzeit für Von angeben.'],
        bis: ['Bitte eine Uhrzeit für Bis angeben oder „bis Jetzt“ wählen.'],
        comment: ['Bitte einen Kommentar angeben.'],
      },
    });
    const junk = buildClocking({ ...emptyClockingValues(), von: '25:00', bis: 'abc', comment: 'x'.repeat(256) }, { date: DAY });
    expect(junk).toMatchObject({
      ok: false,
      errors: { von: ['Bitte eine gültige Uhrzeit angeben (HH:MM).'], bis: ['Bitte eine gültige Uhrzeit angeben (HH:MM).'] },
    });
    expect(!junk.ok && junk.errors.comment?.[0]).toMatch(/höchstens 255 Zeichen/);
  });

  it('bis before von: an error, or the next day when the original crossed midnight', () => {
    const plain = buildClocking({ ...valuesFromClocking(original), bis: '07:00:00' }, { date: DAY, original });
    expect(plain).toEqual({ ok: false, errors: { bis: ['Die Zeit Bis darf nicht kleiner sein als Von'] } });
    const night = clocking({ clock_in: `${DAY} 22:00:00`, clock_out: '2026-11-21 06:00:00' });
    const crossed = buildClocking(valuesFromClocking(night), { date: DAY, original: night });
    expect(crossed.ok && crossed.value.clockOut).toBe(Date.UTC(2026, 10, 21, 5, 0, 0));
    const sameDayNow = buildClocking({ ...valuesFromClocking(night), bis: '23:00:00' }, { date: DAY, original: night });
    expect(sameDayNow.ok && sameDayNow.value.clockOut).toBe(Date.UTC(2026, 10, 20, 22, 0, 0));
  });

  it('"bis Jetzt" sends null and ignores bis', () => {
    const result = buildClocking({ ...valuesFromClocking(original), untilNow: true, bis: 'junk' }, { date: DAY, original });
    expect(result.ok && result.value.clockOut).toBeNull();
  });

  it('ignores "bis Jetzt" where it is not offered (the add form on a past day)', () => {
    const values = { ...emptyClockingValues(), von: '09:00', untilNow: true, comment: 'x' };
    expect(buildClocking(values, { date: DAY, allowUntilNow: false })).toEqual({
      ok: false,
      errors: { bis: ['Bitte eine Uhrzeit für Bis angeben oder „bis Jetzt“ wählen.'] },
    });
    const today = buildClocking(values, { date: DAY });
    expect(today.ok && today.value.clockOut).toBeNull();
  });

  it("is the forms' zod schema: times out, the same German messages at their fields", () => {
    const schema = clockingFormSchema({ date: DAY, original });
    expect(schema.parse({ ...valuesFromClocking(original), von: '09:00' })).toMatchObject({
      clockIn: Date.UTC(2026, 10, 20, 8, 0, 15),
      comment: 'Vormittag',
    });
    const failed = schema.safeParse({ ...valuesFromClocking(original), bis: '07:00:00', comment: '' });
    expect(failed.success).toBe(false);
    expect(failed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['bis', 'Die Zeit Bis darf nicht kleiner sein als Von'],
      ['comment', 'Bitte einen Kommentar angeben.'],
    ]);
  });

  it('puts 422 errors at their fields, dot keys too, and leaves the rest for the banner', () => {
    const error = toApiError(
      new AxiosError('422', 'ERR_BAD_REQUEST', undefined, undefined, {
        status: 422,
        statusText: '',
        headers: {},
        config: { headers: new AxiosHeaders() },
        data: { message: 'Ungültig', errors: { 'clockOut.0': ['a'], 'payload.comment': ['b'], homeOffice: ['c'], 'other.x': ['d'] } },
      }),
    );
    const { fieldErrors, banner } = splitServerErrors(error, CLOCKING_SERVER_FIELDS);
    expect(fieldErrors).toEqual({ bis: ['a'], comment: ['b'], mobile: ['c'] });
    expect(banner.fieldErrors).toEqual({ 'other.x': ['d'] });
    expect(banner.message).toBe('Ungültig');
  });
});
