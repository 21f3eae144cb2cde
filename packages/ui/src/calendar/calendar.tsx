import { useCallback, useEffect, useRef, useState } from 'react';
import type { CalendarApi, DatesSetArg, DayCellContentArg, DayCellMountArg, EventInput } from '@fullcalendar/core';
import { ErrorBoundary } from 'react-error-boundary';
import { addDays, addMonths, format, parseISO, startOfISOWeek } from 'date-fns';
import { de } from 'date-fns/locale';
import { isoWeek, isoWeekStart, toIsoDay, todayBerlin } from '@stempeluhr/core';
import { MonthYearNav } from '../date-picker/month-year-nav';
import { PeriodStepper, type PeriodPickers } from '../period-nav/period-stepper';
import { ensureCalendarStyleNonce } from './style-nonce';

type GridModule = typeof import('./calendar-grid');

// FullCalendar loads with the first calendar, after the nonce'd <style> is in place (see calendar-grid).
let gridModule: GridModule | null = null;
let gridLoad: Promise<GridModule> | null = null;
function loadGrid(): Promise<GridModule> {
  gridLoad ??= import('./calendar-grid').then(
    (loaded) => (gridModule = loaded),
    (error: unknown) => {
      gridLoad = null;
      throw error;
    },
  );
  return gridLoad;
}

/**
 * The grid's code, once there (null until then); a failed load goes to the calendar's error boundary.
 * Awaited in state, not by suspending: React shows a Suspense boundary's content no earlier than 300 ms
 * after its fallback, so the month stood as a placeholder for that long after FullCalendar had arrived.
 */
function useCalendarGrid(): GridModule['default'] | null {
  const [grid, setGrid] = useState(gridModule);
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (grid) return undefined;
    let live = true;
    loadGrid().then(
      (loaded) => live && setGrid(loaded),
      (error: unknown) => live && setFailed({ error }),
    );
    return () => {
      live = false;
    };
  }, [grid]);
  if (failed) throw failed.error;
  return grid?.default ?? null;
}

function GridPlaceholder() {
  return (
    <div className="placeholder-glow" aria-busy="true">
      <span className="visually-hidden">Kalender wird geladen …</span>
      <span className="placeholder col-12 placeholder-lg" />
    </div>
  );
}

export type CalendarView = 'month' | 'week' | 'day';

export const CALENDAR_VIEWS: Record<CalendarView, string> = {
  month: 'dayGridMonth',
  week: 'dayGridWeek',
  day: 'dayGridDay',
};

const VIEW_LABELS: Record<CalendarView, string> = { month: 'Monat', week: 'Woche', day: 'Tag' };

/** The header's period navigation (the one PeriodNav, FullCalendar's own toolbar stays off), per view. */
const NAV_LABELS: Record<CalendarView, string> = { month: 'Monat wählen', week: 'Woche wählen', day: 'Tag wählen' };

/**
 * The month's label opens the month/year popover (as before); a week's label is plain text: the calendar
 * pages carry PeriodNav's stepper without its week picker (PeriodStepper with the month picker only).
 */
const PICKERS: PeriodPickers = {
  monthPicker: ({ label, value, onChange, disabled }) => (
    <MonthYearNav value={value} onChange={onChange} label={label} disabled={disabled} />
  ),
};

/**
 * A day's name for screen readers, its status included: „Mittwoch, 25. November 2026: Erledigt“.
 * FullCalendar names the day number by the date alone (`aria-label`), which hid the status text in it.
 */
export function calendarDayName(isoDay: string, status?: string | null): string {
  const name = format(parseISO(isoDay), 'EEEE, d. MMMM yyyy', { locale: de });
  return status ? `${name}: ${status}` : name;
}

/** How the keys of the day grid move the focused day (the WAI-ARIA date grid's keys). */
const DAY_KEYS: Record<string, (day: Date) => Date> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  Home: (day) => startOfISOWeek(day),
  End: (day) => addDays(startOfISOWeek(day), 6),
  PageUp: (day) => addMonths(day, -1),
  PageDown: (day) => addMonths(day, 1),
};

export const CALENDAR_DAY_HINT = 'Enter oder Leertaste wählt den Tag, Pfeiltasten wechseln ihn';

export const CALENDAR_FALLBACK_TEXT = 'Kalender konnte nicht angezeigt werden.';

export type CalendarEvent = EventInput;

const NO_EVENTS: CalendarEvent[] = [];

export interface CalendarRange {
  view: CalendarView;
  /** First visible day. */
  start: Date;
  /** Day after the last visible day (exclusive). */
  end: Date;
}

