import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contracted, renderView } from '@test/render';
import { WeekOverview as View, weekOverviewTag } from './index';
import { day, week } from './week-overview.fixtures';

const WeekOverview = contracted(View, weekOverviewTag);

describe('WeekOverview: the balance chart of a period', () => {
  it('periodic: a bar per week with the period’s sum in its name, the figures as a table', async () => {
    server.use(
      http.get(route('/clocking/period'), () =>
        HttpResponse.json({
          days: [
            ...week('2026-11-02', [{ overtime: 3600 }, { overtime: 1800 }]), // KW 45: +1:30 and five days of +0:15
            ...week('2026-11-09', [{ overtime: -7200 }, {}, {}, {}, {}, { overtime: 0 }, { overtime: 0 }]), // KW 46: −2:00 + 4 × 0:15
          ],
        }),
      ),
    );
    const { user } = renderView(<WeekOverview mode="periodic" from="2026-11-02" to="2026-11-15" />);
    // KW 45: 3600 + 1800 + 5 × 900 = 2:45; KW 46: −7200 + 4 × 900 = −1:00.
    expect(await screen.findByRole('img', { name: 'Überstunden je Woche, KW 45/2026 bis KW 46/2026: Summe +1:45' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Als Tabelle anzeigen' }));
    const table = screen.getByRole('table', { name: 'Überstunden je Woche' });
    expect(within(table).getByRole('row', { name: 'KW 45/2026 +2:45' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'KW 46/2026 −1:00' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Summe +1:45' })).toBeInTheDocument();
  });

  it('periodic over more than 16 weeks: by month', async () => {
    server.use(http.get(route('/clocking/period'), () => HttpResponse.json({ days: [day('2026-03-02', { overtime: -900 })] })));
    renderView(<WeekOverview mode="periodic" from="2026-01-01" to="2026-06-30" />);
    expect(await screen.findByRole('img', { name: 'Überstunden je Monat, Januar 2026 bis Juni 2026: Summe −0:15' })).toBeInTheDocument();
  });

  it('an empty period shows no chart', async () => {
    server.use(http.get(route('/clocking/period'), () => HttpResponse.json({ days: [] })));
    renderView(<WeekOverview mode="periodic" from="2026-11-02" to="2026-11-08" />);
    expect(await screen.findByText('Keine Tage in diesem Zeitraum.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('the week mode shows no chart', async () => {
    server.use(http.get(route('/json/clocking/week-overview/:date'), () => HttpResponse.json(week('2026-11-23'))));
    renderView(<WeekOverview mode="week" date="2026-11-23" />);
    expect(await screen.findByText('Mo, 23.11.2026')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
