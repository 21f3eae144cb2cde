// One state across tabs and devices (issue 8): the welcome view reads the clock status and today's
// clockings again when the tab becomes visible or regains focus, and when another tab says it clocked.
import { act, screen, waitFor } from '@testing-library/react';
import { resetDb, server } from '@mocks/node';
import { renderView } from '@test/render';
import { NOW } from './welcome-view.fixtures';
import { TAB_CHANNEL } from './tab-sync';
import { WelcomeView } from './welcome-view';

// Every await that is not a Testing Library query sits in act(): the view ticks once a second with real
// timers here, and a tick outside act() is a console error that fails the test.
// Generous: under a loaded CI machine the first render and the mock answers can take seconds.
const appear = { timeout: 10_000 };

function reads() {
  const seen: string[] = [];
  const log = ({ request }: { request: Request }) => {
    if (request.method === 'GET') seen.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', log);
  onTestFinished(() => void server.events.removeListener('request:start', log));
  return (path: string) => seen.filter((p) => p === path).length;
}

/** The other tab: clocks out on the backend directly and says so on the channel. */
async function clockOutElsewhere() {
  const response = await fetch('http://localhost:3000/json/clocking/out', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(response.status).toBe(200);
}

beforeEach(() => resetDb({ now: NOW, currentUserId: 4 }));

it('clocked out in another tab: a message on the channel shows "Einstempeln" at once, one read each', async () => {
  const count = reads();
  renderView(<WelcomeView />);
  await screen.findByRole('button', { name: 'Ausstempeln' }, appear);
  // The first reads must all have started before counting, or a late one is counted as the reaction.
  await waitFor(() => expect(count('/json/clockings')).toBeGreaterThan(0), appear);
  await act(() => clockOutElsewhere());
  const other = new BroadcastChannel(TAB_CHANNEL);
  onTestFinished(() => other.close());
  const before = { status: count('/json/welcome/status'), clockings: count('/json/clockings') };
  other.postMessage({ type: 'clockings-changed' });
  await screen.findByRole('button', { name: 'Einstempeln' }, appear);
  // In act: the view's one-second tick may land in this pause.
  await act(() => new Promise((r) => setTimeout(r, 50)));
  expect(count('/json/welcome/status') - before.status).toBe(1);
  expect(count('/json/clockings') - before.clockings).toBe(1);
});

it('clocked out on the phone: the tab becoming visible or the window regaining focus reads again', async () => {
  const count = reads();
  renderView(<WelcomeView />);
  await screen.findByRole('button', { name: 'Ausstempeln' }, appear);
  await act(() => clockOutElsewhere());
  const before = count('/json/welcome/status');
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
  });
  await screen.findByRole('button', { name: 'Einstempeln' }, appear);
  // In act: the view's one-second tick may land in this pause.
  await act(() => new Promise((r) => setTimeout(r, 50)));
  // Visible and focus together: one read, not two.
  expect(count('/json/welcome/status') - before).toBe(1);
});

it('clocking out here tells the other tabs', async () => {
  const heard: unknown[] = [];
  const other = new BroadcastChannel(TAB_CHANNEL);
  other.onmessage = (event) => heard.push(event.data);
  onTestFinished(() => other.close());
  const { user } = renderView(<WelcomeView />);
  await user.click(await screen.findByRole('button', { name: 'Ausstempeln' }, appear));
  await screen.findByRole('button', { name: 'Einstempeln' }, appear);
  await waitFor(() => expect(heard).toEqual([{ type: 'clockings-changed' }]), appear);
});
