import { act, fireEvent, screen, within } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { notifyManager, onlineManager } from '@tanstack/react-query';
import { HttpResponse } from 'msw';
import { expectConsole } from '@test/console-guard';
import { renderView } from '@test/render';
import { clockingKeys } from '../../domain/clocking';
import { clocking, day, installBackend, NOW, type BackendOptions, type FakeBackend } from './welcome-view.fixtures';
import { WelcomeView } from './welcome-view';
import { pageUrl, recordNavigationInEachTest } from '@test/navigation';

// The page's navigation, recorded (jsdom cannot leave its document).
const navigation = recordNavigationInEachTest();

// The week overview is a colleague's view with its own tests; here only that it is placed.
vi.mock('./week-section', () => ({ WeekSection: ({ date }: { date: string }) => <p>Woche ab {date}</p> }));
// Testing Library drains its async wrapper with a setTimeout(0) that it only advances when it sees
// Jest's fake timers; this shim lets it see vitest's, so the clock moves only when a test says so.
// TanStack Query delivers its notifications with setTimeout(0), which fake timers move to +1 ms when
// it is set during a tick; microtasks keep the clock exactly where a test puts it.
beforeAll(() => {
  (globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
  notifyManager.setScheduler(queueMicrotask);
});
afterAll(() => {
  delete (globalThis as { jest?: unknown }).jest;
  notifyManager.setScheduler((callback) => setTimeout(callback, 0));
});

/** A few real milliseconds (captured before any test fakes the timers): lets the emulated network answer. */
const realSetTimeout = globalThis.setTimeout;
const realTurn = () => new Promise<void>((resolve) => realSetTimeout(() => resolve(), 2));

/** Lets answers and effects through without moving the clock. */
async function settle() {
  for (let i = 0; i < 10; i++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
      await realTurn();
    });
  }
}

/** Waits (in real time, the fake clock standing still) until `check` passes. */
async function until(check: () => void, rounds = 50) {
  for (let i = 0; ; i++) {
    try {
      check();
      return;
    } catch (error) {
      if (i >= rounds) throw error;
      await settle();
    }
  }
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await settle();
}

/** Fakes the clock and the timers the view uses; React's and the network's own scheduling stays real. */
function fakeTheClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(NOW);
}

/** Renders on fake timers at 23.11.2026 09:30 and waits past the loader (1000 ms). */
async function open(options: BackendOptions = {}) {
  fakeTheClock();
  const backend = installBackend(options);
  const view = renderView(<WelcomeView />, { fakeTimers: true });
  await settle();
  await advance(1000);
  return { backend, ...view };
}

const breakTimer = () => screen.getByRole('timer');

