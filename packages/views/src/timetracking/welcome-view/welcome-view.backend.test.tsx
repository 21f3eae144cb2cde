// The welcome view against the emulated backend itself (mocks/timetracking/handlers.ts), real timers,
// with the real week overview below: the whole day of an employee, end to end.
import { screen, waitFor, within } from '@testing-library/react';
import { resetDb, server } from '@mocks/node';
import { renderView } from '@test/render';
import { NOW } from './welcome-view.fixtures';
import { WelcomeView } from './welcome-view';

// Waits for what a user would see (a loaded 2-core CI machine can take seconds), never a speed assertion.
const appear = { timeout: 10_000 };

function countRequests(path: string) {
  const seen: string[] = [];
  const log = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === path) seen.push(request.method);
  };
  server.events.on('request:start', log);
  onTestFinished(() => {
    server.events.removeListener('request:start', log);
  });
  return () => seen.length;
}

describe('welcome-view against the emulated backend', () => {
  it('Max Müller (4) at 09:30: clocked in (mobil) since 07:52; clocks out and in again', async () => {
    resetDb({ now: NOW, currentUserId: 4 });
    const clockings = countRequests('/json/clockings');
    const { user } = renderView(<WelcomeView />);
    const out = await screen.findByRole('button', { name: 'Ausstempeln' }, appear);
    expect(screen.getByTestId('clock-state')).toHaveTextContent('Eingestempelt seit 07:52');
    expect(within(screen.getByRole('table')).getByText('läuft')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jetzt bewerten' })).toBeEnabled();
    // The week overview of the colleague's view sits below.
    expect(await screen.findByRole('heading', { name: /KW \d+/ }, appear)).toBeInTheDocument();

    await user.click(out);
    await screen.findByRole('button', { name: 'Einstempeln' }, appear);
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('läuft')).toBeNull(), appear);
    expect(clockings()).toBe(2);

    await user.click(screen.getByRole('checkbox', { name: 'mobil / Homeoffice' }));
    await user.click(screen.getByRole('button', { name: 'Einstempeln' }));
    await screen.findByRole('button', { name: 'Ausstempeln' }, appear);
    await waitFor(() => expect(clockings()).toBe(3), appear);
  });

  it('a short business trip: the backend asks for a comment; start and finish', async () => {
    resetDb({ now: NOW, currentUserId: 4 });
    const { user } = renderView(<WelcomeView />);
    const start = await screen.findByRole('button', { name: 'Dienstreise starten' }, appear);
    await user.click(start);
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte einen Kommentar für die Dienstreise angeben.');
    await user.type(screen.getByRole('textbox', { name: 'Kommentar' }), 'Kundentermin in Köln');
    await user.click(start);
    await screen.findByText('Dienstreise läuft', undefined, appear);
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(within(screen.getByRole('table')).getByText('geschäftlich unterwegs')).toBeInTheDocument(), appear);
    await user.click(screen.getByRole('button', { name: 'Dienstreise beenden' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Kommentar' })).toHaveValue(''), appear);
    expect(screen.queryByText('Dienstreise läuft')).toBeNull();
    // A trip is a clocking of its own: finishing it clocks out.
    expect(screen.getByRole('button', { name: 'Einstempeln' })).toBeInTheDocument();
  });

  it('Laura Fischer (8) may not rate; Anna Berger (5) has rated', async () => {
    resetDb({ now: NOW, currentUserId: 8 });
    const { unmount: unmountFirst } = renderView(<WelcomeView />);
    expect(await screen.findByText('Die Bewertung ist derzeit nicht freigeschaltet.', undefined, appear)).toBeInTheDocument();
    unmountFirst();
    resetDb({ now: NOW, currentUserId: 5 });
    renderView(<WelcomeView />);
    expect(await screen.findByRole('button', { name: 'Bereits bewertet ✓' }, appear)).toBeDisabled();
  });
});
