// Issue 23 point 18: the day headers name Berlin's days in a browser set to New York or Tokyo too. The
// answer's day timestamps are 00:00 Berlin (23:00 UTC the evening before): still the previous evening in
// New York, already morning in Tokyo. The test sets the zone itself (a `TZ=` on the command line is
// overridden by vitest.config.ts).
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { contracted, renderView } from '@test/render';
import { TEST_NOW, useTestClock } from '@test/clock';
import { IcingaMasterTeamOverview as View } from './icinga-master-team-overview';
import { icingaMasterTeamOverviewTag } from './icinga-master-team-overview.tag';
import { inTimeZone, ZONES } from '@test/time-zone';

const IcingaMasterTeamOverview = contracted(View, icingaMasterTeamOverviewTag);

beforeEach(() => {
  useTestClock(TEST_NOW, { currentUserId: 10 });
});

describe.each(ZONES)('icinga-master-team-overview in a browser set to %s', (zone) => {
  inTimeZone(zone);

  it("names the days of the answer on Berlin's calendar, Monday's duty under Monday", async () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
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
    const table = await screen.findByRole('table', { name: 'Anwesenheit KW 48' }, { timeout: 10_000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .slice(2)
        .map((h) => h.textContent),
    ).toEqual(['Mo23.11.', 'Di24.11.', 'Mi25.11.', 'Do26.11.', 'Fr27.11.', 'Sa28.11.', 'So29.11.']);
    expect(within(within(table).getByRole('row', { name: /mehmet\.yilmaz/ })).getAllByRole('cell')[0]).toHaveTextContent('Dienst');
  });
});
