// timetracking-add-day against a spec-minimal server: the create and the recalculation are answered by
// an empty 200 (the spec does not show their answers); the page's user comes with 0/1 flags.
import { TEST_NOW as NOW } from '@test/clock';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contracted, renderView } from '@test/render';
import { TimetrackingAddDay as View } from './timetracking-add-day';
import { timetrackingAddDayTag } from './timetracking-add-day.tag';

const TimetrackingAddDay = contracted(View, timetrackingAddDayTag);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('timetracking-add-day with spec-minimal answers', () => {
  it('adds a clocking: an empty 200 on create and on the recalculation is success, the form is cleared', async () => {
    const writes: string[] = [];
    const empty = ({ request }: { request: Request }) => {
      writes.push(`${request.method} ${new URL(request.url).pathname}`);
      return new HttpResponse(null, { status: 200 });
    };
    server.use(
      http.post(route('/clocking/user/create'), empty),
      http.post(route('/clocking/user/overtime/recalculate/:userId/:week'), empty),
    );
    const { user } = renderView(<TimetrackingAddDay user={{ id: 4, dn: 'mmueller', clockings_blacklisted: 0 }} date="2026-11-20" />);
    await user.click(screen.getByRole('button', { name: 'Buchung hinzufügen' }));
    const form = await screen.findByRole('form', { name: 'Buchung hinzufügen' });
    await user.type(within(form).getByLabelText('Von'), '13:00');
    await user.type(within(form).getByLabelText('Bis'), '14:30');
    await user.type(within(form).getByLabelText('Kommentar'), 'Nachgetragen');
    await user.click(within(form).getByRole('button', { name: 'Buchung hinzufügen' }));
    expect(await screen.findByText('Zeiten werden neu berechnet')).toBeInTheDocument();
    expect(writes).toEqual(['POST /clocking/user/create', 'POST /clocking/user/overtime/recalculate/4/2026-W47']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Buchung hinzufügen' }));
    expect(within(await screen.findByRole('form', { name: 'Buchung hinzufügen' })).getByLabelText('Kommentar')).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
