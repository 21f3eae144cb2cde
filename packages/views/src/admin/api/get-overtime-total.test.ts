import { UnexpectedResponseError } from '@stempeluhr/core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { getOvertimeTotal } from './get-overtime-total';

const answering = (body: number | string | Record<string, string>) =>
  server.use(http.get(route('/admin/overtime/:userId/total'), () => HttpResponse.json(body)));

describe('GET /admin/overtime/{userId}/total: a number of seconds', () => {
  it('a number, or a decimal column as a string', async () => {
    answering(-5400);
    await expect(getOvertimeTotal(4)).resolves.toBe(-5400);
    answering('12600.00');
    await expect(getOvertimeTotal(4)).resolves.toBe(12600);
  });

  it('anything else is a drifted answer', async () => {
    answering({ total: 'viel' });
    await expect(getOvertimeTotal(4)).rejects.toBeInstanceOf(UnexpectedResponseError);
  });
});
