// The team view's add and change (create-/update-team-clocking.ts): the answer is not shown in the
// specification, so any 2xx is a saved clocking; a refusal comes back as a German failure.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { renderView } from '@test/render';
import { useCreateTeamClocking } from './create-team-clocking';
import { useUpdateTeamClocking } from './update-team-clocking';

const times = { clockIn: 1763881200000, clockOut: 1763884800000, comment: 'nachgetragen', type: 'regulär' as const, homeOffice: false };

function Writes() {
  const [text, setText] = useState('');
  const create = useCreateTeamClocking({ onSuccess: () => setText('angelegt'), onError: (e) => setText(e.message) });
  const update = useUpdateTeamClocking({ onSuccess: () => setText('geändert'), onError: (e) => setText(e.message) });
  return (
    <>
      <button onClick={() => void create.run({ payload: { userId: 5, ...times, addedFromUser: false } })}>Anlegen</button>
      <button onClick={() => void update.run({ userId: 5, payload: { id: 12, ...times } })}>Ändern</button>
      <p>{text}</p>
    </>
  );
}

describe('team clocking create and update', () => {
  it.each([
    ['an empty 200', () => new HttpResponse(null, { status: 200 })],
    ['a text', () => HttpResponse.text('ok')],
    ['JSON', () => HttpResponse.json({ id: '99' })],
  ])('%s is success for both', async (_name, answer) => {
    server.use(
      http.post(route('/clocking/user/create'), () => answer()),
      http.post(route('/clocking/user/update'), () => answer()),
    );
    const { user } = renderView(<Writes />);
    await user.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(await screen.findByText('angelegt')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ändern' }));
    expect(await screen.findByText('geändert')).toBeInTheDocument();
  });

  it('a refusal (403) shows the server’s German reason', async () => {
    server.use(
      http.post(route('/clocking/user/create'), () =>
        HttpResponse.json({ message: 'Sie dürfen diese Buchung nicht ändern.' }, { status: 403 }),
      ),
    );
    const { user } = renderView(<Writes />);
    await user.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(await screen.findByText('Sie dürfen diese Buchung nicht ändern.')).toBeInTheDocument();
  });
});
