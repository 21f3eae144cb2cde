import { LoginPageError, toApiError, type WorkingHourForm } from '@stempeluhr/core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { saveWorkingHours } from './save-working-hours';
import { LOGIN_PAGE, NOT_SHOWN_ANSWERS } from './test-answers';

const form = { id: '', monday: '08:00', week_hours: '0', valid_from: '2026-W49' } as WorkingHourForm;
const PATH = '/admin/working-hours/:userId';

describe('POST /admin/working-hours/{userId} (error response {errors: list})', () => {
  it.each(NOT_SHOWN_ANSWERS)('%s without errors is success; sent form-encoded', async (_name, answer) => {
    const bodies: string[] = [];
    server.use(http.post(route(PATH), async ({ request }) => (bodies.push(await request.text()), answer())));
    await expect(saveWorkingHours({ userId: 4, form })).resolves.toBeUndefined();
    expect(new URLSearchParams(bodies[0]).get('valid_from')).toBe('2026-W49');
  });

  it('a 200 with an empty errors list is success', async () => {
    server.use(http.post(route(PATH), () => HttpResponse.json({ errors: [] })));
    await expect(saveWorkingHours({ userId: 4, form })).resolves.toBeUndefined();
  });

  it('a 200 with a non-empty errors list is a failure that carries the list', async () => {
    server.use(
      http.post(route(PATH), () => HttpResponse.json({ errors: ['Gültig ab muss in der Zukunft liegen.', 'Urlaubstage fehlen.'] })),
    );
    const failure = await saveWorkingHours({ userId: 4, form }).catch((e: unknown) => e);
    expect(toApiError(failure)).toMatchObject({
      kind: 'validation',
      messages: ['Gültig ab muss in der Zukunft liegen.', 'Urlaubstage fehlen.'],
    });
  });

  it("a 422 with Laravel's errors object is the same list", async () => {
    server.use(
      http.post(route(PATH), () => HttpResponse.json({ message: 'x', errors: { weekdays: ['Tage/Woche fehlt.'] } }, { status: 422 })),
    );
    const failure = await saveWorkingHours({ userId: 4, form }).catch((e: unknown) => e);
    expect(Object.values(toApiError(failure).fieldErrors).flat()).toEqual(['Tage/Woche fehlt.']);
  });

  it('the login page is an expired session', async () => {
    server.use(http.post(route(PATH), LOGIN_PAGE));
    await expect(saveWorkingHours({ userId: 4, form })).rejects.toBeInstanceOf(LoginPageError);
  });
});
