// An expired session while adding: „Sitzung abgelaufen“, and after the reload (a new mount) the form
// has what was typed; a successful add clears the kept values.
import { TEST_NOW } from '@test/clock';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contracted, renderView } from '@test/render';
import { TimetrackingAddDay as View } from './timetracking-add-day';
import { timetrackingAddDayTag } from './timetracking-add-day.tag';

const TimetrackingAddDay = contracted(View, timetrackingAddDayTag);
const USER = { id: 4, dn: 'mmueller', clockings_blacklisted: false };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TEST_NOW);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

const form = () => screen.getByRole('form', { name: 'Buchung hinzufügen' });

describe('timetracking-add-day: an expired session keeps what was typed', () => {
  it('a 419 says „Sitzung abgelaufen“; the next mount has the values back; a success clears them', async () => {
    let expired = true;
    server.use(
      http.post(route('/clocking/user/create'), () =>
        expired ? new HttpResponse(null, { status: 419 }) : new HttpResponse(null, { status: 200 }),
      ),
      http.post(route('/clocking/user/overtime/recalculate/:userId/:week'), () => new HttpResponse(null, { status: 200 })),
    );
    const { user, unmount } = renderView(<TimetrackingAddDay user={USER} date="2026-11-20" />);
    await user.click(screen.getByRole('button', { name: 'Buchung hinzufügen' }));
    await screen.findByRole('form', { name: 'Buchung hinzufügen' });
    await user.type(within(form()).getByLabelText('Von'), '13:00');
    await user.type(within(form()).getByLabelText('Bis'), '14:30');
    await user.type(within(form()).getByLabelText('Kommentar'), 'Nachgetragen');
    await user.click(within(form()).getByRole('button', { name: 'Buchung hinzufügen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sitzung abgelaufen');
    unmount();

    expired = false;
    const view = renderView(<TimetrackingAddDay user={USER} date="2026-11-20" />);
    // The dialog opens by itself with what was typed.
    await screen.findByRole('form', { name: 'Buchung hinzufügen' });
    expect(within(form()).getByLabelText('Von')).toHaveValue('13:00');
    expect(within(form()).getByLabelText('Bis')).toHaveValue('14:30');
    expect(within(form()).getByLabelText('Kommentar')).toHaveValue('Nachgetragen');
    await view.user.click(within(form()).getByRole('button', { name: 'Buchung hinzufügen' }));
    expect(await screen.findByText('Zeiten werden neu berechnet')).toBeInTheDocument();
    view.unmount();
    const { user: again } = renderView(<TimetrackingAddDay user={USER} date="2026-11-20" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await again.click(screen.getByRole('button', { name: 'Buchung hinzufügen' }));
    await screen.findByRole('form', { name: 'Buchung hinzufügen' });
    expect(within(form()).getByLabelText('Kommentar')).toHaveValue('');
  });
});
