// day-overview and its add form against answers cut to what spec 01 names, the way Laravel sends them;
// the writes (update, create, recalculation) answered by an empty 200.
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contracted, renderView } from '@test/render';
import { specClocking } from '../../domain/clocking/api/answers.fixtures';
import { DayOverview as View } from './day-overview';
import { dayOverviewTag } from './day-overview.tag';

const DayOverview = contracted(View, dayOverviewTag);
const USER = { id: 4, dn: 'mmueller', clockings_blacklisted: 0 };

function serveSpecMinimal() {
  const writes: string[] = [];
  const empty = ({ request }: { request: Request }) => {
    writes.push(`${request.method} ${new URL(request.url).pathname}`);
    return new HttpResponse(null, { status: 200 });
  };
  server.use(
    http.get(route('/clocking/user/clockings/:userId/:date'), () =>
      HttpResponse.json({
        clockings: {
          done: '14880',
          pending: '0',
          required: '28800',
          week_overtime: '0',
          items: [
            { ...specClocking, id: '7', clock_in: '2026-11-20T06:52:00.000000Z', clock_out: '2026-11-20T11:00:00.000000Z', home_office: 1 },
          ],
        },
        breaks: { done: 0, pending: 0, required: 0, items: [] },
      }),
    ),
    http.post(route('/clocking/user/update'), empty),
    http.post(route('/clocking/user/create'), empty),
    http.post(route('/clocking/user/overtime/recalculate/:userId/:week'), empty),
  );
  return writes;
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('day-overview with spec-minimal answers', () => {
  it('lists the day in Berlin time with the Mobil badge; an edit answered by an empty 200 is saved and recalculated', async () => {
    const writes = serveSpecMinimal();
    const { user } = renderView(<DayOverview user={USER} date="2026-11-20" />);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('07:52')).toBeInTheDocument();
    expect(within(table).getByText('12:00')).toBeInTheDocument();
    expect(within(table).getByText('Mobil', { selector: '.badge' })).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Eintrag ändern' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Kommentar'), 'korrigiert');
    await user.click(within(dialog).getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText('Zeiten werden neu berechnet')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes).toEqual(['POST /clocking/user/update', 'POST /clocking/user/overtime/recalculate/4/2026-W47']);
  });
});
