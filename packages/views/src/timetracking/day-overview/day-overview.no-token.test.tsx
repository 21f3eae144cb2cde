// A page without <meta name="csrf-token">: reading works, a write says clearly why it cannot be sent.
import { TEST_NOW } from '@test/clock';
import { screen, within } from '@testing-library/react';
import { resetApiClient } from '@stempeluhr/core';
import { resetDb, server } from '@mocks/node';
import { expectConsole } from '@test/console-guard';
import { renderView } from '@test/render';
import { DayOverview } from './day-overview';

it('without the page token the day still shows, and saving an edit explains itself without a request', async () => {
  document.head.innerHTML = '';
  resetApiClient();
  expectConsole('error', /CSRF token not found/);
  resetDb({ now: TEST_NOW });
  const writes: string[] = [];
  const log = ({ request }: { request: Request }) => {
    if (request.method !== 'GET') writes.push(request.url);
  };
  server.events.on('request:start', log);
  onTestFinished(() => {
    server.events.removeListener('request:start', log);
  });

  const { user } = renderView(<DayOverview user={{ id: 4, dn: 'max.mueller', clockings_blacklisted: false }} date="2026-11-17" />);
  const edit = (await screen.findAllByRole('button', { name: 'Eintrag ändern' }, { timeout: 4000 }))[0];
  await user.click(edit);
  const dialog = await screen.findByRole('dialog', { name: 'Eintrag ändern' });
  await user.type(within(dialog).getByLabelText('Kommentar'), 'Korrektur');
  await user.click(within(dialog).getByRole('button', { name: 'Änderungen speichern' }));
  expect(await within(dialog).findByText(/CSRF-Token/)).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Kommentar')).toHaveValue('Korrektur');
  expect(writes).toEqual([]);
});
