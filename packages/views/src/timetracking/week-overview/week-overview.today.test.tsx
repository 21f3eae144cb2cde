import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contracted, renderView } from '@test/render';
import { WeekOverview as View, weekOverviewTag } from './index';
import { clocking, week } from './week-overview.fixtures';

const WeekOverview = contracted(View, weekOverviewTag);

const row = (name: RegExp) => screen.getByRole('button', { name });

/**
 * Wednesday 25.11.2026, 16:57: Monday and Tuesday are done (−0:29, +0:07), today runs with 8:57 h of
 * an 8:00 h Soll (the card says „Heute +0:57“), Thursday to Sunday are to come.
 */
function serveWeek({ withSoll = true } = {}) {
  const days = week('2026-11-23', [
    { total: 7.5 * 3600 - 60 * 29 + 1800, required: 7.5 * 3600, overtime: -29 * 60 },
    { total: 7.5 * 3600 + 7 * 60, required: 7.5 * 3600, overtime: 7 * 60 },
    {
      total: 8 * 3600 + 57 * 60,
      required: 8 * 3600,
      overtime: 0,
      is_done: false,
      clockings: [clocking({ clock_in: '2026-11-25 08:00:00', clock_out: null, clock_out_formatted: null, time: 8 * 3600 + 57 * 60 })],
    },
    ...[3, 4, 5, 6].map(() => ({ total: 0, overtime: 0, is_done: false, futureDay: true })),
  ]);
  if (!withSoll) for (const d of days) delete (d as { required?: number }).required;
  server.use(http.get(route('/json/clocking/week-overview/:date'), () => HttpResponse.json(days)));
}

describe('week-overview: today’s row says why it is red, and the figures agree (issue 24 point 2)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T16:57:00+01:00'));
  });

  it('today keeps the spec’s red but shows „heute“, „läuft“ and the provisional balance the clock card shows', async () => {
    serveWeek();
    renderView(<WeekOverview mode="week" date="2026-11-25" />);
    await waitFor(() => expect(row(/^Mi, 25\.11\.2026/)).toBeInTheDocument());
    const today = row(/^Mi, 25\.11\.2026/);
    expect(today.closest('li')).toHaveClass('list-group-item-danger');
    expect(within(today).getByText('heute')).toBeInTheDocument();
    expect(within(today).getByText('läuft')).toBeInTheDocument();
    expect(today).toHaveTextContent('8:57 h Überstunden(+0:57 vorläufig)');
    expect(today).not.toHaveTextContent('±0:00');
    // Other days: no marker, their booked balance.
    expect(within(row(/^Mo, 23\.11\.2026/)).queryByText('heute')).not.toBeInTheDocument();
    expect(row(/^Mo, 23\.11\.2026/)).toHaveTextContent('(−0:29)');
  });

  it('the Summe counts the same days in hours and balance: today is left out of both while it runs, and says so', async () => {
    serveWeek();
    renderView(<WeekOverview mode="week" date="2026-11-25" />);
    const sum = (await screen.findByText('Summe')).closest('li') as HTMLElement;
    // Mo 7:31 h + Di 7:37 h = 15:08 h; −0:29 + 0:07 = −0:22 (the card's „Woche“).
    expect(sum).toHaveTextContent('Summe ohne heute (läuft noch)');
    expect(sum).toHaveTextContent('15:08 h Überstunden(−0:22)');
  });

  it('a one-line legend names the colours the list shows', async () => {
    serveWeek();
    renderView(<WeekOverview mode="week" date="2026-11-25" />);
    const legend = await screen.findByTestId('day-tone-legend');
    expect(legend).toHaveTextContent(
      'Farben: grün = abgeschlossen · rot = nicht abgeschlossen (auch heute, solange der Tag läuft) · grau = kommend',
    );
    expect(legend).not.toHaveTextContent('gelb');
  });

  it('without a Soll from the server the row says the balance comes at the day’s end instead of a made-up figure', async () => {
    serveWeek({ withSoll: false });
    renderView(<WeekOverview mode="week" date="2026-11-25" />);
    await waitFor(() => expect(row(/^Mi, 25\.11\.2026/)).toHaveTextContent('(Saldo ab Tagesende)'));
  });

  it('once today is done its row is green with its booked balance and counts in the Summe', async () => {
    const days = week('2026-11-23', [{}, {}, { total: 8 * 3600 + 57 * 60, required: 8 * 3600, overtime: 57 * 60, is_done: true }]);
    server.use(http.get(route('/json/clocking/week-overview/:date'), () => HttpResponse.json(days)));
    renderView(<WeekOverview mode="week" date="2026-11-25" />);
    await waitFor(() => expect(row(/^Mi, 25\.11\.2026/)).toHaveTextContent('(+0:57)'));
    expect(within(row(/^Mi, 25\.11\.2026/)).queryByText('läuft')).not.toBeInTheDocument();
    expect(screen.getByText('Summe').closest('li')).not.toHaveTextContent('ohne heute');
  });
});

describe('week-overview: the period shown once, and why „Heute“ is off (issue 24 review minors)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T16:57:00+01:00'));
  });

  it('the heading reads „Woche“ (the picker below shows the period) and keeps the period as its name', async () => {
    serveWeek();
    renderView(<WeekOverview mode="week" date="2026-11-25" />);
    const heading = screen.getByRole('heading', { name: 'KW 48 · 23.11.–29.11.2026' });
    expect(within(heading).getByText('Woche')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Woche KW 48 · 23.11.–29.11.2026' })).toBeInTheDocument();
    expect(document.querySelector('.stempeluhr-print-header')).toHaveTextContent('Arbeitszeiten · Woche · KW 48 · 23.11.–29.11.2026');
  });

  it('„Heute“ is off in the current week and says so', async () => {
    serveWeek();
    renderView(<WeekOverview mode="week" date="2026-11-25" />);
    const today = screen.getByRole('button', { name: 'Heute' });
    expect(today).toBeDisabled();
    expect(today).toHaveAttribute('title', 'Die aktuelle Woche wird angezeigt');
  });
});
