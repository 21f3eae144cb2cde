import { TEST_NOW } from '@test/clock';
import type { Day, TeamWeekResponse } from '@stempeluhr/core';
import { resetDb, server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expectConsole } from '@test/console-guard';
import { contracted, renderView } from '@test/render';
import { WeekOverview as View, weekOverviewTag } from './index';
import { clocking, day, week } from './week-overview.fixtures';
import { loadPickerLibrary } from '@stempeluhr/ui';

// The pickers load react-datepicker on first use; here it is there from the start, so a field found
// before a click is still the field after it (the take-over itself: lazy-picker.test.tsx).
beforeAll(() => loadPickerLibrary());

// Props as a page gives them: through the tag contract.
const WeekOverview = contracted(View, weekOverviewTag);

/** Every request the emulated backend saw during the test. */
function recordRequests(): URL[] {
  const seen: URL[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push(new URL(request.url));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

function answerWeeks(answer: (date: string) => Day[] | Response | Promise<Day[] | Response>) {
  server.use(
    http.get(route('/json/clocking/week-overview/:date'), async ({ params }) => {
      const result = await answer(String(params.date));
      return result instanceof Response ? result : HttpResponse.json(result);
    }),
  );
}

const dayRows = () => screen.getAllByRole('button', { name: /^(Mo|Di|Mi|Do|Fr|Sa|So), / });

describe('WeekOverview: modes and their requests', () => {
  it('week: loads the week containing `date` and shows one row per day', async () => {
    const requests = recordRequests();
    answerWeeks(() => week('2026-11-23'));
    renderView(<WeekOverview mode="week" date="2026-11-23" />);
    expect(screen.getByRole('heading', { name: 'KW 48 · 23.11.–29.11.2026' })).toBeInTheDocument();
    await waitFor(() => expect(dayRows()).toHaveLength(7));
    expect(requests.map((u) => u.pathname)).toEqual(['/json/clocking/week-overview/2026-11-23']);
    expect(dayRows()[0]).toHaveTextContent('Mo, 23.11.2026');
    expect(dayRows()[6]).toHaveTextContent('So, 29.11.2026');
  });

  it('week: without `date` it loads the week of today', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00+01:00'));
    const requests = recordRequests();
    answerWeeks(() => week('2026-11-23'));
    renderView(<WeekOverview />);
    await waitFor(() => expect(dayRows()).toHaveLength(7));
    expect(requests.map((u) => u.pathname)).toEqual(['/json/clocking/week-overview/2026-11-26']);
    expect(screen.getByRole('heading', { name: 'KW 48 · 23.11.–29.11.2026' })).toBeInTheDocument();
  });

  it('weekly: asks for dn, year and week and shows the statement and the week overtime', async () => {
    const requests = recordRequests();
    const body: TeamWeekResponse = { clockings: week('2026-11-23'), statement: 'Woche offen: 2 Tage unvollständig', week_overtime: 5400 };
    server.use(http.get(route('/json/team/clocking/week-overview'), () => HttpResponse.json(body)));
    renderView(<WeekOverview mode="weekly" dn="max.mueller" year={2026} week={48} />);
    expect(await screen.findByRole('heading', { name: 'Woche offen: 2 Tage unvollständig' })).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0].pathname).toBe('/json/team/clocking/week-overview');
    expect(Object.fromEntries(requests[0].searchParams)).toEqual({ dn: 'max.mueller', year: '2026', week: '48' });
    const line = screen.getByText(/Überstunden dieser Woche/);
    expect(line).toHaveTextContent('Überstunden dieser Woche: +1:30');
    expect(within(line).getByText('+1:30')).toHaveClass('text-success');
    expect(screen.getByRole('heading', { name: 'KW 48 · 23.11.–29.11.2026' })).toBeInTheDocument();
    expect(dayRows()).toHaveLength(7);
  });

  it('monthly: asks for year, month and isApi=true', async () => {
    const requests = recordRequests();
    server.use(http.get(route('/clocking/monthly'), () => HttpResponse.json({ days: [day('2026-11-02'), day('2026-11-03')] })));
    renderView(<WeekOverview mode="monthly" year={2026} month={11} />);
    await waitFor(() => expect(dayRows()).toHaveLength(2));
    expect(requests[0].pathname).toBe('/clocking/monthly');
    expect(Object.fromEntries(requests[0].searchParams)).toEqual({ year: '2026', month: '11', isApi: 'true' });
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vorherige Woche' })).toBeNull();
  });

  it('periodic: asks for fromDate, toDate and isApi=true', async () => {
    const requests = recordRequests();
    server.use(http.get(route('/clocking/period'), () => HttpResponse.json({ days: [day('2026-11-02')] })));
    renderView(<WeekOverview mode="periodic" from="2026-11-02" to="2026-11-15" />);
    await waitFor(() => expect(dayRows()).toHaveLength(1));
    expect(requests[0].pathname).toBe('/clocking/period');
    expect(Object.fromEntries(requests[0].searchParams)).toEqual({ fromDate: '2026-11-02', toDate: '2026-11-15', isApi: 'true' });
    expect(screen.getByRole('heading', { name: '02.11.–15.11.2026' })).toBeInTheDocument();
  });

  it('props from attributes may arrive as digit strings', async () => {
    const requests = recordRequests();
    server.use(http.get(route('/clocking/monthly'), () => HttpResponse.json({ days: [] })));
    renderView(<WeekOverview {...({ mode: 'monthly', year: '2026', month: '2' } as object)} />);
    expect(await screen.findByText('Keine Tage in diesem Zeitraum.')).toBeInTheDocument();
    expect(Object.fromEntries(requests[0].searchParams)).toMatchObject({ year: '2026', month: '2' });
  });
});

