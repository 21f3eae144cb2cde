import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConsole } from '@test/console-guard';
import { renderView } from '@test/render';
import { Calendar, CALENDAR_FALLBACK_TEXT, type CalendarView } from './calendar';
import { calendarStylesBlocked, ensureCalendarStyleNonce } from './style-nonce';

beforeAll(async () => {
  // The grid is loaded on demand; having it in the module cache keeps fake-timer tests deterministic.
  await import('./calendar-grid');
  if (!('ResizeObserver' in globalThis)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = ResizeObserverStub;
  }
});

function dayCell(isoDay: string): HTMLElement {
  const cell = document.querySelector<HTMLElement>(`td.fc-daygrid-day[data-date="${isoDay}"]`);
  if (!cell) throw new Error(`no cell for ${isoDay}`);
  return cell;
}

describe('Calendar', () => {
  // First in the file: the grid's module is not yet in the calendar's hands.
  it('shows the month the moment FullCalendar has arrived: no timer stands between (React holds a suspended boundary 300 ms)', async () => {
    // Only the timers are fake: React's scheduler runs on setImmediate, the module arrives on promises.
    // act() would run React's timers itself: the wait is outside it, as on a page.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderView(<Calendar initialDate="2026-11-23" />);
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      for (let turn = 0; turn < 200 && screen.queryAllByRole('columnheader').length === 0; turn += 1)
        await new Promise((done) => setImmediate(done));
    } finally {
      scope.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
  });

  it('shows a German month starting on Monday with ISO week numbers and events', async () => {
    renderView(<Calendar initialDate="2026-11-23" events={[{ title: 'Urlaub', start: '2026-11-24', allDay: true }]} />);
    expect(await screen.findByRole('button', { name: /November 2026/ })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    // Visible as it is named ("KW 48"; label in name, WCAG 2.5.3).
    expect(screen.getByText('KW 48')).toHaveAttribute('aria-label', 'KW 48');
    expect(screen.getByText('KW 44')).toBeInTheDocument(); // 26.10.2026, first row
    expect(within(dayCell('2026-11-24')).getByText('Urlaub')).toBeInTheDocument();
  });

  it('names a day cell by all it shows, its events included (label in name, WCAG 2.5.3)', async () => {
    renderView(<Calendar initialDate="2026-11-23" events={[{ title: 'Urlaub', start: '2026-11-24', allDay: true }]} />);
    await screen.findByRole('button', { name: /November 2026/ });
    const cell = dayCell('2026-11-24');
    expect(cell).not.toHaveAttribute('aria-labelledby');
    expect(cell).toHaveAccessibleName(/24\. November 2026.*Urlaub/);
  });

  it.each([
    ['week', 'fc-dayGridWeek-view', 7],
    ['day', 'fc-dayGridDay-view', 1],
    ['month', 'fc-dayGridMonth-view', 42],
  ] as const)('view "%s" renders the matching day grid', async (view, className, days) => {
    renderView(<Calendar view={view} initialDate="2026-11-23" />);
    await screen.findByRole('group', { name: { week: 'Woche wählen', day: 'Tag wählen', month: 'Monat wählen' }[view] });
    expect(document.querySelector(`.${className}`)).not.toBeNull();
    expect(document.querySelectorAll('td.fc-daygrid-day')).toHaveLength(days);
  });

  it('refuses an unknown view: falls back to month and reports it once', async () => {
    const errors = expectConsole('error', /unbekannte Ansicht "year"/);
    // Plain render: rerender keeps the same tree (renderView's shell would be replaced).
    const { rerender } = render(<Calendar view={'year' as CalendarView} initialDate="2026-11-23" />);
    await screen.findByRole('button', { name: /November 2026/ });
    expect(document.querySelector('.fc-dayGridMonth-view')).not.toBeNull();
    rerender(<Calendar view={'year' as CalendarView} initialDate="2026-11-23" events={[]} />);
    expect(errors(), errors().join('\n')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Monat' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches views from the header and follows a changed view prop', async () => {
    const onViewChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Calendar initialDate="2026-11-23" onViewChange={onViewChange} />);
    await user.click(await screen.findByRole('button', { name: 'Woche' }));
    expect(document.querySelector('.fc-dayGridWeek-view')).not.toBeNull();
    expect(onViewChange).toHaveBeenCalledWith('week');
    rerender(<Calendar initialDate="2026-11-23" view="day" onViewChange={onViewChange} />);
    expect(document.querySelector('.fc-dayGridDay-view')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Tag' })).toHaveAttribute('aria-pressed', 'true');
    // The day view names its day in the one period navigation.
    expect(screen.getByRole('group', { name: 'Tag wählen' })).toHaveTextContent('Mo, 23.11.2026');
  });

  it('colours days through dayCellClassNames and recolours when the function changes', async () => {
    const tone = (day: number, className: string) => (date: Date) =>
      date.getDate() === day && date.getMonth() === 10 ? className : undefined;
    const { rerender } = render(<Calendar initialDate="2026-11-23" dayCellClassNames={tone(23, 'table-success')} />);
    await screen.findByRole('button', { name: /November 2026/ });
    expect(dayCell('2026-11-23')).toHaveClass('table-success');
    expect(dayCell('2026-11-24')).not.toHaveClass('table-success');
    rerender(<Calendar initialDate="2026-11-23" dayCellClassNames={tone(24, 'table-danger')} />);
    expect(dayCell('2026-11-24')).toHaveClass('table-danger');
    expect(dayCell('2026-11-23')).not.toHaveClass('table-success');
  });

  it('reports a chosen day by click and by keyboard', async () => {
    const onDateClick = vi.fn();
    const { user } = renderView(<Calendar initialDate="2026-11-23" onDateClick={onDateClick} />);
    await screen.findByRole('button', { name: /November 2026/ });
    const cell = dayCell('2026-11-25');
    act(() => cell.focus());
    await user.keyboard('{Enter}');
    expect(onDateClick).toHaveBeenLastCalledWith(new Date(2026, 10, 25));
    await user.click(within(dayCell('2026-11-26')).getByText('26'));
    expect(onDateClick).toHaveBeenLastCalledWith(new Date(2026, 10, 26));
  });

  it('is one tab stop whose arrow keys move the day, across months, and marks the chosen day', async () => {
    // November 2026 holds today: the header's „Heute“ is off, so Tab goes from „Nächster Monat“ to the days.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T09:30:00+01:00'));
    const onDateClick = vi.fn();
    const { user } = renderView(
      <div>
        <button type="button">davor</button>
        <Calendar initialDate="2026-11-23" selectedDate="2026-11-25" onDateClick={onDateClick} showViewSwitch={false} />
        <button type="button">danach</button>
      </div>,
    );
    await screen.findByRole('button', { name: /November 2026/ });
    // Only the chosen day is in the tab order; it says so and how to use the keys, in German.
    const tabbable = [...document.querySelectorAll('td.fc-daygrid-day')].filter((td) => td.getAttribute('tabindex') === '0');
    expect(tabbable).toEqual([dayCell('2026-11-25')]);
    expect(screen.getByRole('gridcell', { selected: true })).toBe(dayCell('2026-11-25'));
    expect(dayCell('2026-11-25')).toHaveAccessibleName('Mittwoch, 25. November 2026');
    expect(dayCell('2026-11-25')).toHaveAccessibleDescription('Enter oder Leertaste wählt den Tag, Pfeiltasten wechseln ihn');
    act(() => screen.getByRole('button', { name: 'Nächster Monat' }).focus());
    expect(screen.getByRole('button', { name: 'Heute' })).toBeDisabled();
    await user.tab();
    expect(dayCell('2026-11-25')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(dayCell('2026-12-03')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowLeft}{Home}');
    expect(dayCell('2026-11-16')).toHaveFocus();
    await user.keyboard('{End}');
    expect(dayCell('2026-11-22')).toHaveFocus();
    expect(onDateClick).not.toHaveBeenCalled();
    // Tab leaves the grid at once: the days are a single stop, and it comes back to the last day.
    await user.tab();
    expect(screen.getByRole('button', { name: 'danach' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(dayCell('2026-11-22')).toHaveFocus();
    // Beyond the shown month the calendar turns and the focus follows.
    await user.keyboard('{PageDown}');
    expect(await screen.findByRole('button', { name: /Dezember 2026/ })).toBeInTheDocument();
    await waitFor(() => expect(dayCell('2026-12-22')).toHaveFocus());
    await user.keyboard(' ');
    expect(onDateClick).toHaveBeenLastCalledWith(new Date(2026, 11, 22));
  });

  it('navigates with the one period navigation (‹ November 2026 › Heute) and its month/year popover', async () => {
    const onRangeChange = vi.fn();
    const { user } = renderView(<Calendar initialDate="2026-11-23" onRangeChange={onRangeChange} />);
    expect(await screen.findByRole('group', { name: 'Monat wählen' })).toHaveTextContent('November 2026');
    await user.click(await screen.findByRole('button', { name: 'Nächster Monat' }));
    expect(screen.getByRole('button', { name: /Dezember 2026/ })).toBeInTheDocument();
    expect(onRangeChange).toHaveBeenLastCalledWith({ view: 'month', start: new Date(2026, 10, 30), end: new Date(2027, 0, 4) });
    await user.click(screen.getByRole('button', { name: 'Vorheriger Monat' }));
    await user.click(screen.getByRole('button', { name: /November 2026/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '2027' }));
    await user.click(within(dialog).getByRole('button', { name: 'März 2027' }));
    expect(await screen.findByRole('button', { name: /März 2027/ })).toBeInTheDocument();
    expect(dayCell('2027-03-01')).toBeInTheDocument();
  });

  it('„Heute“ goes back to the month, week or day holding today, and is off while it is shown', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T09:30:00+01:00'));
    const user = userEvent.setup();
    const { rerender } = render(<Calendar initialDate="2027-02-10" />);
    const today = await screen.findByRole('button', { name: 'Heute' });
    expect(today).toHaveAttribute('title', 'Zum aktuellen Monat');
    await user.click(today);
    expect(await screen.findByRole('button', { name: /^November 2026/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Heute' })).toBeDisabled();
    expect(dayCell('2026-11-25')).toBeInTheDocument();
    // Today's month is entered at today: the week view shows today's week.
    rerender(<Calendar initialDate="2027-02-10" view="week" />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Heute' })).toBeDisabled());
    expect(dayCell('2026-11-25')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Nächste Woche' }));
    expect(dayCell('2026-12-02')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Heute' }));
    await waitFor(() => expect(dayCell('2026-11-25')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Heute' })).toHaveAccessibleDescription('Die aktuelle Woche wird angezeigt');
    rerender(<Calendar initialDate="2027-02-10" view="day" />);
    await user.click(await screen.findByRole('button', { name: 'Vorheriger Tag' }));
    expect(screen.getByRole('group', { name: 'Tag wählen' })).toHaveTextContent('Di, 24.11.2026');
    expect(dayCell('2026-11-24')).toBeInTheDocument();
  });

  it('names a day by its weekday, date and status, so a screen reader hears what the colour and sign say', async () => {
    const statusOf = (status: string) => (date: Date) =>
      date.getDate() === 25 && date.getMonth() === 10 ? { mark: '✓', label: status } : undefined;
    const { rerender } = render(<Calendar initialDate="2026-11-23" dayCellLabel={statusOf('Erledigt')} onDateClick={() => {}} />);
    await screen.findByRole('group', { name: 'Monat wählen' });
    expect(screen.getByRole('gridcell', { name: 'Mittwoch, 25. November 2026: Erledigt' })).toBe(dayCell('2026-11-25'));
    // A day without a status: its weekday and date.
    expect(dayCell('2026-11-24')).toHaveAccessibleName('Dienstag, 24. November 2026');
    // New data, a new status function: the name follows.
    rerender(<Calendar initialDate="2026-11-23" dayCellLabel={statusOf('Nicht erledigt')} onDateClick={() => {}} />);
    await waitFor(() => expect(dayCell('2026-11-25')).toHaveAccessibleName('Mittwoch, 25. November 2026: Nicht erledigt'));
    // Still the sign is seen, and only the name is read (the sign is hidden from screen readers).
    expect(within(dayCell('2026-11-25')).getByText('✓')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows its own fallback when the CSP blocks its styles, without touching the rest of the widget', async () => {
    expectConsole('warn', /FullCalendar could not inject its styles/);
    const errors = expectConsole('error', /Styles nicht einfügen|Kalender: Darstellung fehlgeschlagen/);
    vi.spyOn(HTMLStyleElement.prototype, 'sheet', 'get').mockReturnValue(null);
    expect(calendarStylesBlocked()).toBe(false); // no FullCalendar style element yet
    renderView(
      <div>
        <p>Übrige Ansicht</p>
        <Calendar initialDate="2026-11-23" />
      </div>,
    );
    expect(await screen.findByText(CALENDAR_FALLBACK_TEXT)).toBeInTheDocument();
    expect(screen.getByText('Übrige Ansicht')).toBeInTheDocument();
    expect(screen.queryByText('Dieser Bereich konnte nicht angezeigt werden.')).toBeNull();
    expect(errors().length).toBeGreaterThan(0);
  });

  it('leaves no timers behind after unmount', async () => {
    vi.useFakeTimers();
    const { unmount } = renderView(<Calendar initialDate="2026-11-23" />, { fakeTimers: true });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(screen.getByRole('button', { name: /November 2026/ })).toBeInTheDocument();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('ensureCalendarStyleNonce', () => {
  it('does nothing without a nonce', () => {
    expect(ensureCalendarStyleNonce()).toBeNull();
    expect(ensureCalendarStyleNonce('  ')).toBeNull();
  });

  it('creates the nonce’d style element FullCalendar reuses, once', () => {
    document.head.querySelectorAll('style[data-fullcalendar]').forEach((el) => el.remove());
    const old = document.createElement('style');
    old.setAttribute('data-fullcalendar', '');
    document.head.appendChild(old);
    const style = ensureCalendarStyleNonce('n0nce');
    expect(style).not.toBeNull();
    expect(style!.nonce || style!.getAttribute('nonce')).toBe('n0nce');
    expect(old.isConnected).toBe(false);
    expect(ensureCalendarStyleNonce('n0nce')).toBe(style);
    expect(document.querySelectorAll('style[data-fullcalendar]')).toHaveLength(1);
  });

  it('reads the nonce from <meta name="csp-nonce">', () => {
    const meta = document.createElement('meta');
    meta.name = 'csp-nonce';
    meta.content = 'aus-meta';
    document.head.appendChild(meta);
    expect(ensureCalendarStyleNonce()?.getAttribute('nonce')).toBe('aus-meta');
  });

  it('a calendar with a nonce fills the nonce’d element with its rules', async () => {
    renderView(<Calendar initialDate="2026-11-23" nonce="kalender-nonce" />);
    await screen.findByRole('button', { name: /November 2026/ });
    const styles = document.querySelectorAll<HTMLStyleElement>('style[data-fullcalendar]');
    expect(styles).toHaveLength(1);
    expect(styles[0].getAttribute('nonce')).toBe('kalender-nonce');
    expect(styles[0].sheet?.cssRules.length ?? 0).toBeGreaterThan(0);
  });
});
