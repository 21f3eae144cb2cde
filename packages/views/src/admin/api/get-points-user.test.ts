import { parseResponse } from '@stempeluhr/core';
import { describe, expect, it } from 'vitest';
import { pointsResponseSchema } from './get-points-user';

const read = (data: unknown) => parseResponse(pointsResponseSchema, data, 'admin/points/user');

describe('GET /json/admin/points/user/{id}: sumPoints + userPoints', () => {
  it('the spec-minimal answer', () => {
    expect(
      read({ sumPoints: 5, userPoints: [{ id: 1, points: 5, comment: 'Rufbereitschaft', created_at: '2026-11-20 10:00:00' }] }),
    ).toEqual({
      sumPoints: 5,
      userPoints: [{ id: 1, points: 5, comment: 'Rufbereitschaft', created_at: '2026-11-20 10:00:00' }],
    });
  });

  it('Laravel values: numbers as strings, created_at as a UTC model timestamp (Berlin time), comment null', () => {
    expect(
      read({ sumPoints: '-3', userPoints: { 0: { id: '9', points: '-3', comment: null, created_at: '2026-11-23T07:30:00.000000Z' } } }),
    ).toEqual({
      sumPoints: -3,
      userPoints: [{ id: 9, points: -3, comment: '', created_at: '2026-11-23 08:30:00' }],
    });
  });
});
