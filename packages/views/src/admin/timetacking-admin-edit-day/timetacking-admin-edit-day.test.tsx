import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { expectConsole } from '@test/console-guard';
import { contracted, renderView } from '@test/render';
import { signInAsAdmin, TEST_NOW } from '../shared/test-backend';
import { TimetackingAdminEditDay as View } from './timetacking-admin-edit-day';
import { timetackingAdminEditDayTag } from './timetacking-admin-edit-day.tag';

const TimetackingAdminEditDay = contracted(View, timetackingAdminEditDayTag);

beforeEach(() => {
  signInAsAdmin();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TEST_NOW);
});

describe('<timetacking-admin-edit-day>', () => {
  it('shows the user’s day with the add form open at once', async () => {
    renderView(<TimetackingAdminEditDay userId={4} date="2026-11-23" />);
    expect(screen.getByRole('heading', { name: 'Mo, 23.11.2026' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Buchung am Mo, 23.11.2026 hinzufügen' })).toBeInTheDocument();
    await screen.findByRole('table');
  });

  // Issue 24 (review major): „bis jetzt“ is not offered to an admin editing someone else's day unless it
  // can be meant — today, while none of the user's bookings runs. (Was: every today.)
  it('offers „bis jetzt“ only today and only while none of the user’s bookings runs', async () => {
    const answer = (clockOut: string | null) =>
      http.get(route('/admin/clockings/:userId/:date'), () =>
        HttpResponse.json({
          clockings: {
            done: 3600,
            pending: 0,
            required: 28800,
            week_overtime: 0,
            items: [
              {
                id: 1,
                clock_in: '2026-11-23 08:00:00',
                clock_out: clockOut,
                clock_in_formatted: '08:00',
                time: 3600,
                type: 'regulär',
                comment: null,
                home_office: 0,
              },
            ],
          },
          breaks: { done: 0, pending: 0, required: 0, items: [] },
        }),
      );
    const untilNow = async () => {
      await screen.findByRole('table');
      return within(screen.getByRole('form', { name: /^Buchung am .* hinzufügen$/ })).queryByLabelText(/bis jetzt/i);
    };

    server.use(answer('2026-11-23 09:00:00'));
    const { unmount: leaveFirst } = renderView(<TimetackingAdminEditDay userId={4} date="2026-11-23" />);
    expect(await untilNow()).toBeInTheDocument();
    leaveFirst();

    server.use(answer(null));
    const { unmount: leaveSecond } = renderView(<TimetackingAdminEditDay userId={4} date="2026-11-23" />);
    expect(await untilNow()).toBeNull();
    leaveSecond();

    server.use(answer('2026-11-20 09:00:00'));
    renderView(<TimetackingAdminEditDay userId={4} date="2026-11-20" />);
    expect(await untilNow()).toBeNull();
  });

  it('needs the user id: the configuration error, no request', () => {
    expectConsole('error', /user-id/);
    renderView(<TimetackingAdminEditDay />);
    expect(screen.getByText(/user-id/)).toBeInTheDocument();
  });
});
