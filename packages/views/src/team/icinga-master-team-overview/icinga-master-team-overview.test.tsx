import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { resetDb, server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { contracted, renderView } from '@test/render';
import { IcingaMasterTeamOverview as View } from './icinga-master-team-overview';
import { icingaMasterTeamOverviewTag } from './icinga-master-team-overview.tag';
import { TEST_NOW, useTestClock } from '@test/clock';
import { recordRequests } from '@test/requests';

const IcingaMasterTeamOverview = contracted(View, icingaMasterTeamOverviewTag);

/** Monday 23.11.2026 09:30 Berlin. */
const NOW = TEST_NOW;
// Waits for what a user would see (a loaded 2-core CI machine can take seconds), never a speed assertion.
const appear = { timeout: 10_000 };

beforeEach(() => {
  useTestClock(NOW, { currentUserId: 10 });
});

describe('icinga-master-team-overview', () => {
  it("shows the week's attendance: members against weekdays and weekend days, one person on duty per weekday", async () => {
    const seen = recordRequests();
    renderView(<IcingaMasterTeamOverview date="2026-11-18" />);
    const table = await screen.findByRole('table', { name: 'Anwesenheit KW 47' }, appear);
    expect(screen.getByRole('heading', { name: 'Anwesenheit Icinga-Master' })).toBeInTheDocument();
    expect(seen[0].path).toBe('/icingamaster/team/icinga-master');
    expect(seen[0].search).toBe('?date=2026-11-16');
    expect(within(table).getByRole('columnheader', { name: 'Werktage' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Wochenende' })).toBeInTheDocument();
    const dayHeaders = within(table)
      .getAllByRole('columnheader')
      .slice(2)
      .map((h) => h.textContent);
    expect(dayHeaders).toEqual(['Mo16.11.', 'Di17.11.', 'Mi18.11.', 'Do19.11.', 'Fr20.11.', 'Sa21.11.', 'So22.11.']);
    const body = within(table).getAllByRole('rowgroup')[1];
    const members = within(body).getAllByRole('row');
    expect(members.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Anna Berger', 'Mehmet Yılmaz', 'Sophie Klein']);
    // Exactly one person per weekday.
    for (let day = 1; day <= 5; day++) {
      const onDuty = members.filter((r) => within(r).getAllByRole('cell')[day - 1].textContent === 'Dienst');
      expect(onDuty).toHaveLength(1);
    }
  });

  it("names the days of the answer on Berlin's calendar, whatever zone the browser is in", async () => {
    // The week of Monday 23.11.2026: each timestamp is 00:00 Berlin (23:00 UTC the evening before),
    // which is still the previous evening in New York and already morning in Tokyo.
    const midnights = Array.from({ length: 7 }, (_, i) => Date.parse('2026-11-22T23:00:00Z') / 1000 + i * 86_400);
    server.use(
      http.get(route('/icingamaster/team/:group'), () =>
        HttpResponse.json({
          week: { year: 2026, week: 48 },
          weekDayTimestamps: midnights.slice(0, 5),
          weekendTimestamps: midnights.slice(5),
          users: [{ id: 7, dn: 'mehmet.yilmaz', weekdays: { [midnights[0]]: true }, weekends: {} }],
        }),
      ),
    );
    renderView(<IcingaMasterTeamOverview date="2026-11-23" />);
    const table = await screen.findByRole('table', { name: 'Anwesenheit KW 48' }, appear);
    const dayHeaders = within(table)
      .getAllByRole('columnheader')
      .slice(2)
      .map((h) => h.textContent);
    expect(dayHeaders).toEqual(['Mo23.11.', 'Di24.11.', 'Mi25.11.', 'Do26.11.', 'Fr27.11.', 'Sa28.11.', 'So29.11.']);
    // Monday's duty sits under Monday.
    const row = within(table).getByRole('row', { name: /mehmet\.yilmaz/ });
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('Dienst');
  });

  it('the week selector reads another week; an unplanned day is marked', async () => {
    const seen = recordRequests();
    const { user } = renderView(<IcingaMasterTeamOverview />);
    await screen.findByRole('table', { name: 'Anwesenheit KW 48' }, appear);
    await user.click(screen.getByRole('button', { name: 'Nächste Woche' }));
    const table = await screen.findByRole('table', { name: 'Anwesenheit KW 49' }, appear);
    expect(new URLSearchParams(seen.at(-1)?.search).get('date')).toBe('2026-11-30');
    expect(within(table).getAllByText('nicht besetzt').length).toBeGreaterThan(0);
  });

  it('someone outside the group gets the refusal', async () => {
    resetDb({ now: NOW, currentUserId: 4 });
    renderView(<IcingaMasterTeamOverview />);
    expect(await screen.findByText(/Sie dürfen diese Gruppe nicht einsehen/, {}, { timeout: 10_000 })).toBeInTheDocument();
  }, 15_000);

  it('a group without a plan: the server says so', async () => {
    resetDb({ now: NOW, currentUserId: 2 });
    renderView(<IcingaMasterTeamOverview group="Helpdesk" />);
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toBeInTheDocument();
  }, 15_000);

  it('a failed read shows an error with a retry', async () => {
    server.use(http.get(route('/icingamaster/team/:group'), () => HttpResponse.text('<html>x</html>', { status: 500 })));
    renderView(<IcingaMasterTeamOverview />);
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' }, { timeout: 10_000 })).toBeInTheDocument();
  }, 15_000);

  it('a group without members says so', async () => {
    server.use(
      http.get(route('/icingamaster/team/:group'), () =>
        HttpResponse.json({
          group: { id: 3, name: 'Icinga-Master' },
          team: 'icinga-master',
          week: { year: 2026, week: 48 },
          weekDays: [],
          weekendDays: [],
          weekDayTimestamps: [],
          weekendTimestamps: [],
          users: [],
        }),
      ),
    );
    renderView(<IcingaMasterTeamOverview />);
    expect(await screen.findByText('Diese Gruppe hat keine aktiven Mitglieder.', {}, appear)).toBeInTheDocument();
  });

  it('drifted payload: "unerwartete Antwort", no crash', async () => {
    server.use(http.get(route('/icingamaster/team/:group'), () => HttpResponse.json({ users: null })));
    renderView(<IcingaMasterTeamOverview />);
    expect(await screen.findByText(/unerwartete Antwort/i, undefined, { timeout: 10_000 })).toBeInTheDocument();
  }, 15_000);
});
