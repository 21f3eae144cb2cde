// The admin views against answers cut to what spec 02 names (issue 19): users-index-view,
// week-overview-admin and workinghours-view-admin show their main content; what the spec does not
// give is left out with one muted German line or derived and marked „berechnet“ — never an alert.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { contracted, renderView } from '@test/render';
import { recordRequests, signInAsAdmin } from './shared/test-backend';
import { UsersIndexView as UsersView } from './users-index-view/users-index-view';
import { usersIndexViewTag } from './users-index-view/users-index-view.tag';
import { WeekOverviewAdmin as WeekView } from './week-overview-admin/week-overview-admin';
import { weekOverviewAdminTag } from './week-overview-admin/week-overview-admin.tag';
import { WorkinghoursViewAdmin as HoursView } from './workinghours-view-admin/workinghours-view-admin';
import { workinghoursViewAdminTag } from './workinghours-view-admin/workinghours-view-admin.tag';

const UsersIndexView = contracted(UsersView, usersIndexViewTag);
const WeekOverviewAdmin = contracted(WeekView, weekOverviewAdminTag);
const WorkinghoursViewAdmin = contracted(HoursView, workinghoursViewAdminTag);
const SLOW = { timeout: 5000 };

beforeEach(() => signInAsAdmin());

const noAlert = () => expect(screen.queryByRole('alert')).not.toBeInTheDocument();

describe('users-index-view with the spec-minimal answer (users: id, dn; info.last_page)', () => {
  it('lists the users by login, pages by last_page, leaves out the columns the server does not send', async () => {
    server.use(
      http.get(route('/json/admin/overtime/users'), () =>
        HttpResponse.json({
          users: [
            { id: '4', dn: 'mmueller' },
            { id: 12, dn: 'erichter' },
          ],
          info: { last_page: '3' },
        }),
      ),
    );
    renderView(<UsersIndexView />);
    const table = await screen.findByRole('table', {}, SLOW);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['mmueller', 'erichter']);
    expect(rows[0]).toHaveAttribute('data-href', '/admin/users/4');
    expect(within(table).queryByRole('columnheader', { name: 'Überstunden' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Name' })).not.toBeInTheDocument();
    expect(screen.getByText('Seite 1 von 3')).toBeInTheDocument();
    expect(screen.getByText('Überstunden liefert der Server nicht.')).toHaveClass('text-body-secondary');
    expect(screen.getByRole('navigation', { name: 'Seiten der Benutzerliste' })).toBeInTheDocument();
    noAlert();
  });
});

describe('week-overview-admin with the spec-minimal answer (Day overviews + Week summary)', () => {
  const day = (date: string, german: string, time: number) => ({
    date: german,
    date_unformatted: date,
    statement: '',
    clockings:
      time === 0
        ? []
        : [
            {
              id: Number(date.slice(8)),
              clock_in: `${date}T07:00:00.000000Z`,
              clock_out: `${date}T15:00:00.000000Z`,
              clock_in_formatted: '08:00',
              clock_out_formatted: '16:00',
              time,
              type: 'regulär',
              comment: null,
              home_office: 0,
            },
          ],
    is_done: time > 0 ? 1 : 0,
    futureDay: 0,
    is_vacation: 0,
    is_public_holiday: 0,
    absent_type: null,
    bonus: 0,
    totalEqualOvertime: 0,
  });

  it('shows the week totals and the seven days; Ist derived from the clockings and marked, the missing day balance said once', async () => {
    server.use(
      http.get(route('/admin/clocking/week-overview/:userId/:date'), () =>
        HttpResponse.json({
          days: [
            day('2026-11-16', 'Mo, 16.11.2026', 28800),
            day('2026-11-17', 'Di, 17.11.2026', 28800),
            day('2026-11-18', 'Mi, 18.11.2026', 28800),
            day('2026-11-19', 'Do, 19.11.2026', 28800),
            day('2026-11-20', 'Fr, 20.11.2026', 28800),
            day('2026-11-21', 'Sa, 21.11.2026', 0),
            day('2026-11-22', 'So, 22.11.2026', 0),
          ],
          week_done: '144000',
          week_required: 144000,
          week_overtime: 0,
          hourly_based: 0,
        }),
      ),
    );
    renderView(<WeekOverviewAdmin userId={4} date="2026-11-19" />);
    const totals = await screen.findByLabelText('Summen der Woche', {}, SLOW);
    expect(totals).toHaveTextContent('40:00');
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getAllByRole('listitem')[3]).toHaveTextContent('19.11.');
    expect(screen.getByText('Ist-Zeiten einzelner Tage aus ihren Buchungen berechnet.')).toHaveAttribute('title', 'berechnet');
    expect(screen.getByText(/Soll und Überstunden der einzelnen Tage liefert der Server nicht/)).toHaveClass('text-body-secondary');
    noAlert();
  });

  it('the recalculation with an empty 200 is success: the German notice, then the week is read again', async () => {
    server.use(http.post(route('/admin/overtime/recalculate/:userId/:week'), () => new HttpResponse(null, { status: 200 })));
    const requests = recordRequests();
    const { user } = renderView(<WeekOverviewAdmin userId={4} date="2026-11-19" />);
    await screen.findByLabelText('Summen der Woche', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Woche neu berechnen' }));
    expect(await screen.findByText('Zeiten werden neu berechnet', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(requests.matching(/week-overview/).length).toBeGreaterThan(1), SLOW);
    noAlert();
  });
});

describe('workinghours-view-admin with the spec-minimal answer (id, monday..sunday, valid_until)', () => {
  it('lists the history; the begin derived from the older entry’s end and marked, the oldest one’s said once', async () => {
    const week = { monday: 28800, tuesday: 28800, wednesday: 28800, thursday: 28800, friday: 28800, saturday: 0, sunday: 0 };
    server.use(
      http.get(route('/admin/working-hours/:userId'), () =>
        HttpResponse.json([
          { id: 2, ...week, friday: '25200', valid_until: null },
          { id: 1, ...week, valid_until: '2026-11-29T00:00:00.000000Z' },
        ]),
      ),
    );
    renderView(<WorkinghoursViewAdmin userId={4} />);
    const table = await screen.findByRole('table', {}, SLOW);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('30.11.2026');
    expect(within(rows[0]).getByTitle(/berechnet/)).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('aktuell');
    expect(rows[0]).toHaveTextContent('07:00');
    expect(rows[1]).toHaveTextContent('29.11.2026');
    expect(screen.getByText('Den Beginn des ältesten Eintrags liefert der Server nicht.')).toHaveClass('text-body-secondary');
    expect(within(rows[1]).getByRole('button', { name: /löschen/ })).toBeEnabled();
    expect(within(rows[0]).getByRole('button', { name: /löschen/ })).toBeDisabled();
    noAlert();
  });
});
