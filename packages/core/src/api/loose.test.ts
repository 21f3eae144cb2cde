import * as z from 'zod/mini';
import { assumed, berlinDate, berlinDateTime, looseBoolean, looseInt, looseList, looseNumber, looseText, resetFallbackLog } from './loose';
import { toneOfClass } from './tone';

describe('tolerant reading of Laravel answers', () => {
  it('reads booleans as true/false, 0/1 and "0"/"1", and refuses anything else', () => {
    expect([true, false, 1, 0, '1', '0'].map((v) => looseBoolean.parse(v))).toEqual([true, false, true, false, true, false]);
    expect(looseBoolean.safeParse(2).success).toBe(false);
    expect(looseBoolean.safeParse('ja').success).toBe(false);
  });

  it('reads numbers and numeric strings of a decimal column', () => {
    expect(looseNumber.parse('0.50')).toBe(0.5);
    expect(looseNumber.parse('-1800')).toBe(-1800);
    expect(looseNumber.parse(3)).toBe(3);
    expect(looseNumber.safeParse('acht').success).toBe(false);
    expect(looseInt.parse('17')).toBe(17);
    expect(looseInt.safeParse('1.5').success).toBe(false);
  });

  it('reads timestamps as Berlin wall time: wall time as it is, UTC and offsets converted', () => {
    expect(berlinDateTime.parse('2026-11-23 08:30:00')).toBe('2026-11-23 08:30:00');
    expect(berlinDateTime.parse('2026-11-23 08:30')).toBe('2026-11-23 08:30:00');
    expect(berlinDateTime.parse('2026-11-23T07:30:00.000000Z')).toBe('2026-11-23 08:30:00');
    expect(berlinDateTime.parse('2026-07-01T06:00:00Z')).toBe('2026-07-01 08:00:00');
    expect(berlinDateTime.parse('2026-11-23T02:30:00-05:00')).toBe('2026-11-23 08:30:00');
    expect(berlinDateTime.safeParse('gestern').success).toBe(false);
  });

  it('reads days as ISO dates, German dates, or the Berlin day of a timestamp', () => {
    expect(berlinDate.parse('2026-11-23')).toBe('2026-11-23');
    expect(berlinDate.parse('23.11.2026')).toBe('2026-11-23');
    expect(berlinDate.parse('Mo, 23.11.2026')).toBe('2026-11-23');
    expect(berlinDate.parse('Montag, 3.1.2026')).toBe('2026-01-03');
    // 23:30 UTC is already the next day in Berlin.
    expect(berlinDate.parse('2026-11-23T23:30:00.000000Z')).toBe('2026-11-24');
    expect(berlinDate.safeParse('bald').success).toBe(false);
  });

  it('reads empty columns as null and lists sent as objects or null', () => {
    expect(looseText.parse(null)).toBeNull();
    expect(looseText.parse(undefined)).toBeNull();
    expect(looseText.parse(5)).toBe('5');
    expect(looseList(looseInt).parse({ 0: 1, 2: '3' })).toEqual([1, 3]);
    expect(looseList(looseInt).parse(null)).toEqual([]);
  });

  it('takes an assumed field’s fallback when it is missing or null, and says so once', () => {
    resetFallbackLog();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const schema = z.looseObject({ required: assumed(looseNumber, undefined, 'Day.required', 'Soll aus total − overtime berechnet') });
    expect(schema.parse({}).required).toBeUndefined();
    expect(schema.parse({ required: null }).required).toBeUndefined();
    expect(schema.parse({ required: '28800' }).required).toBe(28800);
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0][0]).toContain('Day.required');
  });

  it('maps Bootstrap 4 and 5 badge classes onto one tone', () => {
    expect(toneOfClass('badge badge-success')).toBe('success');
    expect(toneOfClass('text-bg-danger')).toBe('danger');
    expect(toneOfClass('badge bg-warning text-dark')).toBe('warning');
    expect(toneOfClass('fancy')).toBe('secondary');
    expect(toneOfClass(null)).toBe('secondary');
  });
});
