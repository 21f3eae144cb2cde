import { screen, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { http, HttpResponse } from 'msw';
import { db, settings } from '@mocks/node';
import { get, write } from '@mocks/testing/http';
import { formatDate, todayBerlin } from '@stempeluhr/core';
import { expectConsole } from '@test/console-guard';
import { contracted, renderView } from '@test/render';
import { recordRequests, signInAsAdmin } from '../shared/test-backend';
import { initialPeriod, lastFourWeeks, periodError } from './history-period';
import { TimetackingHistoryView as View } from './timetacking-history-view';
import { timetackingHistoryViewTag } from './timetacking-history-view.tag';

const TimetackingHistoryView = contracted(View, timetackingHistoryViewTag);
const ANNA = 5;
const at = (wall: string) => new Date(`${wall}+01:00`).getTime();

/** Adds a clocking through the emulated backend as `actor` (Anna herself: addedFromUser true). */
async function addClocking(actor: number, clockIn: string, clockOut: string | null, comment: string) {
  const admin = db.currentUserId;
  db.currentUserId = actor;
  const answer = await write('POST', '/clocking/user/create', {
    userId: ANNA,
    clockIn: at(clockIn),
    clockOut: clockOut && at(clockOut),
    comment,
    type: 'regulär',
    homeOffice: actor === ANNA,
    addedFromUser: actor === ANNA,
  });
  db.currentUserId = admin;
  expect(answer.status).toBe(200);
}

beforeEach(() => signInAsAdmin());

async function typeDate(user: ReturnType<typeof renderView>['user'], label: string, text: string) {
  const field = screen.getByLabelText(new RegExp(`^${label}`));
  await user.clear(field);
  await user.type(field, text);
  await user.keyboard('{Escape}');
}

describe('<timetacking-history-view> rules', () => {
  it('the default period is the last 4 weeks, today included; attributes override it', () => {
    expect(lastFourWeeks('2026-11-23')).toEqual({ from: '2026-10-27', to: '2026-11-23' });
    expect(initialPeriod('2026-11-23')).toEqual({ from: '2026-10-27', to: '2026-11-23' });
    expect(initialPeriod('2026-11-23', '2026-10-01', '2026-10-31')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(initialPeriod('2026-11-23', undefined, '2026-10-31')).toEqual({ from: '2026-10-04', to: '2026-10-31' });
    expect(initialPeriod('2026-11-23', '2026-11-01')).toEqual({ from: '2026-11-01', to: '2026-11-23' });
    expect(initialPeriod('2026-11-23', '2026-10-31', '2026-10-01')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('at most 93 days', () => {
    expect(periodError({ from: '2026-01-01', to: '2026-04-03' })).toBeNull();
    expect(periodError({ from: '2026-01-01', to: '2026-04-04' })).toBe('Der Zeitraum darf höchstens 93 Tage umfassen.');
  });
});

describe('<timetacking-history-view>', () => {
  it('shows the last 4 weeks by default: one request, clockings newest first, summary and origin', async () => {
    const requests = recordRequests();
    const period = lastFourWeeks(todayBerlin());
    renderView(<TimetackingHistoryView userId={ANNA} />);
    expect(screen.getByRole('heading', { name: 'Buchungshistorie' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Von/)).toHaveValue(formatDate(period.from));
    expect(screen.getByLabelText(/^Bis/)).toHaveValue(formatDate(period.to));
    const table = await screen.findByRole('table');
    expect(requests.matching(/history/)).toEqual([`GET /admin/clocking/history/${ANNA}?fromDate=${period.from}&toDate=${period.to}`]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(10);
    expect(screen.getByText(/: \d+ Buchungen, zusammen \d+:\d\d h$/)).toBeInTheDocument();
    expect(
      screen.getByText(/„eingetragen von …“ und „geändert von …“ nennen, wer die Buchung angelegt oder geändert hat/),
    ).toBeInTheDocument();
    expect(within(rows[rows.length - 1]).getByText('gestempelt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Letzte 4 Wochen' })).toBeDisabled();
  });

  it('newest first: the latest clocked day leads (Anna has no clocking on Friday 20.11.)', async () => {
    renderView(<TimetackingHistoryView userId={ANNA} from="2026-11-16" to="2026-11-20" />);
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent(/^Do, 19\.11\.2026/);
    expect(rows[rows.length - 1]).toHaveTextContent(/Mo, 16\.11\.2026/);
  });

  it('marks what the user added by hand and lists deleted clockings with the reason', async () => {
    await addClocking(ANNA, '2026-11-21T10:00:00', '2026-11-21T12:30:00', 'Wartung nachgetragen');
    const before = await get<{ clockings: { id: number; clock_in: string }[] }>(
      `/admin/clocking/history/${ANNA}?fromDate=2026-11-18&toDate=2026-11-18`,
    );
    const victim = { id: before.body.clockings[0].id, clockIn: before.body.clockings[0].clock_in };
    expect((await write('DELETE', `/clocking/user/delete/${victim.id}?comment=Doppelt%20gebucht`)).status).toBe(200);
    renderView(<TimetackingHistoryView userId={ANNA} from="2026-11-16" to="2026-11-22" />);
    const table = (await screen.findAllByRole('table'))[0];
    const own = within(table).getByText('Wartung nachgetragen').closest('tr') as HTMLElement;
    expect(own).toHaveTextContent('Sa, 21.11.202610:0012:302:30regulärHomeofficeWartung nachgetragenselbst nachgetragen');
    expect(screen.getByText(/, davon 1 selbst nachgetragen$/)).toBeInTheDocument();
    const deleted = screen.getByRole('region', { name: 'Gelöschte Buchungen' });
    const row = within(deleted).getAllByRole('row')[1];
    expect(row).toHaveTextContent(`Mi, 18.11.2026${victim.clockIn.slice(11, 16)}`);
    expect(row).toHaveTextContent('Doppelt gebucht23.11.2026 09:30');
  });

  it('shows which admin entered, changed or deleted a clocking on the user’s behalf, when, and what changed', async () => {
    await addClocking(1, '2026-11-21T09:00:00', '2026-11-21T12:30:00', 'Serverumzug');
    const day = await get<{ clockings: { id: number; clock_in: string; clock_out: string; type: string; home_office: boolean }[] }>(
      `/admin/clocking/history/${ANNA}?fromDate=2026-11-19&toDate=2026-11-19`,
    );
    const first = day.body.clockings[day.body.clockings.length - 1];
    const epoch = (wall: string) => at(wall.replace(' ', 'T'));
    const update = {
      id: first.id,
      clockIn: epoch(first.clock_in),
      clockOut: epoch(`${first.clock_out.slice(0, 11)}12:00:00`),
      type: first.type,
      homeOffice: first.home_office,
      comment: 'Mittag vergessen',
    };
    expect((await write('POST', '/clocking/user/update', update)).status).toBe(200);
    const other = day.body.clockings[0];
    expect((await write('DELETE', `/clocking/user/delete/${other.id}?comment=Doppelt`)).status).toBe(200);

    renderView(<TimetackingHistoryView userId={ANNA} from="2026-11-16" to="2026-11-22" />);
    const table = (await screen.findAllByRole('table'))[0];
    const added = within(table).getByText('Serverumzug').closest('tr') as HTMLElement;
    expect(within(added).getByText('eingetragen von sabine.schroeder')).toBeInTheDocument();
    expect(added).toHaveTextContent('eingetragen von sabine.schroeder am 23.11.2026 um 09:30');
    const changed = within(table).getByText('Mittag vergessen').closest('tr') as HTMLElement;
    const changes = within(changed).getByRole('list', { name: 'Änderungen' });
    expect(within(changes).getByText('geändert von sabine.schroeder')).toBeInTheDocument();
    expect(changes).toHaveTextContent(
      `geändert von sabine.schroeder am 23.11.2026 um 09:30: Bis ${first.clock_out.slice(11, 16)} → 12:00; Kommentar`,
    );
    expect(changes).toHaveTextContent('→ „Mittag vergessen“');
    expect(screen.getByText(/, 2 von anderen eingetragen oder geändert$/)).toBeInTheDocument();
    const deleted = within(screen.getByRole('region', { name: 'Gelöschte Buchungen' })).getAllByRole('row');
    expect(within(deleted[0]).getByRole('columnheader', { name: 'Gelöscht von' })).toBeInTheDocument();
    expect(deleted[1]).toHaveTextContent('Doppelt23.11.2026 09:30sabine.schroeder');
  });

  it('choosing another period asks for it (once), keeping the old list until the answer', async () => {
    const requests = recordRequests();
    const period = lastFourWeeks(todayBerlin());
    const { user } = renderView(<TimetackingHistoryView userId={ANNA} />);
    await screen.findByRole('table');
    await typeDate(user, 'Von', '01.10.2026');
    expect(await screen.findByText(new RegExp(`^01\\.10\\.2026 – ${formatDate(period.to)}:`))).toBeInTheDocument();
    expect(requests.matching(/history/)).toEqual([
      `GET /admin/clocking/history/${ANNA}?fromDate=${period.from}&toDate=${period.to}`,
      `GET /admin/clocking/history/${ANNA}?fromDate=2026-10-01&toDate=${period.to}`,
    ]);
    await user.click(screen.getByRole('button', { name: 'Letzte 4 Wochen' }));
    expect(await screen.findByText(new RegExp(`^${formatDate(period.from)} – ${formatDate(period.to)}:`))).toBeInTheDocument();
    expect(requests.matching(/history/)).toHaveLength(2);
  });

  it('a period longer than 93 days says so at the fields and asks nothing', async () => {
    const requests = recordRequests();
    renderView(<TimetackingHistoryView userId={ANNA} from="2026-01-01" to="2026-11-23" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Der Zeitraum darf höchstens 93 Tage umfassen.');
    expect(screen.getByLabelText(/^Von/)).toHaveAttribute('aria-invalid', 'true');
    await new Promise((r) => setTimeout(r, 50));
    expect(requests.matching(/history/)).toEqual([]);
  });

  it('an empty period says what to do', async () => {
    renderView(<TimetackingHistoryView userId={ANNA} from="2026-12-24" to="2026-12-31" />);
    expect(await screen.findByText('Keine Buchungen in diesem Zeitraum. Einen anderen Zeitraum wählen.')).toBeInTheDocument();
  });

  it('a running clocking shows "läuft" (Anna is clocked in on the 23rd in the seed)', async () => {
    renderView(<TimetackingHistoryView userId={ANNA} from="2026-11-23" to="2026-11-23" />);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('läuft')).toBeInTheDocument();
  });

  it('a failed read shows the German error with a retry', async () => {
    expectConsole('error', /.*/);
    settings.faults = [{ method: 'GET', path: '/admin/clocking/history', status: 500 }];
    renderView(<TimetackingHistoryView userId={ANNA} />);
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' }, { timeout: 8000 })).toBeInTheDocument();
  });

  it("a non-admin gets the server's refusal", async () => {
    expectConsole('error', /.*/);
    signInAsAdmin(4);
    renderView(<TimetackingHistoryView userId={ANNA} />);
    expect(await screen.findByText(/Dieser Bereich ist Administratoren vorbehalten\./, {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('a junk date attribute shows the configuration error and asks nothing', async () => {
    expectConsole('error', /from/);
    const requests = recordRequests();
    renderView(<TimetackingHistoryView userId={ANNA} from="2024-13-45" />);
    expect(screen.getByText(/from/)).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(requests.matching(/history/)).toEqual([]);
  });

  it('a server without the history read (404, not among the spec’s calls) gets the hint that the page must pass it, no error', async () => {
    expectConsole('error', /.*/);
    server.use(http.get(route('/admin/clocking/history/:userId'), () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })));
    renderView(<TimetackingHistoryView userId={ANNA} />);
    expect(
      await screen.findByText(/Die Buchungshistorie muss die Seite mitgeben \(Attribut „history“/, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Der Eintrag wurde nicht gefunden.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the history the page passes (a bare Laravel list: UTC timestamps, 0/1) without asking the server', async () => {
    const requests = recordRequests();
    const history = [
      {
        id: 7,
        clock_in: '2026-11-20T07:00:00.000000Z',
        clock_out: '2026-11-20T15:30:00.000000Z',
        time: '30600',
        type: 'regulär',
        comment: null,
        home_office: 0,
      },
      {
        id: 9,
        clock_in: '2026-11-23T07:15:00.000000Z',
        clock_out: null,
        time: 0,
        type: 'regulär',
        comment: 'Frühdienst',
        home_office: 1,
        added_from_user: 1,
      },
    ];
    renderView(<TimetackingHistoryView userId={ANNA} history={history as never} />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    // Newest first, Berlin time.
    expect(rows[0]).toHaveTextContent('08:15');
    expect(rows[0]).toHaveTextContent('läuft');
    expect(rows[0]).toHaveTextContent('selbst nachgetragen');
    expect(rows[1]).toHaveTextContent('08:00');
    expect(rows[1]).toHaveTextContent('16:30');
    expect(screen.getByText(/20\.11\.2026 – 23\.11\.2026/)).toBeInTheDocument();
    expect(screen.getByText('Buchungen des Zeitraums, den die Seite übergeben hat.')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(requests.matching(/history/)).toEqual([]);
  });
});

describe('<timetacking-history-view>: stacked rows (issue 24)', () => {
  it('every booking shows its day as its first, visible cell (the card title at 380 px); a repeat is muted', async () => {
    renderView(<TimetackingHistoryView userId={ANNA} />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    const days = rows.map((row) => within(row).getAllByRole('cell')[0]);
    for (const cell of days) expect(cell).toHaveTextContent(/^(Mo|Di|Mi|Do|Fr|Sa|So), \d\d\.\d\d\.\d{4}$/);
    const repeats = days.filter((cell, i) => i > 0 && cell.textContent === days[i - 1].textContent);
    expect(repeats.length).toBeGreaterThan(0);
    for (const cell of repeats) expect(cell.firstElementChild).toHaveClass('text-body-secondary');
  });
});
