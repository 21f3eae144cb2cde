// Issue 23 point 1: a shift across midnight is running, not forgotten. In at 22:00, page opened at
// 01:30: one click clocks out, and the clocking stays on the day it began.
import type { Clocking, Day } from '@stempeluhr/core';
import { route } from '@mocks/http/route';
import { server } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderView } from '@test/render';
import { clocking, day, installBackend } from './welcome-view.fixtures';
import { WelcomeView } from './welcome-view';
import { day as weekOverviewDay } from '../week-overview/week-overview.fixtures';

const WAIT = { timeout: 5000 };
const KW48 = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];

function weekDay(date: string, clockings: Clocking[]): Day {
  const total = clockings.reduce((s, c) => s + c.time, 0);
  return weekOverviewDay(date, {
    day: 'Tag',
    total,
    required: 8 * 3600,
    overtime: 0,
    is_done: false,
    futureDay: date > '2026-11-25',
    clockings,
  });
}

/** A week whose Tuesday holds one open clocking begun at `clockIn`; the clock-out closes it where it is. */
function installShift(clockIn: string) {
  let tuesday = [clocking({ clock_in: clockIn, clock_out: null, time: 0 })];
  const fake = installBackend({
    status: { clockedIn: true },
    day: day({ items: [] }),
    override: {
      '/json/clocking/out': () => {
        tuesday = tuesday.map((c) => ({ ...c, clock_out: '2026-11-25 01:30:00', clock_out_formatted: '01:30:00', time: 12600 }));
        fake.status = { ...fake.status, clockedIn: false };
        return HttpResponse.json({});
      },
    },
  });
  server.use(
    http.get(route('/json/clocking/week-overview/:date'), () =>
      HttpResponse.json(KW48.map((date) => weekDay(date, date === '2026-11-24' ? tuesday : []))),
    ),
  );
  return { fake, tuesday: () => tuesday };
}

function openAt(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(iso));
  return renderView(<WelcomeView />);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('welcome-view: a night shift across midnight', () => {
  it('clocks out with one click at 01:30, names the running shift, and keeps the clocking on the day it began', async () => {
    const { fake, tuesday } = installShift('2026-11-24 22:00:00');
    const { user } = openAt('2026-11-25T01:30:00+01:00');
    const button = await screen.findByRole('button', { name: 'Ausstempeln' }, WAIT);
    expect(button).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Wann sind Sie gegangen?' })).not.toBeInTheDocument();
    expect(screen.getByTestId('clock-state')).toHaveTextContent('Eingestempelt seit 22:00 (24.11.2026)');
    const today = screen.getByRole('region', { name: 'Heute' });
    expect(within(today).queryByText(/Noch keine Buchungen heute/)).not.toBeInTheDocument();
    expect(
      within(today).getByText('Ihre Schicht vom Di, 24.11.2026 läuft seit 22:00 und zählt zu diesem Tag. „Ausstempeln“ beendet sie.'),
    ).toBeVisible();

    await user.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Einstempeln' })).toBeEnabled(), WAIT);
    expect(fake.count('/json/clocking/out')).toBe(1);
    // Nothing is booked on the shift's day by the client (no update with an end at 23:59).
    expect(fake.requests.filter((r) => r.startsWith('POST'))).toEqual([]);
    expect(tuesday()[0]).toMatchObject({ clock_in: '2026-11-24 22:00:00', clock_out: '2026-11-25 01:30:00' });
    await waitFor(() => expect(screen.queryByTestId('overnight')).not.toBeInTheDocument(), WAIT);
  });

  it('asks for the end of a clocking begun more than 12 hours ago (§ 3 ArbZG plus margin)', async () => {
    installShift('2026-11-24 13:00:00');
    openAt('2026-11-25T01:30:00+01:00');
    expect(await screen.findByRole('region', { name: 'Wann sind Sie gegangen?' }, WAIT)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ausstempeln' })).toBeDisabled();
  });
});