export interface CalendarProps {
  /** 'month' (default), 'week' or 'day'. Anything else falls back to month with one console error. */
  view?: CalendarView;
  /** Day shown first (default today). */
  initialDate?: Date | string;
  events?: CalendarEvent[];
  /**
   * Extra classes of a day cell, e.g. `table-success` for a finished day. Give a new function when the
   * colours change (memoise it on the data): the cells are recoloured when its identity changes.
   */
  dayCellClassNames?: (date: Date) => string | string[] | undefined | null;
  /**
   * A day was clicked or chosen with Enter/Space. With it the days are one tab stop: the arrow keys,
   * Home/End (week) and PageUp/PageDown (month) move the focus from day to day, across months.
   */
  onDateClick?: (date: Date) => void;
  /**
   * A day's status as text in its cell, beside the number (so that it is told apart without colour):
   * `mark` is shown (a short sign), `label` is read out. Give a new function when the data changes.
   */
  dayCellLabel?: (date: Date) => { mark: string; label: string } | undefined | null;
  /** Days that can't be chosen: no click, not in the tab order, `aria-disabled`. */
  isDayDisabled?: (date: Date) => boolean;
  /** The chosen day (`aria-selected`, outlined); the keyboard starts there. */
  selectedDate?: Date | string;
  /** The visible range or view changed (for loading the data of that range). */
  onRangeChange?: (range: CalendarRange) => void;
  /** The user switched the view in the header. */
  onViewChange?: (view: CalendarView) => void;
  /** Shows the Monat/Woche/Tag switch in the header (default true). */
  showViewSwitch?: boolean;
  /** CSP nonce for FullCalendar's `<style>`; else `<meta name="csp-nonce">` is used. */
  nonce?: string;
  /** Accessible name of the calendar region. */
  label?: string;
}

export function isCalendarView(value: unknown): value is CalendarView {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(CALENDAR_VIEWS, value);
}

function CalendarFallback() {
  return (
    <div className="alert alert-warning mb-0" role="alert">
      {CALENDAR_FALLBACK_TEXT}
    </div>
  );
}

/** A FullCalendar day-grid calendar (German, Monday first, ISO week numbers) with its own error boundary. */
export function Calendar(props: CalendarProps) {
  return (
    <ErrorBoundary
      FallbackComponent={CalendarFallback}
      onError={(error) => console.error('Stempeluhr Kalender: Darstellung fehlgeschlagen.', error)}
    >
      <CalendarInner {...props} />
    </ErrorBoundary>
  );
}

