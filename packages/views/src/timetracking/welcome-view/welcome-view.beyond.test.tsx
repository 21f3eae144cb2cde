// Issue 14 on the welcome view: the forgotten clock-out, the working-time-law hints, the progress
// toward the day's required time, the running time in the tab's title and the clock shortcut.
import type { Clocking, Day } from '@stempeluhr/core';
import { route } from '@mocks/http/route';
import { server } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderView } from '@test/render';
import { clocking, day, installBackend, type BackendOptions } from './welcome-view.fixtures';
import { WelcomeView } from './welcome-view';
import { WeekOverview } from '../week-overview/week-overview';
import { day as weekOverviewDay } from '../week-overview/week-overview.fixtures';
import { loadPickerLibrary } from '@stempeluhr/ui';

// The pickers load react-datepicker on first use; here it is there from the start, so a field found
// before a click is still the field after it (the take-over itself: lazy-picker.test.tsx).
beforeAll(() => loadPickerLibrary());

/** Tuesday 24.11.2026, 09:30 Berlin: yesterday was Monday of the same week (KW 48). */
const TUESDAY = new Date('2026-11-24T09:30:00+01:00');
const WAIT = { timeout: 5000 };

function weekDay(date: string, partial: Partial<Day> = {}): Day {
  return weekOverviewDay(date, {
    day: 'Tag',
    total: 0,
    required: 8 * 3600,
    overtime: 0,
    is_done: false,
    futureDay: date > '2026-11-24',
    ...partial,
  });
}

const KW48 = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];

/** The week-overview and update endpoints over a week of KW 48 whose Monday is given. */
function installWeek(monday: Clocking[], options: { update?: () => Response } = {}) {
  const updates: Record<string, unknown>[] = [];
  let mondayClockings = monday;
  server.use(
    http.get(route('/json/clocking/week-overview/:date'), () =>
      HttpResponse.json(
        KW48.map((date) =>
          date === '2026-11-23'
            ? weekDay(date, {
                clockings: mondayClockings,
                total: mondayClockings.reduce((s, c) => s + c.time, 0),
                overtime: 3600,
                is_done: true,
              })
            : weekDay(date, date > '2026-11-24' ? { required: date >= '2026-11-28' ? 0 : 8 * 3600 } : {}),
        ),
      ),
    ),
    http.post(route('/clocking/user/update'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      updates.push(body);
      if (options.update) return options.update();
      mondayClockings = mondayClockings.map((c) => (c.id === body.id ? { ...c, clock_out: '2026-11-23 23:00:00', time: 37800 } : c));
      return HttpResponse.json({ ok: true });
    }),
  );
  return { updates };
}

function openOnTuesday(backend: BackendOptions = {}) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(TUESDAY);
  const fake = installBackend(backend);
  return { fake, ...renderView(<WelcomeView />) };
}

afterEach(() => {
  vi.useRealTimers();
});

const morning = () => clocking({ clock_in: '2026-11-23 07:55:00', clock_out: '2026-11-23 12:00:00', time: 4 * 3600 + 5 * 60 });
const forgottenOpen = () => clocking({ clock_in: '2026-11-23 12:30:00', clock_out: null, time: 21 * 3600 });

