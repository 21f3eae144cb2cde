// icinga-master-team-overview when the server ignores our added `?date=` (issue 19, point 2): an answer
// without `week` is labelled as the server's current week, an answer for another week than the one
// chosen says so — never silently shown as the chosen week. Without the duties (a spec-minimal answer)
// one muted line says so instead of an alert.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { contracted, renderView } from '@test/render';
import { TEST_NOW, useTestClock } from '@test/clock';
import { IcingaMasterTeamOverview as View } from './icinga-master-team-overview';
import { icingaMasterTeamOverviewTag } from './icinga-master-team-overview.tag';

const IcingaMasterTeamOverview = contracted(View, icingaMasterTeamOverviewTag);
// Waits for what a user would see (a loaded 2-core CI machine can take seconds), never a speed assertion.
const appear = { timeout: 10_000 };

const answering = (body: Record<string, unknown>) =>
  server.use(http.get(route('/icingamaster/team/:group'), () => HttpResponse.json(body)));

beforeEach(() => {
  useTestClock(TEST_NOW, { currentUserId: 10 });
  vi.spyOn(console, 'info').mockImplementation(() => {});
});

describe('icinga-master-team-overview against a server that ignores ?date=', () => {
  it('an answer without its week is labelled as the server’s current week; missing duties are one muted line', async () => {
    answering({ users: [{ id: '7', dn: 'mehmet.yilmaz' }] });
    renderView(<IcingaMasterTeamOverview date="2026-11-18" />);
    const table = await screen.findByRole('table', { name: 'Anwesenheit der aktuellen Woche' }, appear);
    expect(screen.getByText('Der Server nennt die Woche nicht: gezeigt ist seine aktuelle Woche.')).toHaveClass('text-body-secondary');
    expect(screen.getByText('Die Bereitschaften liefert der Server nicht.')).toHaveClass('text-body-secondary');
    expect(within(table).getByRole('rowheader', { name: 'mehmet.yilmaz' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /KW 47/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an answer for another week than the chosen one names the week it shows', async () => {
    answering({
      week: { year: '2026', week: '48' },
      users: [{ id: 7, dn: 'mehmet.yilmaz', displayName: 'Mehmet Yılmaz', weekdays: {}, weekends: {} }],
    });
    renderView(<IcingaMasterTeamOverview date="2026-11-18" />);
    await screen.findByRole('table', { name: 'Anwesenheit KW 48' }, appear);
    expect(screen.getByText('Der Server zeigt KW 48 statt der gewählten Woche.')).toHaveClass('text-body-secondary');
    expect(screen.queryByText(/nennt die Woche nicht/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the week asked for and answered: no note', async () => {
    answering({ week: { year: 2026, week: 47 }, users: [{ id: 7, dn: 'mehmet.yilmaz', weekdays: {}, weekends: {} }] });
    renderView(<IcingaMasterTeamOverview date="2026-11-18" />);
    await screen.findByRole('table', { name: 'Anwesenheit KW 47' }, appear);
    expect(screen.queryByText(/Der Server (zeigt|nennt)/)).not.toBeInTheDocument();
  });
});