function CalendarInner({
  view: requestedView,
  initialDate,
  events,
  dayCellClassNames,
  dayCellLabel,
  isDayDisabled,
  onDateClick,
  selectedDate,
  onRangeChange,
  onViewChange,
  showViewSwitch = true,
  nonce,
  label = 'Kalender',
}: CalendarProps) {
  const valid = isCalendarView(requestedView);
  const wantedView: CalendarView = requestedView === undefined || !valid ? 'month' : requestedView;
  const reported = useRef<unknown>(undefined);
  const CalendarGrid = useCalendarGrid();
  useEffect(() => {
    if (requestedView !== undefined && !valid && reported.current !== requestedView) {
      reported.current = requestedView;
      console.error(
        `Stempeluhr Kalender: unbekannte Ansicht "${String(requestedView)}" – erlaubt sind month, week, day. Monatsansicht wird gezeigt.`,
      );
    }
  }, [requestedView, valid]);

  // The nonce'd style element must exist before FullCalendar renders (idempotent).
  ensureCalendarStyleNonce(nonce);

  const apiRef = useRef<CalendarApi | null>(null);
  const [view, setView] = useState<CalendarView>(wantedView);
  // The day FullCalendar stands on (`yyyy-MM-dd`): the header's PeriodNav shows its month, week or day.
  const [shown, setShown] = useState<string | null>(null);

  // A changed `view` prop switches the view.
  const [lastWanted, setLastWanted] = useState(wantedView);
  if (lastWanted !== wantedView) {
    setLastWanted(wantedView);
    setView(wantedView);
  }

  useEffect(() => {
    const api = apiRef.current;
    if (api && api.view.type !== CALENDAR_VIEWS[view]) api.changeView(CALENDAR_VIEWS[view]);
  }, [view]);

  const callbacks = useRef({ onDateClick, onRangeChange, isDayDisabled, dayCellLabel });
  useEffect(() => {
    callbacks.current = { onDateClick, onRangeChange, isDayDisabled, dayCellLabel };
  });

  // The day grid is one tab stop (roving tabindex): `active` is the day that has tabindex 0, `pending`
  // a day to focus once the calendar has turned to it. FullCalendar owns the cells, so this is DOM work.
  const sectionRef = useRef<HTMLElement>(null);
  const selected = selectedDate === undefined ? null : toIsoDay(selectedDate);
  const selectedRef = useRef(selected);
  const active = useRef(selected ?? toIsoDay(initialDate ?? todayBerlin()));
  const pending = useRef<string | null>(null);
  const monthStart = useRef<string | null>(null);
  const syncDays = useCallback(() => {
    const cells = [...(sectionRef.current?.querySelectorAll<HTMLElement>('td.fc-daygrid-day[tabindex]') ?? [])];
    if (cells.length === 0) return;
    if (!cells.some((cell) => cell.dataset.date === active.current)) {
      // The active day left the grid (the header turned the page): the shown month's first day.
      active.current = cells.find((cell) => cell.dataset.date === monthStart.current)?.dataset.date ?? cells[0].dataset.date ?? '';
    }
    for (const cell of cells) {
      cell.tabIndex = cell.dataset.date === active.current ? 0 : -1;
      if (cell.dataset.date === selectedRef.current) cell.setAttribute('aria-selected', 'true');
      else cell.removeAttribute('aria-selected');
    }
  }, []);
  useEffect(() => {
    selectedRef.current = selected;
    if (selected) active.current = selected;
    syncDays();
  }, [selected, syncDays]);

  const datesSet = useCallback(
    (arg: DatesSetArg) => {
      setShown(toIsoDay(arg.view.calendar.getDate()));
      monthStart.current = toIsoDay(arg.view.currentStart);
      syncDays();
      const type = (Object.keys(CALENDAR_VIEWS) as CalendarView[]).find((key) => CALENDAR_VIEWS[key] === arg.view.type) ?? 'month';
      callbacks.current.onRangeChange?.({ view: type, start: arg.start, end: arg.end });
    },
    [syncDays],
  );

  // FullCalendar rewrites a cell's class when the colours change: our classes go through it too.
  const clickable = Boolean(onDateClick);
  const cellClassNames = useCallback(
    (arg: DayCellContentArg) => {
      const extra = dayCellClassNames?.(arg.date);
      const classes = extra ? (Array.isArray(extra) ? [...extra] : [extra]) : [];
      if (clickable && !arg.isDisabled && !isDayDisabled?.(arg.date)) classes.push('stempeluhr-calendar-day');
      if (clickable && toIsoDay(arg.date) === selected) classes.push('stempeluhr-calendar-selected');
      return classes;
    },
    [dayCellClassNames, clickable, selected, isDayDisabled],
  );

  const dayCellContent = useCallback(
    (arg: DayCellContentArg) => {
      const status = dayCellLabel?.(arg.date);
      if (!status) return arg.dayNumberText;
      return (
        <>
          {arg.dayNumberText}
          <span className="stempeluhr-calendar-mark ms-1" aria-hidden="true">
            {status.mark}
          </span>
          <span className="visually-hidden">{` ${status.label}`}</span>
        </>
      );
    },
    [dayCellLabel],
  );

  /** Names a cell's day number by its weekday, date and status (the status text inside it would be hidden otherwise). */
  const nameDay = useCallback((cell: HTMLElement) => {
    const iso = cell.dataset.date;
    const link = cell.querySelector('.fc-daygrid-day-number');
    if (!iso || !link) return;
    link.setAttribute('aria-label', calendarDayName(iso, callbacks.current.dayCellLabel?.(parseISO(iso))?.label));
  }, []);
  // A changed status function names every shown day again (FullCalendar keeps its cells and their links).
  useEffect(() => {
    callbacks.current.dayCellLabel = dayCellLabel;
    sectionRef.current?.querySelectorAll<HTMLElement>('td.fc-daygrid-day[data-date]').forEach(nameDay);
  }, [dayCellLabel, nameDay]);

  /** Moves the focus to a day, turning the calendar when the day is not in the grid. */
  const focusDay = useCallback(
    (day: Date) => {
      const iso = toIsoDay(day);
      active.current = iso;
      const cell = sectionRef.current?.querySelector<HTMLElement>(`td.fc-daygrid-day[tabindex][data-date="${iso}"]`);
      if (cell) {
        syncDays();
        cell.focus();
        return;
      }
      pending.current = iso;
      apiRef.current?.gotoDate(day);
    },
    [syncDays],
  );

  // A day cell reports a click (not one on an event or a link in it) and Enter/Space when focused;
  // the arrow keys move between days. The listeners die with the cell element.
  const cellDidMount = useCallback(
    (arg: DayCellMountArg) => {
      const { el, date } = arg;
      // FullCalendar names a day cell by its day number's label alone („23. November 2026“) while the
      // cell shows its events too: label-in-name (WCAG 2.5.3). Without the reference the cell is named
      // by what it shows — the day's label and its events.
      el.removeAttribute('aria-labelledby');
      nameDay(el);
      if (clickable && callbacks.current.isDayDisabled?.(date)) el.setAttribute('aria-disabled', 'true');
      if (!clickable || arg.isDisabled || callbacks.current.isDayDisabled?.(date)) return;
      const iso = toIsoDay(date);
      el.tabIndex = iso === active.current ? 0 : -1;
      if (iso === selectedRef.current) el.setAttribute('aria-selected', 'true');
      el.setAttribute('aria-description', CALENDAR_DAY_HINT);
      const choose = () => {
        active.current = iso;
        syncDays();
        callbacks.current.onDateClick?.(date);
      };
      el.addEventListener('click', (event) => {
        if ((event.target as Element | null)?.closest('.fc-event, .fc-daygrid-more-link, .fc-daygrid-week-number')) return;
        choose();
      });
      el.addEventListener('keydown', (event) => {
        if (event.target !== el || event.altKey || event.ctrlKey || event.metaKey) return;
        const move = DAY_KEYS[event.key];
        if (event.key === 'Enter' || event.key === ' ') choose();
        else if (move) focusDay(move(date));
        else return;
        event.preventDefault();
      });
      if (pending.current === iso) {
        pending.current = null;
        queueMicrotask(() => el.focus());
      }
    },
    [clickable, syncDays, focusDay, nameDay],
  );

  const api = () => apiRef.current;
  const goTo = (day: string) => api()?.gotoDate(parseISO(day));
  const switchView = (next: CalendarView) => {
    setView(next);
    onViewChange?.(next);
  };

  return (
    <section ref={sectionRef} className="stempeluhr-calendar" aria-label={label}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        {shown &&
          (view === 'month' ? (
            <PeriodStepper
              {...PICKERS}
              unit="month"
              label={NAV_LABELS.month}
              value={{ year: Number(shown.slice(0, 4)), month: Number(shown.slice(5, 7)) }}
              onChange={({ year, month }) => {
                // The period holding today is entered at today (a switch to the week or day view then shows
                // today's); others at their first day.
                const today = todayBerlin();
                if (today.startsWith(`${year}-${String(month).padStart(2, '0')}`)) goTo(today);
                else api()?.gotoDate(new Date(year, month - 1, 1));
              }}
            />
          ) : view === 'week' ? (
            <PeriodStepper
              unit="week"
              label={NAV_LABELS.week}
              value={isoWeek(shown)}
              onChange={(week) => {
                const today = todayBerlin();
                const now = isoWeek(today);
                if (now.year === week.year && now.week === week.week) goTo(today);
                else api()?.gotoDate(isoWeekStart(week));
              }}
            />
          ) : (
            <PeriodStepper unit="day" label={NAV_LABELS.day} value={shown} onChange={goTo} />
          ))}
        {showViewSwitch && (
          <div className="btn-group ms-auto" role="group" aria-label="Ansicht">
            {(Object.keys(CALENDAR_VIEWS) as CalendarView[]).map((key) => (
              <button
                key={key}
                type="button"
                className={`btn ${key === view ? 'btn-secondary' : 'btn-outline-secondary'}`}
                aria-pressed={key === view}
                onClick={() => switchView(key)}
              >
                {VIEW_LABELS[key]}
              </button>
            ))}
          </div>
        )}
      </div>
      {CalendarGrid ? (
        // eslint-disable-next-line react-hooks/static-components -- the loaded module's export: one identity for the page's life
        <CalendarGrid
          apiRef={apiRef}
          initialView={CALENDAR_VIEWS[view]}
          initialDate={initialDate}
          events={events ?? NO_EVENTS}
          datesSet={datesSet}
          dayCellClassNames={cellClassNames}
          dayCellContent={dayCellLabel ? dayCellContent : undefined}
          dayCellDidMount={cellDidMount}
        />
      ) : (
        <GridPlaceholder />
      )}
    </section>
  );
}