describe('welcome-view: forgotten clock-out', () => {
  it('asks when the user left, prefilled with the time the required hours were reached, and changes nothing before the click', async () => {
    const { updates } = installWeek([morning(), forgottenOpen()]);
    const { fake } = openOnTuesday({ status: { clockedIn: true } });
    const prompt = await screen.findByRole('region', { name: 'Wann sind Sie gegangen?' }, WAIT);
    expect(prompt).toHaveTextContent('Mo, 23.11.2026');
    expect(prompt).toHaveTextContent('seit 12:30');
    // „Sie“ as everywhere else in the product (issue 24 point 8).
    expect(prompt).toHaveTextContent('Ihre Buchung vom Mo, 23.11.2026 läuft noch');
    expect(prompt).toHaveTextContent('Haben Sie vergessen, sich auszustempeln?');
    expect(prompt).toHaveTextContent('Bis Sie auf „Ende buchen“ klicken, ändert sich nichts.');
    expect(prompt.textContent).not.toMatch(/\b(du|dich|dein|deine|hast|bist)\b/i);
    // 4:05 h in the morning, 3:55 h missing: reached at 16:25.
    expect(within(prompt).getByLabelText('Gegangen um')).toHaveValue('16:25');
    expect(within(prompt).getByTestId('forgotten-effect')).toHaveTextContent('8:00 h gearbeitet (Soll 8:00 h)');
    expect(within(prompt).getByTestId('forgotten-effect')).toHaveTextContent('Saldo der KW 48 dann: ±0:00');
    // The clock button would book "now" as the end: it waits and says why.
    expect(screen.getByRole('button', { name: 'Ausstempeln' })).toBeDisabled();
    expect(screen.getByText(/Erst oben eintragen, wann Sie am Mo, 23.11.2026 gegangen sind/)).toBeInTheDocument();
    expect(updates).toEqual([]);
    expect(fake.requests.some((r) => r.startsWith('POST'))).toBe(false);
  });

  it('books the typed end with the update call and reports the week balance that follows', async () => {
    const { updates } = installWeek([morning(), forgottenOpen()]);
    const { fake, user } = openOnTuesday({ status: { clockedIn: true } });
    const prompt = await screen.findByRole('region', { name: 'Wann sind Sie gegangen?' }, WAIT);
    const field = within(prompt).getByLabelText('Gegangen um');
    await user.clear(field);
    await user.type(field, '23:00');
    expect(within(prompt).getByTestId('forgotten-effect')).toHaveTextContent('Saldo der KW 48 dann: +6:35');
    fake.status = { ...fake.status, clockedIn: false };
    await user.click(within(prompt).getByRole('button', { name: 'Ende 23:00 buchen' }));
    await waitFor(() => expect(updates).toHaveLength(1), WAIT);
    expect(updates[0]).toMatchObject({
      clockIn: new Date('2026-11-23T12:30:00+01:00').getTime(),
      clockOut: new Date('2026-11-23T23:00:00+01:00').getTime(),
      type: 'regulär',
    });
    expect(String(updates[0].comment)).not.toBe('');
    const done = await screen.findByTestId('forgotten-booked', {}, WAIT);
    expect(done).toHaveTextContent('Ende am Mo, 23.11.2026 um 23:00 gebucht.');
    expect(done).toHaveTextContent('Saldo der KW 48:');
    expect(screen.queryByRole('region', { name: 'Wann sind Sie gegangen?' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Einstempeln' })).toBeEnabled(), WAIT);
  });

  it('booking the end refreshes every overview on the page, a monthly one too (issue 23 point 5)', async () => {
    const { updates } = installWeek([morning(), forgottenOpen()]);
    server.use(
      http.get(route('/clocking/monthly'), () =>
        HttpResponse.json({
          days: [weekDay('2026-11-23', { total: updates.length > 0 ? 8 * 3600 : 4 * 3600 + 5 * 60, is_done: true })],
        }),
      ),
    );
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(TUESDAY);
    installBackend({ status: { clockedIn: true } });
    const { user } = renderView(
      <>
        <WelcomeView />
        <section aria-label="Monat">
          <WeekOverview mode="monthly" year={2026} month={11} />
        </section>
      </>,
    );
    const month = screen.getByRole('region', { name: 'Monat' });
    expect(await within(month).findByRole('button', { name: /Mo, 23\.11\.2026/ }, WAIT)).toHaveTextContent(/4:05 h/);
    const prompt = await screen.findByRole('region', { name: 'Wann sind Sie gegangen?' }, WAIT);
    await user.click(within(prompt).getByRole('button', { name: 'Ende 16:25 buchen' }));
    await waitFor(() => expect(within(month).getByRole('button', { name: /Mo, 23\.11\.2026/ })).toHaveTextContent(/8:00 h/), WAIT);
  });

  it('says in German what is wrong with the time, at the field, and keeps what was typed when the server refuses', async () => {
    const { updates } = installWeek([morning(), forgottenOpen()], {
      update: () =>
        HttpResponse.json({ message: 'Ungültig', errors: { clockOut: ['Die Zeit darf nicht in der Zukunft liegen.'] } }, { status: 422 }),
    });
    const { user } = openOnTuesday({ status: { clockedIn: true } });
    const prompt = await screen.findByRole('region', { name: 'Wann sind Sie gegangen?' }, WAIT);
    const field = within(prompt).getByLabelText('Gegangen um');
    await user.clear(field);
    await user.click(within(prompt).getByRole('button', { name: 'Ende buchen' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Bitte eine Uhrzeit angeben.'));
    await user.type(field, '11:00');
    await user.click(within(prompt).getByRole('button', { name: 'Ende 11:00 buchen' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Das Ende muss nach dem Beginn (12:30) liegen.'));
    expect(updates).toEqual([]);
    await user.clear(field);
    await user.type(field, '18:10');
    await user.click(within(prompt).getByRole('button', { name: 'Ende 18:10 buchen' }));
    await waitFor(
      () => expect(field).toHaveAccessibleDescription(expect.stringContaining('Die Zeit darf nicht in der Zukunft liegen.')),
      WAIT,
    );
    expect(field).toHaveValue('18:10');
    expect(updates).toHaveLength(1);
  });
});

describe('welcome-view: the day at a glance', () => {
  it('warns of a short rest after a late yesterday, without blocking the clock', async () => {
    installWeek([clocking({ clock_in: '2026-11-23 14:00:00', clock_out: '2026-11-23 23:30:00', time: 9.5 * 3600 })]);
    openOnTuesday({
      status: { clockedIn: true },
      day: day({ items: [clocking({ clock_in: '2026-11-24 08:00:00', clock_out: null, time: 5400 })] }),
    });
    const hints = await screen.findByRole('region', { name: 'Hinweise zum Arbeitszeitgesetz' }, WAIT);
    expect(hints).toHaveTextContent('Nur 8:30 h Ruhezeit');
    expect(hints).toHaveTextContent('§ 5 ArbZG');
    expect(screen.getByRole('button', { name: 'Ausstempeln' })).toBeEnabled();
  });

  it('shows the progress toward the required time with "Soll erreicht um …"', async () => {
    installWeek([morning()]);
    openOnTuesday({
      status: { clockedIn: true },
      day: day({ items: [clocking({ clock_in: '2026-11-24 07:30:00', clock_out: null, time: 2 * 3600 })], done: 2 * 3600 }),
    });
    const bar = await screen.findByRole('progressbar', { name: 'Fortschritt zum Tagessoll' }, WAIT);
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', '2:00 h von 8:00 h');
    expect(screen.getByTestId('target')).toHaveTextContent('Soll erreicht um 15:30');
  });

  it('puts the running time into the tab title while clocked in and gives the page its title back on unmount', async () => {
    installWeek([morning()]);
    document.title = 'Startseite';
    const { unmount } = openOnTuesday({
      status: { clockedIn: true },
      day: day({ items: [clocking({ clock_in: '2026-11-24 07:30:00', clock_out: null, time: 2 * 3600 })], done: 2 * 3600 }),
    });
    await waitFor(() => expect(document.title).toBe('⏱ 2:00 h eingestempelt · Startseite'), WAIT);
    unmount();
    expect(document.title).toBe('Startseite');
  });

  it('clocks in with S while the focus is inside the widget, but not while typing in a field', async () => {
    installWeek([morning()]);
    const { fake, user } = openOnTuesday();
    const button = await screen.findByRole('button', { name: 'Einstempeln' }, WAIT);
    expect(button).toHaveAttribute('aria-keyshortcuts', 'S');
    expect(button).toHaveAttribute('title', expect.stringContaining('Tastenkürzel: S'));
    await user.click(screen.getByRole('textbox', { name: /Kommentar/ }));
    await user.keyboard('s');
    expect(fake.count('/json/clocking/in')).toBe(0);
    await user.click(screen.getByLabelText('mobil / Homeoffice'));
    await user.keyboard('s');
    await waitFor(() => expect(fake.count('/json/clocking/in')).toBe(1), WAIT);
    expect(fake.requests).toContain('GET /json/clocking/in?homeOffice=true');
  });

  it('ignores S while the focus is outside the widget', async () => {
    installWeek([morning()]);
    const outside = document.createElement('button');
    document.body.appendChild(outside);
    const { fake, user } = openOnTuesday();
    await screen.findByRole('button', { name: 'Einstempeln' }, WAIT);
    outside.focus();
    await user.keyboard('s');
    expect(fake.count('/json/clocking/in')).toBe(0);
    outside.remove();
  });
});
