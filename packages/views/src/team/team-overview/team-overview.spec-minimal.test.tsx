// team-overview against a server that sends only what spec 02 names (issue 19): the Team user's id,
// dn, overtime and class (Bootstrap 4, Laravel's strings and 0/1), no group, no week, no display
// name; and a team week without week_overtime. The view shows its members and the week.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { resetDb, server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { expectConsole } from '@test/console-guard';
import { contracted, renderView } from '@test/render';
import { TeamOverview as View } from './team-overview';
import { teamOverviewTag } from './team-overview.tag';

const TeamOverview = contracted(View, teamOverviewTag);
const NOW = new Date('2026-11-26T12:00:00+01:00');
// Waits for what a user would see (a loaded 2-core CI machine can take seconds), never a speed assertion.
const appear = { timeout: 10_000 };

const day = (date: string, overtime: string) => ({
  day: 'Montag',
  date,
  total: '28800',
  overtime,
  is_done: 1,
  futureDay: 0,
  is_vacation: 0,
  absent_type: null,
  is_public_holiday: 0,
  bonus: '0',
  totalEqualOvertime: 0,
  clockings: [],
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.spyOn(console, 'info').mockImplementation(() => {});
  resetDb({ now: NOW, currentUserId: 4 });
  server.use(
    http.get(route('/clocking/team/:group'), () =>
      HttpResponse.json({
        users: [
          { id: '4', dn: 'max.mueller', overtime: '-1800', class: 'badge badge-danger', clockings_blacklisted: 0 },
          { id: 7, dn: 'anna.berger', overtime: 3600, class: 'badge-success', clockings_blacklisted: '0' },
        ],
      }),
    ),
    http.get(route('/json/team/clocking/week-overview'), () =>
      HttpResponse.json({ clockings: [day('Mo, 23.11.2026', '1800'), day('24.11.2026', '-600')], statement: 'offen' }),
    ),
  );
});

describe('team-overview with a spec-minimal server', () => {
  it('lists the members by dn with our own badge tones, and says the badges are the server’s current week', async () => {
    const { user } = renderView(<TeamOverview group="Helpdesk" user={{ id: 4, dn: 'max.mueller' }} date="2026-11-26" />);
    const list = await screen.findByRole('list', { name: 'Mitglieder' }, appear);
    const buttons = within(list).getAllByRole('button');
    expect(buttons[0]).toHaveAccessibleName('max.mueller Wochensaldo −0:30 h');
    expect(buttons[1]).toHaveAccessibleName('anna.berger Wochensaldo +1:00 h');
    // The server's class is never used as it comes: Bootstrap 4's badge-danger becomes our tone.
    expect(within(buttons[1]!).getByText('+1:00 h')).toHaveClass('text-success');
    expect(within(buttons[1]!).getByText('+1:00 h')).not.toHaveClass('badge-success');
    // max.mueller's own week is open (white on the selection); chosen away, his balance shows its tone.
    await user.click(buttons[1]!);
    expect(within(buttons[0]!).getByText('−0:30 h')).toHaveClass('text-danger');
    expect(within(buttons[0]!).getByText('−0:30 h')).not.toHaveClass('badge-danger');
    expect(screen.getByText(/Überstunden der aktuellen Woche/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Without the group's lead every week is offered (the server decides); no "only the lead" hint.
    expect(screen.queryByText(/Nur die Teamleitung/)).not.toBeInTheDocument();
  });

  it('without the lead in the answer the week is offered and the server decides: its refusal shows in the week (issue 23 point 13)', async () => {
    expectConsole('error', /403/);
    server.use(
      http.get(route('/json/team/clocking/week-overview'), () =>
        HttpResponse.json({ message: 'Sie dürfen die Woche dieses Mitglieds nicht sehen.' }, { status: 403 }),
      ),
    );
    const { user } = renderView(<TeamOverview group="Helpdesk" user={{ id: 4, dn: 'max.mueller' }} date="2026-11-26" />);
    await user.click(await screen.findByRole('button', { name: /^anna\.berger Wochensaldo/ }, appear));
    const week = await screen.findByRole('region', { name: 'anna.berger · KW 48' }, appear);
    expect(await within(week).findByText(/Sie dürfen die Woche dieses Mitglieds nicht sehen\./, undefined, appear)).toBeInTheDocument();
    // The rest of the team stays usable.
    expect(screen.getByRole('list', { name: 'Mitglieder' })).toBeInTheDocument();
  });

  it('opens a member’s week: the week’s overtime is the sum of its days, marked „berechnet“', async () => {
    const { user } = renderView(<TeamOverview group="Helpdesk" user={{ id: 4, dn: 'max.mueller' }} date="2026-11-26" />);
    await user.click(await screen.findByRole('button', { name: /^anna\.berger Wochensaldo/ }, appear));
    const week = await screen.findByRole('region', { name: 'anna.berger · KW 48' }, appear);
    expect(await within(week).findByText('offen', undefined, appear)).toBeInTheDocument();
    const sum = within(week).getByTitle('berechnet aus den Tagen');
    expect(sum).toHaveTextContent('+0:20');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
