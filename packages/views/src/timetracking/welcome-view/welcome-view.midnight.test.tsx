// Midnight on a desk where the welcome page stays open: the day and the week follow the clock.
import { act, screen } from '@testing-library/react';
import { notifyManager } from '@tanstack/react-query';
import { resetDb, server } from '@mocks/node';
import { renderView } from '@test/render';
import { DAY_CHECK_MS, WelcomeView } from './welcome-view';

beforeEach(() => {
  // Testing Library waits with the fake clock only when it sees a jest-like global.
  (globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
  notifyManager.setScheduler(queueMicrotask);
});

afterEach(() => {
  delete (globalThis as { jest?: unknown }).jest;
  notifyManager.setScheduler((callback) => setTimeout(callback, 0));
});

it('after midnight into Monday it reads today again and shows the new week', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-29T23:59:45+01:00') });
  // The emulated backend follows the same (fake) clock.
  resetDb({ now: () => new Date(), currentUserId: 4 });
  const todayReads: string[] = [];
  const log = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/json/clockings') todayReads.push(request.url);
  };
  server.events.on('request:start', log);
  onTestFinished(() => {
    server.events.removeListener('request:start', log);
  });

  renderView(<WelcomeView />, { fakeTimers: true });
  await act(() => vi.advanceTimersByTimeAsync(1500));
  expect(await screen.findByRole('heading', { name: /KW 48/ })).toBeInTheDocument();
  const readsBefore = todayReads.length;

  await act(() => vi.advanceTimersByTimeAsync(DAY_CHECK_MS));
  expect(await screen.findByRole('heading', { name: /KW 49 · 30\.11\./ })).toBeInTheDocument();
  expect(todayReads.length).toBeGreaterThan(readsBefore);
  expect(await screen.findByText(/Noch keine Buchungen heute\./)).toBeInTheDocument();
});