describe('welcome-view: loading', () => {
  it('shows the loader first and reveals the content 1000 ms after the clockings have loaded', async () => {
    fakeTheClock();
    const backend = installBackend({ day: day({ items: [clocking()] }) });
    renderView(<WelcomeView />, { fakeTimers: true });
    expect(screen.getByRole('status')).toHaveTextContent('Stempeluhr wird geladen');
    await settle();
    expect(backend.count('/json/clockings')).toBe(1);
    expect(screen.getByRole('status')).toHaveTextContent('Stempeluhr wird geladen');
    await advance(999);
    expect(screen.queryByRole('button', { name: 'Einstempeln' })).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText('Stempeluhr wird geladen …')).toBeNull();
    expect(screen.getByRole('button', { name: 'Einstempeln' })).toBeEnabled();
    expect(screen.getByText('Woche ab 2026-11-23')).toBeInTheDocument();
  });

  it('lists today: von–bis, Typ, Mobil badge, duration; an open clocking "läuft"; breaks as H:MM', async () => {
    await open({
      status: { clockedIn: true },
      day: day({
        items: [
          clocking({ clock_in: '2026-11-23 06:00:00', clock_out: '2026-11-23 08:15:00', time: 8100, home_office: true }),
          clocking({ clock_in: '2026-11-23 08:45:00', clock_out: null, time: 2700, type: 'geschäftlich unterwegs' }),
        ],
        done: 10800,
        breaks: {
          done: 1800,
          pending: 900,
          required: 2700,
          items: [{ from: '2026-11-23 08:15:00', to: '2026-11-23 08:45:00', time: 1800 }],
        },
      }),
    });
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('06:0008:15regulärMobil2:15 h');
    expect(rows[2]).toHaveTextContent('08:45läuftgeschäftlich unterwegs0:45 h');
    const breaks = screen.getByTestId('breaks');
    // Each with its unit, as the table and the ArbZG hint write it (issue 24).
    expect(breaks).toHaveTextContent('genommen0:30 h');
    expect(breaks).toHaveTextContent('noch fällig0:15 h');
    expect(breaks).toHaveTextContent('vorgeschrieben0:45 h');
    expect(screen.getByText(/08:15 – 08:45/)).toBeInTheDocument();
    // The open clocking grows while it runs (computed from the answer's age).
    await advance(60_000);
    expect(within(screen.getByRole('table')).getAllByRole('row')[2]).toHaveTextContent('0:46 h');
  });

  it('an empty day says what to do', async () => {
    await open();
    expect(screen.getByText(/Noch keine Buchungen heute/)).toBeInTheDocument();
    expect(breakTimer()).toHaveTextContent('00:00:00');
  });

  it.each([
    [
      '500 (HTML debug page)',
      () =>
        new HttpResponse('<!doctype html><html><body><h1>Whoops</h1></body></html>', {
          status: 500,
          headers: { 'Content-Type': 'text/html' },
        }),
      'Auf dem Server ist ein Fehler aufgetreten',
    ],
    ['419', () => HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 }), 'Sitzung abgelaufen'],
  ])('a failed read of the clockings (%s) shows the error with retry', async (_name, answer, text) => {
    let broken = true;
    fakeTheClock();
    const backend = installBackend({ override: { '/json/clockings': () => (broken ? answer() : HttpResponse.json(day())) } });
    const { user } = renderView(<WelcomeView />, { fakeTimers: true });
    await settle();
    await advance(5000); // the read's own retries (500 only)
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert.querySelector('h1')).toBeNull();
    broken = false;
    const before = backend.count('/json/clockings');
    if (text === 'Sitzung abgelaufen') {
      expect(within(alert).getByRole('button', { name: 'Seite neu laden' })).toBeInTheDocument();
      return;
    }
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    await settle();
    expect(backend.count('/json/clockings')).toBe(before + 1);
    await advance(1000);
    expect(screen.getByRole('button', { name: 'Einstempeln' })).toBeInTheDocument();
  });

  it('a failed read of the status (network) shows the error with retry', async () => {
    await open({ override: { '/json/welcome/status': () => HttpResponse.error() } });
    await advance(5000);
    expect(screen.getByRole('alert')).toHaveTextContent('Keine Verbindung zum Server');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});

