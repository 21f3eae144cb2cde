// week-overview against answers cut to what spec 01 names, sent the way Laravel sends them: no Soll,
// no holiday name, no week_overtime; German dates, 0/1 flags, numeric strings, UTC timestamps.
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contracted, renderView } from '@test/render';
import { laravelDay, specDay } from '../../domain/clocking/api/answers.fixtures';
import { WeekOverview as View, weekOverviewTag } from './index';

const WeekOverview = contracted(View, weekOverviewTag);
const dayRows = () => screen.getAllByRole('button', { name: /^(Mo|Di|Mi|Do|Fr|Sa|So), / });
const days = (monday: number, n: number) => Array.from({ length: n }, (_, i) => `2026-11-${String(monday + i).padStart(2, '0')}`);

describe('week-overview with spec-minimal answers', () => {
  it('own week: the days show; the derived Soll is said in one muted line, no alert', async () => {
    server.use(http.get(route('/json/clocking/week-overview/:date'), () => HttpResponse.json(days(23, 7).map((d) => laravelDay(d)))));
    renderView(<WeekOverview date="2026-11-23" />);
    await waitFor(() => expect(dayRows()).toHaveLength(7));
    expect(dayRows()[0]).toHaveTextContent('7:45');
    expect(screen.getByText(/Soll in den Exporten berechnet/)).toHaveAttribute('title', 'berechnet');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("team week: statement and the week's overtime from its days, marked „berechnet“", async () => {
    server.use(
      http.get(route('/json/team/clocking/week-overview'), () =>
        HttpResponse.json({ clockings: days(23, 7).map((d) => specDay(d, { overtime: '600' })), statement: 'Woche offen' }),
      ),
    );
    renderView(<WeekOverview mode="weekly" dn="max.mueller" year={2026} week={48} />);
    expect(await screen.findByRole('heading', { name: 'Woche offen' })).toBeInTheDocument();
    const line = screen.getByText(/Überstunden dieser Woche/);
    expect(line).toHaveTextContent('Überstunden dieser Woche: +1:10 (berechnet)');
    expect(screen.getByText('+1:10')).toHaveAttribute('title', 'berechnet aus den Überstunden der Tage');
    expect(dayRows()).toHaveLength(7);
    expect(screen.queryByText(/Der Server zeigt/)).toBeNull();
  });

  it("team week: a server that answers another week than asked for is labelled as the server's current week", async () => {
    server.use(
      http.get(route('/json/team/clocking/week-overview'), () =>
        HttpResponse.json({ clockings: days(23, 7).map((d) => specDay(d)), statement: '' }),
      ),
    );
    renderView(<WeekOverview mode="weekly" dn="max.mueller" year={2026} week={45} />);
    expect(
      await screen.findByText('Der Server zeigt KW 48 (aktuelle Woche): die gewählte Woche hat er nicht geliefert.'),
    ).toBeInTheDocument();
  });

  it('monthly and periodic: the days show', async () => {
    server.use(
      http.get(route('/clocking/monthly'), () => HttpResponse.json({ days: { 0: laravelDay('2026-11-02'), 1: laravelDay('2026-11-03') } })),
      http.get(route('/clocking/period'), () => HttpResponse.json({ days: [specDay('2026-11-02')] })),
    );
    const { unmount } = renderView(<WeekOverview mode="monthly" year={2026} month={11} />);
    await waitFor(() => expect(dayRows()).toHaveLength(2));
    unmount();
    renderView(<WeekOverview mode="periodic" from="2026-11-02" to="2026-11-15" />);
    await waitFor(() => expect(dayRows()).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
