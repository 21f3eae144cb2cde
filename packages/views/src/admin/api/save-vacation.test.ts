import { LoginPageError, parseResponse } from '@stempeluhr/core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { saveVacationDay, saveVacationRequest, vacationValueSchema } from './save-vacation';
import { LOGIN_PAGE } from './test-answers';

const read = (data: unknown) => parseResponse(vacationValueSchema, data, 'vacation-day');

describe('POST /json/vacation-day/{id} and /json/vacation-request/{id}: "response is a value"', () => {
  it('the value as a number, a decimal string or {value}; an empty answer leaves it unknown (null)', () => {
    expect(read(2.5)).toBe(2.5);
    expect(read('0.50')).toBe(0.5);
    expect(read({ value: '3' })).toBe(3);
    expect(read('')).toBeNull();
    expect(read(null)).toBeNull();
  });

  it('sends the day and the request as objects and answers the value', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(route('/json/vacation-day/:id'), async ({ request }) => (bodies.push(await request.json()), HttpResponse.json('1.5'))),
      http.post(
        route('/json/vacation-request/:id'),
        async ({ request }) => (bodies.push(await request.json()), HttpResponse.json({ value: 2 })),
      ),
    );
    await expect(saveVacationDay({ userId: 4, day: { id: 11, type: 'Krank', visible: false } })).resolves.toBe(1.5);
    await expect(saveVacationRequest({ userId: 4, request: { id: 3, value: 2, days: [] } })).resolves.toBe(2);
    expect(bodies).toEqual([
      { id: 11, type: 'Krank', visible: false },
      { id: 3, value: 2, days: [] },
    ]);
  });

  it('the login page is an expired session', async () => {
    server.use(http.post(route('/json/vacation-day/:id'), LOGIN_PAGE));
    await expect(saveVacationDay({ userId: null, day: { id: 11, type: 'Urlaub', visible: true } })).rejects.toBeInstanceOf(LoginPageError);
  });
});