describe('WeekOverview: invalid props', () => {
  it.each<[string, Record<string, unknown>, RegExp]>([
    ['week with a junk date', { mode: 'week', date: '2024-13-45' }, /„date“ „2024-13-45“ ist kein gültiges Datum/],
    ['week with 30 February', { mode: 'week', date: '2024-02-30' }, /„date“ „2024-02-30“ ist kein gültiges Datum/],
    ['unknown mode', { mode: 'daily' }, /„mode“ „daily“ ist nicht erlaubt/],
    ['weekly without dn', { mode: 'weekly', year: 2026, week: 48 }, /„dn“ fehlt/],
    ['weekly with blank dn', { mode: 'weekly', dn: '  ', year: 2026, week: 48 }, /„dn“ darf nicht leer sein/],
    ['weekly without year and week', { mode: 'weekly', dn: 'max.mueller' }, /„year“ fehlt/],
    [
      'weekly with week 53 in a 52-week year',
      { mode: 'weekly', dn: 'max.mueller', year: 2027, week: 53 },
      /„week“ „53“ ist keine Kalenderwoche \(1 bis 52\)/,
    ],
    ['weekly with NaN week', { mode: 'weekly', dn: 'max.mueller', year: 2026, week: Number.NaN }, /„week“ „null“ ist keine ganze Zahl/],
    ['weekly with negative year', { mode: 'weekly', dn: 'max.mueller', year: -5, week: 1 }, /„year“ „-5“ ist keine gültige Jahreszahl/],
    ['monthly with month 13', { mode: 'monthly', year: 2026, month: 13 }, /„month“ „13“ ist kein Monat/],
    ['monthly with year abc', { mode: 'monthly', year: 'abc', month: 1 }, /„year“ „abc“ ist keine ganze Zahl/],
    ['monthly without month', { mode: 'monthly', year: 2026 }, /„month“ fehlt/],
    ['periodic without to', { mode: 'periodic', from: '2026-11-01' }, /„to“ fehlt/],
    ['periodic with from after to', { mode: 'periodic', from: '2026-11-30', to: '2026-11-01' }, /„from“ liegt nach „to“/],
  ])('%s: a German message and no request', async (_name, props, message) => {
    const requests = recordRequests();
    expectConsole('error', /<week-overview>: Attribut/);
    renderView(<WeekOverview {...(props as object)} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Konfigurationsfehler in <week-overview>');
    expect(alert).toHaveTextContent(message);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
  });
});

describe('WeekOverview: states', () => {
  it('shows a placeholder of the rows while loading, then the days and the "Summe" line', async () => {
    answerWeeks(async () => {
      await delay(100);
      return week('2026-11-23', [
        { total: 27900, overtime: 900 },
        { total: 25200, overtime: -1800, is_done: false },
      ]);
    });
    renderView(<WeekOverview date="2026-11-23" />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(dayRows()).toHaveLength(7));
    expect(screen.queryByRole('status')).toBeNull();
    const sum = screen.getByText('Summe').closest('li') as HTMLElement;
    // 6 × 7:45 + 7:00 = 53:30; 6 × 0:15 − 0:30 = +1:00
    expect(sum).toHaveTextContent('53:30 h');
    expect(within(sum).getByText('(+1:00)')).toHaveClass('text-success');
  });

  it('colours each row by its rule', async () => {
    answerWeeks(() =>
      week('2026-11-23', [
        { is_done: false },
        { is_done: true },
        { is_public_holiday: 1, holiday_name: 'Buß- und Bettag' },
        { is_vacation: 1, absent_type: 'Urlaub' },
        { totalEqualOvertime: true },
        { futureDay: true, is_done: false, is_vacation: 1, absent_type: 'Urlaub' },
        { futureDay: true, is_done: false },
      ]),
    );
    renderView(<WeekOverview date="2026-11-23" />);
    await waitFor(() => expect(dayRows()).toHaveLength(7));
    const tones = dayRows().map((button) =>
      [...(button.closest('li') as HTMLElement).classList].find((c) => c.startsWith('list-group-item-')),
    );
    expect(tones).toEqual([
      'list-group-item-danger',
      'list-group-item-success',
      'list-group-item-warning',
      'list-group-item-warning',
      'list-group-item-warning',
      'list-group-item-secondary',
      'list-group-item-secondary',
    ]);
  });

  it('opens a day by keyboard and shows its clockings, a cross-midnight clock-out in red', async () => {
    answerWeeks(() =>
      week('2026-11-23', [
        {
          clockings: [
            clocking({
              id: 7,
              clock_in: '2026-11-23 22:00:00',
              clock_out: '2026-11-24 06:00:00',
              clock_in_formatted: '22:00:00',
              clock_out_formatted: '06:00:00',
              time: 28800,
            }),
          ],
        },
      ]),
    );
    const { user } = renderView(<WeekOverview date="2026-11-23" />);
    await waitFor(() => expect(dayRows()).toHaveLength(7));
    const monday = dayRows()[0];
    monday.focus();
    await user.keyboard('{Enter}');
    expect(monday).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('06:00 (24.11.2026)')).toHaveClass('text-danger');
    await user.keyboard('{Enter}');
    expect(monday).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when the period has no days', async () => {
    answerWeeks(() => []);
    renderView(<WeekOverview date="2026-11-23" />);
    expect(await screen.findByText('Keine Tage in diesem Zeitraum.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'CSV exportieren' })).toBeNull();
  });

  it('shows an error after the retries and loads again on "Erneut versuchen"', async () => {
    let calls = 0;
    answerWeeks(() => {
      calls += 1;
      return calls <= 3
        ? new HttpResponse('<!doctype html><html><body><h1>Whoops</h1></body></html>', {
            status: 500,
            headers: { 'Content-Type': 'text/html' },
          })
        : week('2026-11-23');
    });
    const { user } = renderView(<WeekOverview date="2026-11-23" />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Auf dem Server ist ein Fehler aufgetreten.');
    expect(alert).not.toHaveTextContent('Whoops');
    expect(calls).toBe(3);
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(dayRows()).toHaveLength(7));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each<[string, unknown]>([
    ['an object instead of a list', { days: [] }],
    ['a day without its date', [{ ...day('2026-11-23'), date: undefined }]],
    ['a day with text as its total', [{ ...day('2026-11-23'), total: 'viel' }]],
  ])('shows "Unerwartete Antwort" for %s', async (_name, payload) => {
    server.use(http.get(route('/json/clocking/week-overview/:date'), () => HttpResponse.json(payload as object)));
    renderView(<WeekOverview date="2026-11-23" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unerwartete Antwort vom Server.');
  });

  it('reads a 200 HTML login page as an expired session', async () => {
    server.use(
      http.get(route('/json/clocking/week-overview/:date'), () =>
        HttpResponse.text('<!doctype html><html><body>Login</body></html>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    renderView(<WeekOverview date="2026-11-23" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sitzung abgelaufen');
  });

  it.each<[string, unknown]>([
    ['numbers as strings', [{ ...day('2026-11-23'), total: '27900', overtime: '-1800' }]],
    ['clockings null', [{ ...day('2026-11-23'), total: 27900, overtime: -1800, clockings: null }]],
  ])('shows a day with %s as Laravel sends it', async (_name, payload) => {
    server.use(http.get(route('/json/clocking/week-overview/:date'), () => HttpResponse.json(payload as object)));
    renderView(<WeekOverview date="2026-11-23" />);
    await waitFor(() => expect(dayRows()).toHaveLength(1));
    expect(dayRows()[0]).toHaveTextContent('7:45');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells the host page about a failed load', async () => {
    server.use(http.get(route('/json/clocking/week-overview/:date'), () => HttpResponse.json({ message: 'Nein.' }, { status: 403 })));
    const { host } = renderView(<WeekOverview date="2026-11-23" />);
    const failed = vi.fn();
    host.addEventListener('stempeluhr:failed', (event) => failed(event.detail));
    await screen.findByRole('alert');
    await waitFor(() => expect(failed).toHaveBeenCalledWith({ message: 'Nein.', status: 403 }));
  });
});

describe('WeekOverview: week navigation', () => {
  it('goes to the previous and next weeks with their own requests', async () => {
    const requests = recordRequests();
    answerWeeks((date) => week(date === '2026-11-16' ? '2026-11-16' : date === '2026-11-30' ? '2026-11-30' : '2026-11-23'));
    const { user } = renderView(<WeekOverview date="2026-11-23" />);
    await waitFor(() => expect(dayRows()).toHaveLength(7));
    await user.click(screen.getByRole('button', { name: 'Vorherige Woche' }));
    expect(screen.getByRole('heading', { name: 'KW 47 · 16.11.–22.11.2026' })).toBeInTheDocument();
    await waitFor(() => expect(dayRows()[0]).toHaveTextContent('Mo, 16.11.2026'));
    await user.click(screen.getByRole('button', { name: 'Nächste Woche' }));
    await user.click(screen.getByRole('button', { name: 'Nächste Woche' }));
    expect(screen.getByRole('heading', { name: 'KW 49 · 30.11.–06.12.2026' })).toBeInTheDocument();
    await waitFor(() => expect(dayRows()[0]).toHaveTextContent('Mo, 30.11.2026'));
    // The week of 23.11. was cached: going through it asked no second time.
    expect(requests.map((u) => u.pathname)).toEqual([
      '/json/clocking/week-overview/2026-11-23',
      '/json/clocking/week-overview/2026-11-16',
      '/json/clocking/week-overview/2026-11-30',
    ]);
  });

  it('a late answer for the week left behind is not shown', async () => {
    answerWeeks(async (date) => {
      if (date === '2026-11-23') {
        await delay(300);
        return week('2026-11-23');
      }
      return week('2026-11-30');
    });
    const { user } = renderView(<WeekOverview date="2026-11-23" />);
    await user.click(screen.getByRole('button', { name: 'Nächste Woche' }));
    await waitFor(() => expect(dayRows()[0]).toHaveTextContent('Mo, 30.11.2026'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(dayRows()[0]).toHaveTextContent('Mo, 30.11.2026');
    expect(screen.getByRole('heading', { name: 'KW 49 · 30.11.–06.12.2026' })).toBeInTheDocument();
  });

  it('weekly: crosses the year boundary by ISO week', async () => {
    const requests = recordRequests();
    server.use(
      http.get(route('/json/team/clocking/week-overview'), () =>
        HttpResponse.json({ clockings: week('2026-12-28'), statement: 'Woche abgeschlossen', week_overtime: 0 }),
      ),
    );
    const { user } = renderView(<WeekOverview mode="weekly" dn="max.mueller" year={2027} week={1} />);
    expect(screen.getByRole('heading', { name: 'KW 1 · 04.01.–10.01.2027' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Woche abgeschlossen' });
    await user.click(screen.getByRole('button', { name: 'Vorherige Woche' }));
    expect(screen.getByRole('heading', { name: 'KW 53 · 28.12.2026–03.01.2027' })).toBeInTheDocument();
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(Object.fromEntries(requests[1].searchParams)).toEqual({ dn: 'max.mueller', year: '2026', week: '53' });
    expect(await screen.findByText('±0:00')).toBeInTheDocument();
  });

  it('starts over when the page gives another date', async () => {
    answerWeeks((date) => week(date === '2026-12-07' ? '2026-12-07' : '2026-11-16'));
    function Page() {
      const [date, setDate] = useState('2026-11-23');
      return (
        <>
          <button type="button" onClick={() => setDate('2026-12-07')}>
            Seite ändert das Datum
          </button>
          <WeekOverview date={date} />
        </>
      );
    }
    const { user } = renderView(<Page />);
    await user.click(screen.getByRole('button', { name: 'Vorherige Woche' }));
    expect(screen.getByRole('heading', { name: /^KW 47/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Seite ändert das Datum' }));
    expect(screen.getByRole('heading', { name: /^KW 50/ })).toBeInTheDocument();
    await waitFor(() => expect(dayRows()[0]).toHaveTextContent('Mo, 07.12.2026'));
  });
});

describe('WeekOverview: CSV export', () => {
  it('downloads the shown days as German CSV without navigating', async () => {
    for (const name of ['createObjectURL', 'revokeObjectURL'] as const) {
      if (!(name in URL)) Object.defineProperty(URL, name, { value: () => undefined, configurable: true, writable: true });
    }
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:week-csv');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    answerWeeks(() =>
      week('2026-11-23', [
        { total: 27900, required: 27000, overtime: 900 },
        { total: 25200, required: 27000, overtime: -1800, is_done: false },
        { total: 0, required: 0, overtime: 0, is_vacation: 1, absent_type: 'Krank' },
        { total: 14400, required: 13500, overtime: 900, is_vacation: 0.5, absent_type: 'Urlaub' },
        { total: 0, required: 0, overtime: 0, is_public_holiday: 1, holiday_name: 'Tag; der "Einheit"' },
        { day: '', total: 0, required: 0, overtime: 0, futureDay: true },
        { total: 0, required: 0, overtime: 0, futureDay: true, absent_type: '=HYPERLINK("x")', is_vacation: 1 },
      ]),
    );
    const { user } = renderView(<WeekOverview date="2026-11-23" />);
    await user.click(await screen.findByRole('button', { name: 'CSV exportieren' }));

    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const blob = createObjectURL.mock.calls[0][0] as Blob;
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines).toEqual([
      'Datum;Wochentag;Gesamt;Soll;Überstunden;Urlaub;Feiertag',
      '23.11.2026;Montag;7,75;7,50;0,25;;',
      '24.11.2026;Dienstag;7,00;7,50;-0,50;;',
      '25.11.2026;Mittwoch;0,00;0,00;0,00;Krank;',
      '26.11.2026;Donnerstag;4,00;3,75;0,25;½ Urlaub;',
      '27.11.2026;Freitag;0,00;0,00;0,00;;"Tag; der ""Einheit"""',
      '28.11.2026;Samstag;0,00;0,00;0,00;;',
      `29.11.2026;Sonntag;0,00;0,00;0,00;"'=HYPERLINK(""x"")";`,
      '',
    ]);
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('wochenuebersicht-2026-KW48.csv');
    expect(clicked[0].getAttribute('href')).toBe('blob:week-csv');
    expect(clicked[0].isConnected).toBe(false);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:week-csv');
    expect(window.location.href).toBe('http://localhost:3000/');
  });
});

/** Catches the file a download would save: its bytes and its name. */
function catchDownloads() {
  for (const name of ['createObjectURL', 'revokeObjectURL'] as const) {
    if (!(name in URL)) Object.defineProperty(URL, name, { value: () => undefined, configurable: true, writable: true });
  }
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

describe('WeekOverview: picking a week, "Heute", months and periods', () => {
  beforeEach(() => {
    resetDb({ now: new Date('2026-11-25T09:30:00+01:00') });
  });

  it('week: a week chosen in the picker is loaded and shown', async () => {
    const { user } = renderView(<WeekOverview date="2026-11-23" />);
    await waitFor(() => expect(dayRows()).toHaveLength(7));
    await user.click(screen.getByRole('button', { name: 'Woche KW 48 · 23.11.–29.11.2026' }));
    // The calendar's code loads on the first click.
    await user.click(await screen.findByRole('gridcell', { name: /Wählen Sie Donnerstag, 3\. Dezember 2026/ }));
    expect(screen.getByRole('heading', { name: 'KW 49 · 30.11.–06.12.2026' })).toBeInTheDocument();
    await waitFor(() => expect(dayRows()[0]).toHaveTextContent('Mo, 30.11.2026'));
    expect(dayRows()[6]).toHaveTextContent('So, 06.12.2026');
  });

  it('week: "Heute" goes back to the current week and is off while it is shown', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T09:30:00+01:00'));
    const { user } = renderView(<WeekOverview date="2026-10-07" />);
    await waitFor(() => expect(dayRows()[0]).toHaveTextContent('Mo, 05.10.2026'));
    const today = screen.getByRole('button', { name: 'Heute' });
    expect(today).toBeEnabled();
    await user.click(today);
    await waitFor(() => expect(dayRows()[0]).toHaveTextContent('Mo, 23.11.2026'));
    expect(screen.getByRole('heading', { name: 'KW 48 · 23.11.–29.11.2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Heute' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Vorherige Woche' }));
    await waitFor(() => expect(dayRows()[0]).toHaveTextContent('Mo, 16.11.2026'));
    expect(screen.getByRole('button', { name: 'Heute' })).toBeEnabled();
  });

  it('weekly: the picker and "Heute" ask for the team member’s other weeks', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T09:30:00+01:00'));
    const requests = recordRequests();
    const { user } = renderView(<WeekOverview mode="weekly" dn="anna.berger" year={2026} week={45} />);
    await waitFor(() => expect(dayRows()[0]).toHaveTextContent('Mo, 02.11.2026'));
    await user.click(screen.getByRole('button', { name: 'Heute' }));
    await waitFor(() => expect(dayRows()[0]).toHaveTextContent('Mo, 23.11.2026'));
    expect(requests.map((u) => u.searchParams.get('week'))).toEqual(['45', '48']);
  });

  it('monthly: pages month by month, picks a month and year, and "Heute" returns', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T09:30:00+01:00'));
    const requests = recordRequests();
    const { user } = renderView(<WeekOverview mode="monthly" year={2026} month={11} />);
    await waitFor(() => expect(dayRows()).toHaveLength(30));
    expect(screen.getByRole('button', { name: 'Heute' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Nächster Monat' }));
    expect(screen.getByRole('heading', { name: 'Dezember 2026' })).toBeInTheDocument();
    await waitFor(() => expect(dayRows()).toHaveLength(31));
    expect(dayRows()[0]).toHaveTextContent('Di, 01.12.2026');
    await user.click(screen.getByRole('button', { name: 'Nächster Monat' }));
    await waitFor(() => expect(dayRows()[0]).toHaveTextContent('Fr, 01.01.2027'));
    await user.click(screen.getByRole('button', { name: 'Januar 2027 – Monat und Jahr wählen' }));
    await user.click(await screen.findByRole('button', { name: 'Februar 2027' }));
    await waitFor(() => expect(dayRows()).toHaveLength(28));
    expect(dayRows()[0]).toHaveTextContent('Mo, 01.02.2027');
    await user.click(screen.getByRole('button', { name: 'Heute' }));
    await waitFor(() => expect(dayRows()).toHaveLength(30));
    expect(dayRows()[0]).toHaveTextContent('So, 01.11.2026');
    expect(
      requests.filter((u) => u.pathname === '/clocking/monthly').map((u) => `${u.searchParams.get('year')}-${u.searchParams.get('month')}`),
    ).toEqual(['2026-11', '2026-12', '2027-1', '2027-2']);
  });

  it('periodic: another "Von" loads that range; "Heute" keeps the length and ends today', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T09:30:00+01:00'));
    const { user } = renderView(<WeekOverview mode="periodic" from="2026-11-02" to="2026-11-15" />);
    await waitFor(() => expect(dayRows()).toHaveLength(14));
    const from = screen.getByLabelText(/^Von/);
    await user.clear(from);
    await user.click(from);
    await user.paste('09.11.2026');
    await waitFor(() => expect(dayRows()).toHaveLength(7));
    expect(dayRows()[0]).toHaveTextContent('Mo, 09.11.2026');
    expect(screen.getByRole('heading', { name: '09.11.–15.11.2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Heute' }));
    expect(screen.getByRole('heading', { name: '19.11.–25.11.2026' })).toBeInTheDocument();
    await waitFor(() => expect(dayRows()[6]).toHaveTextContent('Mi, 25.11.2026'));
    expect(screen.getByRole('button', { name: 'Heute' })).toBeDisabled();
  });
});

describe('WeekOverview: print and the export for a German Excel', () => {
  beforeEach(() => {
    resetDb({ now: new Date('2026-11-25T09:30:00+01:00') });
  });

  it('"Drucken" opens the browser’s print with a header naming person, span and print date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T09:30:00+01:00'));
    const print = vi.fn();
    vi.stubGlobal('print', print);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const { user, host } = renderView(<WeekOverview date="2026-11-23" userName="Max Müller" />);
    await waitFor(() => expect(dayRows()).toHaveLength(7));
    vi.setSystemTime(new Date('2026-11-25T10:05:00+01:00'));
    await user.click(screen.getByRole('button', { name: 'Drucken' }));
    expect(print).toHaveBeenCalledTimes(1);
    const header = host.querySelector('.stempeluhr-print-header') as HTMLElement;
    // Only for paper: hidden on screen.
    expect(header).not.toBeVisible();
    expect(header).toHaveTextContent('Arbeitszeiten · Woche · Max Müller');
    expect(header).toHaveTextContent('Gedruckt am 25.11.2026 um 10:05 Uhr');
  });

  it('weekly: the print header names the team member by dn', async () => {
    const { host } = renderView(<WeekOverview mode="weekly" dn="anna.berger" year={2026} week={47} />);
    await waitFor(() => expect(dayRows()).toHaveLength(7));
    expect(host.querySelector('.stempeluhr-print-header')).toHaveTextContent('Arbeitszeiten · Woche · anna.berger');
  });

  it('downloads the shown days for a German Excel: BOM, semicolons, decimal commas, file name with the week', async () => {
    const downloads = catchDownloads();
    answerWeeks(() => week('2026-11-23', [{ total: 27900, required: 27000, overtime: 900, absent_type: '=1+1', is_vacation: 1 }]));
    const { user } = renderView(<WeekOverview date="2026-11-23" />);
    await user.click(await screen.findByRole('button', { name: 'Excel (CSV für deutsches Excel)' }));
    expect(downloads.names).toEqual(['Arbeitszeiten_KW48_2026.csv']);
    expect(downloads.blobs[0].type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await downloads.blobs[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines[0]).toMatch(/^Datum;Wochentag;Gesamt \(Stunden\);Gesamt \(h:mm\);/);
    expect(lines[1]).toBe("23.11.2026;Montag;7,75;7:45 h;7,50;7:30 h;0,25;0:15 h;'=1+1;;");
    expect(lines).toHaveLength(7 + 3);
    expect(lines[8]).toMatch(/^Summe;;/);
  });

  it('names the month’s file after the month it shows after paging', async () => {
    const downloads = catchDownloads();
    const { user } = renderView(<WeekOverview mode="monthly" year={2026} month={10} />);
    await waitFor(() => expect(dayRows()).toHaveLength(31));
    await user.click(screen.getByRole('button', { name: 'Voriger Monat' }));
    await waitFor(() => expect(dayRows()).toHaveLength(30));
    await user.click(screen.getByRole('button', { name: 'Excel (CSV für deutsches Excel)' }));
    expect(downloads.names).toEqual(['Arbeitszeiten_September_2026.csv']);
    const lines = new TextDecoder().decode(await downloads.blobs[0].arrayBuffer()).split('\r\n');
    expect(lines[1]).toMatch(/^01\.09\.2026;Dienstag;/);
    expect(lines[30]).toMatch(/^30\.09\.2026;Mittwoch;/);
  });
});

describe('WeekOverview against the emulated backend', () => {
  beforeEach(() => {
    resetDb({ now: TEST_NOW });
  });

  it.each<[string, Record<string, unknown>, number]>([
    ['week', { mode: 'week', date: '2026-11-23' }, 7],
    ['migrated week', { mode: 'week', date: '2020-02-17' }, 7],
    ['weekly', { mode: 'weekly', dn: 'anna.berger', year: 2026, week: 47 }, 7],
    ['monthly', { mode: 'monthly', year: 2026, month: 10 }, 31],
    ['periodic', { mode: 'periodic', from: '2026-11-02', to: '2026-11-15' }, 14],
  ])('%s: shows every day and the "Summe" line', async (_name, props, count) => {
    renderView(<WeekOverview {...(props as object)} />);
    await waitFor(() => expect(dayRows()).toHaveLength(count));
    expect(screen.getByText('Summe')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('week: the days after today are grey (future)', async () => {
    renderView(<WeekOverview date="2026-11-23" />);
    await waitFor(() => expect(dayRows()).toHaveLength(7));
    const rows = dayRows().map((button) => button.closest('li') as HTMLElement);
    expect(rows[1]).toHaveClass('list-group-item-secondary');
    expect(rows[6]).toHaveClass('list-group-item-secondary');
  });
});
