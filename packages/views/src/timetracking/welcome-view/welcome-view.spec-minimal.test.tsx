// welcome-view against answers cut to what spec 01 names, the way Laravel sends them: the status as
// 0/1, the clockings with numeric strings, the week without a Soll; clock-in answered by an empty 200.
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderView } from '@test/render';
import { laravelDay, specClocking } from '../../domain/clocking/api/answers.fixtures';
import { WelcomeView } from './welcome-view';

// Waits for what a user would see (a loaded 2-core CI machine can take seconds), never a speed assertion.
const appear = { timeout: 10_000 };

function serveSpecMinimal() {
  const status = { rybAllowed: 1, rybVoted: 0, clockedIn: 0, businessTrip: 0 };
  const seen: string[] = [];
  server.use(
    http.get(route('/json/welcome/status'), () => {
      seen.push('status');
      return HttpResponse.json(status);
    }),
    http.get(route('/json/clockings'), () => {
      seen.push('clockings');
      return HttpResponse.json({
        clockings: { done: '14880', pending: '13920', required: '28800', items: [specClocking], week_overtime: '-900' },
        breaks: { done: '0', pending: '1800', required: '1800', items: [] },
      });
    }),
    http.get(route('/json/clocking/week-overview/:date'), () => {
      seen.push('week');
      return HttpResponse.json([laravelDay('2026-11-23')]);
    }),
    http.get(route('/json/clocking/in'), () => {
      status.clockedIn = 1;
      return new HttpResponse(null, { status: 200 });
    }),
  );
  return seen;
}

describe('welcome-view with spec-minimal answers', () => {
  it("shows the clock, today's clockings and the week; an empty 200 on clock-in is success and everything is read again", async () => {
    const seen = serveSpecMinimal();
    const { user } = renderView(<WelcomeView />);
    const clockIn = await screen.findByRole('button', { name: 'Einstempeln' }, appear);
    expect(within(screen.getByRole('table')).getByText('07:52')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /KW \d+/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();

    const before = { status: seen.filter((s) => s === 'status').length, clockings: seen.filter((s) => s === 'clockings').length };
    await user.click(clockIn);
    // Set at once (the answer says nothing), then status, today and the week are read again (700 ms later).
    expect(await screen.findByRole('button', { name: 'Ausstempeln' })).toBeInTheDocument();
    await waitFor(() => expect(seen.filter((s) => s === 'status').length).toBeGreaterThan(before.status), appear);
    await waitFor(() => expect(seen.filter((s) => s === 'clockings').length).toBeGreaterThan(before.clockings), appear);
    expect(screen.getByRole('button', { name: 'Ausstempeln' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