describe('welcome-view: clocking in and out', () => {
  it('clocks in (mobil / Homeoffice) with GET json/clocking/in?homeOffice=true and refreshes the clockings only after 700 ms', async () => {
    const { backend, user, host } = await open();
    const events: unknown[] = [];
    host.addEventListener('stempeluhr:clocked-in', (event) => events.push(event.detail));
    await user.click(screen.getByRole('checkbox', { name: 'mobil / Homeoffice' }));
    await user.click(screen.getByRole('button', { name: 'Einstempeln' }));
    await settle();
    expect(backend.requests).toContain('GET /json/clocking/in?homeOffice=true');
    expect(events).toEqual([{ homeOffice: true }]);
    // clockedIn is true at once …
    expect(screen.getByRole('button', { name: 'Ausstempeln' })).toBeEnabled();
    expect(screen.getByTestId('clock-state')).toHaveTextContent('Eingestempelt');
    // … the clockings follow 700 ms later.
    expect(backend.count('/json/clockings')).toBe(1);
    await advance(699);
    expect(backend.count('/json/clockings')).toBe(1);
    await advance(1);
    expect(backend.count('/json/clockings')).toBe(2);
    await until(() => expect(within(screen.getByRole('table')).getByText('läuft')).toBeInTheDocument());
    expect(screen.getByTestId('clock-state')).toHaveTextContent('Eingestempelt seit 09:30');
  });

  it('clocks in without the option as homeOffice=false, with the keyboard', async () => {
    const { backend, user } = await open();
    screen.getByRole('button', { name: 'Einstempeln' }).focus();
    await user.keyboard('{Enter}');
    await settle();
    expect(backend.requests).toContain('GET /json/clocking/in?homeOffice=false');
  });

  it('a double click (and Enter plus click) on Einstempeln sends exactly one request', async () => {
    const { backend, user } = await open();
    const button = screen.getByRole('button', { name: 'Einstempeln' });
    await user.dblClick(button);
    fireEvent.click(button);
    await settle();
    expect(backend.count('/json/clocking/in')).toBe(1);
  });

  it('shows progress while clocking in and cannot be pressed meanwhile', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { backend, user } = await open({
      override: {
        '/json/clocking/in': async () => {
          await gate;
          return HttpResponse.json({ clockedIn: true });
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Einstempeln' }));
    await settle();
    const busy = screen.getByRole('button', { name: 'Wird eingestempelt …' });
    expect(busy).toBeDisabled();
    fireEvent.click(busy);
    release();
    await settle();
    expect(backend.count('/json/clocking/in')).toBe(1);
    expect(screen.getByRole('button', { name: 'Ausstempeln' })).toBeEnabled();
  });

  it('a failed clock-in shows the error and frees the button', async () => {
    const { user } = await open({ override: { '/json/clocking/in': () => HttpResponse.json({ message: 'x' }, { status: 500 }) } });
    await user.click(screen.getByRole('button', { name: 'Einstempeln' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Auf dem Server ist ein Fehler aufgetreten');
    expect(screen.getByRole('button', { name: 'Einstempeln' })).toBeEnabled();
  });

  it('clocks out with GET json/clocking/out and refreshes the clockings at once', async () => {
    const { backend, user, host } = await open({
      status: { clockedIn: true },
      day: day({ items: [clocking({ clock_in: '2026-11-23 07:00:00', clock_out: null, time: 9000 })] }),
    });
    const events: unknown[] = [];
    host.addEventListener('stempeluhr:clocked-out', (event) => events.push(event.detail));
    await user.click(screen.getByRole('button', { name: 'Ausstempeln' }));
    await settle();
    expect(backend.count('/json/clocking/out')).toBe(1);
    expect(backend.count('/json/clockings')).toBe(2);
    expect(events).toEqual([{}]);
    expect(screen.getByRole('button', { name: 'Einstempeln' })).toBeEnabled();
    expect(within(screen.getByRole('table')).queryByText('läuft')).toBeNull();
  });

  it('a failed clock-out is only logged ("Fehler beim Ausstempeln"), shows nothing and frees the button', async () => {
    const logged = expectConsole('error', /^Fehler beim Ausstempeln/);
    const { backend, user } = await open({
      status: { clockedIn: true },
      day: day({ items: [clocking({ clock_out: null })] }),
      override: { '/json/clocking/out': () => HttpResponse.json({ message: 'kaputt' }, { status: 500 }) },
    });
    await user.click(screen.getByRole('button', { name: 'Ausstempeln' }));
    await settle();
    expect(logged()).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ausstempeln' })).toBeEnabled();
    expect(backend.count('/json/clockings')).toBe(1);
  });

  it('a clock-out the server refuses as outdated (422) is only logged; status and clockings are read again', async () => {
    const logged = expectConsole('error', /^Fehler beim Ausstempeln/);
    let backend: FakeBackend | null = null;
    const opened = await open({
      status: { clockedIn: true },
      day: day({ items: [clocking({ clock_out: null })] }),
      override: {
        '/json/clocking/out': () => {
          // Clocked out on the phone meanwhile.
          if (backend) backend.status = { ...backend.status, clockedIn: false };
          return HttpResponse.json({ message: 'Sie sind nicht eingestempelt.' }, { status: 422 });
        },
      },
    });
    backend = opened.backend;
    await opened.user.click(screen.getByRole('button', { name: 'Ausstempeln' }));
    await settle();
    expect(logged()).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(opened.backend.count('/json/welcome/status')).toBe(2);
    expect(opened.backend.count('/json/clockings')).toBe(2);
    expect(screen.getByRole('button', { name: 'Einstempeln' })).toBeEnabled();
  });
});

describe('welcome-view: break timer', () => {
  it('ticks every second from the last clock_out: 00:00:01, 00:00:02', async () => {
    // Last clock-out at 09:30:00 (now); the content appears one second later.
    await open({ day: day({ items: [clocking({ clock_in: '2026-11-23 07:00:00', clock_out: '2026-11-23 09:30:00' })] }) });
    expect(breakTimer()).toHaveTextContent('00:00:01');
    await advance(1000);
    expect(breakTimer()).toHaveTextContent('00:00:02');
    await advance(3_600_000);
    expect(breakTimer()).toHaveTextContent('01:00:02');
  });

  it.each([
    ['no clocking', [] as ReturnType<typeof clocking>[]],
    [
      'the last clocking is open',
      [
        clocking({ clock_in: '2026-11-23 06:00:00', clock_out: '2026-11-23 07:00:00' }),
        clocking({ clock_in: '2026-11-23 08:00:00', clock_out: null }),
      ],
    ],
    ['an invalid time', [clocking({ clock_in: '2026-11-23 06:00:00', clock_out: 'kaputt' })]],
  ])('shows 00:00:00 for %s', async (_name, items) => {
    await open({ day: day({ items }) });
    expect(breakTimer()).toHaveTextContent('00:00:00');
    await advance(3000);
    expect(breakTimer()).toHaveTextContent('00:00:00');
  });

  it('computes from timestamps: a clock jumped by 5 minutes (a laptop waking up) shows 00:05:00', async () => {
    await open({ day: day({ items: [clocking({ clock_in: '2026-11-23 07:00:00', clock_out: '2026-11-23 09:30:00' })] }) });
    expect(breakTimer()).toHaveTextContent('00:00:01');
    // The wall clock jumps without a single tick in between.
    vi.setSystemTime(new Date(NOW.getTime() + 5 * 60_000));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(breakTimer()).toHaveTextContent('00:05:00');
    await advance(1000);
    expect(breakTimer()).toHaveTextContent('00:05:01');
  });
});

describe('welcome-view: balances and target', () => {
  it('while clocked in says when today\'s required time is reached ("Soll erreicht um 16:42") and shows both balances', async () => {
    await open({
      status: { clockedIn: true },
      day: day({
        items: [clocking({ clock_in: '2026-11-23 08:42:00', clock_out: null, time: 2880 })],
        done: 2880,
        required: 28800,
        pending: 25920,
        weekOvertime: 5400,
      }),
    });
    expect(screen.getByTestId('target')).toHaveTextContent('Soll erreicht um 16:42');
    expect(screen.getByTestId('balance-week')).toHaveTextContent('+1:30');
    expect(screen.getByTestId('balance-week')).toHaveClass('text-success');
    expect(screen.getByTestId('balance-today')).toHaveTextContent('−7:11');
    expect(screen.getByTestId('balance-today')).toHaveClass('text-danger');
    // Computed from the answer's time: the target does not drift while the clock runs.
    await advance(10 * 60_000);
    expect(screen.getByTestId('target')).toHaveTextContent('Soll erreicht um 16:42');
  });

  it('says "Soll erreicht" once nothing is pending, and nothing about it while clocked out', async () => {
    await open({
      status: { clockedIn: true },
      day: day({
        items: [clocking({ clock_in: '2026-11-23 00:30:00', clock_out: null, time: 32400 })],
        done: 32400,
        required: 28800,
        pending: 0,
        weekOvertime: -2700,
      }),
    });
    expect(screen.getByTestId('target')).toHaveTextContent(/^Soll erreicht$/);
    expect(screen.getByTestId('balance-week')).toHaveTextContent('−0:45');
    expect(screen.getByTestId('balance-today')).toHaveTextContent('+1:00');
  });

  it('says nothing about the target while clocked out', async () => {
    await open({ day: day({ items: [clocking()] }) });
    expect(screen.queryByTestId('target')).toBeNull();
  });
});

describe('welcome-view: short business trip', () => {
  it('start sends the comment and sets the trip running; finish clears the comment', async () => {
    const { backend, user } = await open();
    const input = screen.getByRole('textbox', { name: 'Kommentar' });
    await user.type(input, 'Kundentermin Müller GmbH{Enter}');
    await settle();
    expect(backend.tripComments).toEqual(['Kundentermin Müller GmbH']);
    expect(screen.getByText('Dienstreise läuft')).toBeInTheDocument();
    expect(input).toHaveValue('Kundentermin Müller GmbH');
    await user.click(screen.getByRole('button', { name: 'Dienstreise beenden' }));
    await settle();
    expect(backend.count('/json/short-business-trip/finish')).toBe(1);
    expect(input).toHaveValue('');
    expect(screen.queryByText('Dienstreise läuft')).toBeNull();
    expect(screen.getByRole('button', { name: 'Dienstreise starten' })).toBeEnabled();
  });

  it('a failed start shows the response body as text (never HTML), keeps the comment, and a new start clears the error', async () => {
    let fail = true;
    const { user } = await open({
      override: {
        '/json/short-business-trip/start': () =>
          fail
            ? new HttpResponse('<b>kaputt</b>', { status: 500, headers: { 'Content-Type': 'text/html' } })
            : HttpResponse.json({ ok: true }),
      },
    });
    const input = screen.getByRole('textbox', { name: 'Kommentar' });
    await user.type(input, 'Messe');
    await user.click(screen.getByRole('button', { name: 'Dienstreise starten' }));
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('<b>kaputt</b>');
    expect(alert.querySelector('b')).toBeNull();
    expect(input).toHaveValue('Messe');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Dienstreise starten' }));
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Dienstreise läuft')).toBeInTheDocument();
  });

  it("opened during a trip: the trip's comment is shown, read-only, until it is finished", async () => {
    const { user } = await open({
      status: { clockedIn: true, businessTrip: true },
      day: day({ items: [clocking({ clock_out: null, type: 'geschäftlich unterwegs', comment: 'Messe in Essen', home_office: true })] }),
    });
    const input = screen.getByRole('textbox', { name: 'Kommentar' });
    expect(input).toHaveValue('Messe in Essen');
    expect(input).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Dienstreise beenden' }));
    await settle();
    expect(input).toHaveValue('');
    expect(input).not.toHaveAttribute('readonly');
  });

  it('a Laravel 422 on start shows its message', async () => {
    const { user } = await open({
      override: {
        '/json/short-business-trip/start': () =>
          HttpResponse.json(
            { message: 'Bitte einen Kommentar angeben.', errors: { comment: ['Bitte einen Kommentar angeben.'] } },
            { status: 422 },
          ),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Dienstreise starten' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Bitte einen Kommentar angeben\.$/);
  });
});

describe('welcome-view: a failed trip start shows the response body, whatever its shape (spec 01 §8)', () => {
  it.each<[string, () => Response, string]>([
    [
      'plain text',
      () => new HttpResponse('Bitte erst einstempeln.', { status: 500, headers: { 'Content-Type': 'text/plain' } }),
      'Bitte erst einstempeln.',
    ],
    [
      'a JSON message on a 500',
      () => HttpResponse.json({ message: 'Dienstreisen sind heute gesperrt.' }, { status: 500 }),
      'Dienstreisen sind heute gesperrt.',
    ],
    ['a list of texts', () => HttpResponse.json(['Kommentar fehlt.', 'Zu lang.'], { status: 409 }), 'Kommentar fehlt. Zu lang.'],
    [
      'JSON without a message',
      () => HttpResponse.json({ error: 'Sie sind bereits unterwegs.' }, { status: 400 }),
      'Sie sind bereits unterwegs.',
    ],
  ])('%s', async (_shape, reply, shown) => {
    const { user } = await open({ override: { '/json/short-business-trip/start': reply } });
    await user.type(screen.getByRole('textbox', { name: 'Kommentar' }), 'Messe');
    await user.click(screen.getByRole('button', { name: 'Dienstreise starten' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(shown);
    expect(screen.queryByText('Dienstreise läuft')).toBeNull();
  });
});

describe('welcome-view: rating', () => {
  it('navigates to /ryb/intensity', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Jetzt bewerten' }));
    expect(navigation.assign).toHaveBeenCalledWith(pageUrl('/ryb/intensity'));
  });

  it('says what is rated, and its button is an outline one beside the solid clock button (one primary action)', async () => {
    await open();
    const card = screen.getByRole('region', { name: 'Bewertung' });
    expect(card).toHaveTextContent('Eine kurze Umfrage: Wie intensiv erleben Sie Ihre Arbeit derzeit?');
    expect(within(card).getByRole('button', { name: 'Jetzt bewerten' })).toHaveClass('btn-outline-primary');
    expect(within(card).getByRole('button', { name: 'Jetzt bewerten' })).not.toHaveClass('btn-primary');
  });

  it('is disabled with a visible reason when not allowed', async () => {
    await open({ status: { rybAllowed: false } });
    const button = screen.getByRole('button', { name: 'Jetzt bewerten' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Die Bewertung ist derzeit nicht freigeschaltet.');
    expect(screen.getByText('Die Bewertung ist derzeit nicht freigeschaltet.')).toBeVisible();
  });

  it('says it is done when voted', async () => {
    await open({ status: { rybVoted: true } });
    expect(screen.getByRole('button', { name: 'Bereits bewertet ✓' })).toBeDisabled();
  });
});

describe('welcome-view: resource hygiene', () => {
  it('leaves no timer behind after unmount', async () => {
    const { unmount, queryClient } = await open({
      status: { clockedIn: true },
      day: day({ items: [clocking({ clock_in: '2026-11-23 07:00:00', clock_out: null, time: 9000 })] }),
    });
    await advance(3000);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    // The query cache belongs to the page, not to the widget: its garbage-collection timers go with it.
    queryClient.clear();
    await settle();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('removed during the 700 ms after a clock-in: the refresh is marked at once, no timer is left', async () => {
    const { backend, user, unmount, queryClient } = await open();
    // Mutations keep a garbage-collection timer in the page's cache; not the widget's, so switched off here.
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ ...defaults, mutations: { ...defaults.mutations, gcTime: Infinity } });
    await user.click(screen.getByRole('button', { name: 'Einstempeln' }));
    await settle();
    expect(backend.count('/json/clocking/in')).toBe(1);
    unmount();
    await settle();
    expect(queryClient.getQueryState(clockingKeys.todayClockings())?.isInvalidated).toBe(true);
    queryClient.clear();
    await settle();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('welcome-view: offline and removal', () => {
  it('offline: a hint, and the sending buttons wait until the connection is back', async () => {
    const { backend } = await open();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    onTestFinished(() => onlineManager.setOnline(true));
    expect(screen.getByRole('alert')).toHaveTextContent('Sie sind offline');
    expect(screen.getByRole('button', { name: 'Einstempeln' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Dienstreise starten' })).toBeDisabled();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Einstempeln' })).toBeEnabled();
    expect(backend.count('/json/clocking/in')).toBe(0);
  });

  it('opened offline: no request and a hint; after reconnecting exactly one request per read', async () => {
    fakeTheClock();
    onlineManager.setOnline(false);
    onTestFinished(() => onlineManager.setOnline(true));
    const backend = installBackend();
    renderView(<WelcomeView />, { fakeTimers: true });
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Sie sind offline');
    expect(backend.requests).toEqual([]);
    act(() => onlineManager.setOnline(true));
    await settle();
    expect(backend.count('/json/welcome/status')).toBe(1);
    expect(backend.count('/json/clockings')).toBe(1);
    await advance(1000);
    expect(screen.getByRole('button', { name: 'Einstempeln' })).toBeEnabled();
    // Besides status and clockings, the view reads this week and (on a Monday) last week once each:
    // yesterday's end for the rest-time hint and a forgotten clock-out.
    expect([...backend.requests].sort()).toEqual([
      'GET /json/clocking/week-overview/2026-11-22',
      'GET /json/clocking/week-overview/2026-11-23',
      'GET /json/clockings',
      'GET /json/welcome/status',
    ]);
  });

  it('removed while the clock-out is on its way: no console error, the refresh is still marked', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { backend, user, unmount, queryClient } = await open({
      status: { clockedIn: true },
      day: day({ items: [clocking({ clock_out: null })] }),
      override: {
        '/json/clocking/out': async () => {
          await gate;
          return HttpResponse.json({ clockedIn: false });
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Ausstempeln' }));
    await settle();
    unmount();
    release();
    await settle();
    expect(backend.count('/json/clocking/out')).toBe(1);
    expect(queryClient.getQueryState(clockingKeys.todayClockings())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData<{ clockedIn: boolean }>(clockingKeys.status())?.clockedIn).toBe(false);
  });
});
