import { TEST_NOW } from '@test/clock';
import { UnexpectedResponseError, parseResponse } from '@stempeluhr/core';
import { describe, expect, it } from 'vitest';
import { resetDb } from '@mocks/node';
import { getWorkedTime, workedTimeSchema } from './get-worked-time';

const read = (data: unknown) => parseResponse(workedTimeSchema, data, 'total-worked-time');

describe('total-worked-time', () => {
  it('the spec’s answer {minutes}', () => {
    expect(read({ minutes: 2400 })).toEqual({ minutes: 2400 });
  });

  it('Laravel variants: a numeric string, a decimal (whole minutes for the view), more keys', () => {
    expect(read({ minutes: '2400' }).minutes).toBe(2400);
    expect(read({ minutes: '1919.6', hours: 32 }).minutes).toBe(1920);
  });

  it('without minutes it is a contract error naming the field', () => {
    expect(() => read({ hours: 40 })).toThrow(new UnexpectedResponseError('total-worked-time', 'minutes'));
  });

  it('reads what the emulated backend sends', async () => {
    resetDb({ now: TEST_NOW, currentUserId: 4 });
    const { minutes } = await getWorkedTime({ userId: 4, start: '2026-11-16', end: '2026-11-20' });
    expect(minutes).toBeGreaterThan(0);
  });
});
