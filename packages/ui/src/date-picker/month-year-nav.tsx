import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { monthName } from './locale';

type PopoverModule = typeof import('./month-year-popover');
let popoverModule: PopoverModule | null = null;
let pendingPopover: Promise<PopoverModule> | null = null;

/** Loads the popover's module once per page (react-bootstrap's Overlay); a failed load is tried again next time. */
export function loadMonthYearPopover(): Promise<PopoverModule> {
  if (popoverModule) return Promise.resolve(popoverModule);
  pendingPopover ??= import('./month-year-popover').then(
    (loaded) => (popoverModule = loaded),
    (error: unknown) => {
      pendingPopover = null;
      throw error;
    },
  );
  return pendingPopover;
}

/** The popover closes this long after the pointer left the button and the popover. */
export const POPOVER_HIDE_DELAY_MS = 110;
/** Years per page of the year grid. */
export const YEARS_PER_PAGE = 12;
/** Popover placement and offset (the old bootstrap-vue defaults). */
export const POPOVER_PLACEMENT = 'right' as const;
export const POPOVER_OFFSET: [number, number] = [0, 8];

export interface MonthYear {
  year: number;
  /** 1 = January … 12 = December. */
  month: number;
}

export interface MonthYearNavProps {
  value: MonthYear;
  onChange: (value: MonthYear) => void;
  /** Accessible name of the button; the visible text is always e.g. "November 2026". */
  label?: string;
  className?: string;
  disabled?: boolean;
}

/** First year of the 12-year page holding `year` (2026 → 2016). */
export function yearPageStart(year: number): number {
  return Math.floor(year / YEARS_PER_PAGE) * YEARS_PER_PAGE;
}

/**
 * The calendar header's month/year navigation: a button "November 2026" that opens a popover
 * (click, placed right, offset 0,8) with the 12 months and a year grid paging 12 years at a time.
 * It closes 110 ms after the pointer leaves, on Escape (focus back to the button) and on a click outside.
 */
export function MonthYearNav({ value, onChange, label = 'Monat und Jahr wählen', className, disabled = false }: MonthYearNavProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const selectedMonthRef = useRef<HTMLButtonElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [open, setOpen] = useState(false);
  const [viewYear, setViewYear] = useState(value.year);
  const [pageStart, setPageStart] = useState(() => yearPageStart(value.year));
  const popoverId = useId();
  const [Popover, setPopover] = useState(() => popoverModule?.MonthYearPopover ?? null);
  const fetchPopover = useCallback(() => {
    loadMonthYearPopover().then(
      (loaded) => setPopover(() => loaded.MonthYearPopover),
      () => setOpen(false), // the chunk did not load: the button closes again, the next click tries again
    );
  }, []);
  const headingId = useId();

  const cancelHide = useCallback(() => {
    if (hideTimer.current !== null) {
      clearTimeout(hideTimer.current);
      hideTimer.current = null;
    }
  }, []);

  const close = useCallback(
    (returnFocus: boolean) => {
      cancelHide();
      setOpen(false);
      if (returnFocus) buttonRef.current?.focus();
    },
    [cancelHide],
  );

  const scheduleHide = useCallback(() => {
    if (!open) return;
    cancelHide();
    hideTimer.current = setTimeout(() => {
      hideTimer.current = null;
      // Focus inside the closing popover would be lost: it goes back to the button.
      const focusInside = document.getElementById(popoverId)?.contains(document.activeElement) ?? false;
      setOpen(false);
      if (focusInside) buttonRef.current?.focus();
    }, POPOVER_HIDE_DELAY_MS);
  }, [open, cancelHide, popoverId]);

  useEffect(() => cancelHide, [cancelHide]);

  const toggle = () => {
    if (open) {
      close(false);
      return;
    }
    setViewYear(value.year);
    setPageStart(yearPageStart(value.year));
    setOpen(true);
    if (!Popover) fetchPopover();
  };

  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  const chooseMonth = (month: number) => {
    onChange({ year: viewYear, month });
    close(true);
  };

  const text = `${monthName(value.month)} ${value.year}`;

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`btn btn-outline-secondary fw-semibold${className ? ` ${className}` : ''}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        aria-label={`${text} – ${label}`}
        disabled={disabled}
        onClick={toggle}
        onKeyDown={onKeyDown}
        onMouseEnter={() => {
          cancelHide();
          if (!Popover) void loadMonthYearPopover().catch(() => undefined);
        }}
        onFocus={() => {
          if (!Popover) void loadMonthYearPopover().catch(() => undefined);
        }}
        onMouseLeave={scheduleHide}
      >
        {text}
      </button>
      {Popover && (
        <Popover
          buttonRef={buttonRef}
          selectedMonthRef={selectedMonthRef}
          open={open}
          popoverId={popoverId}
          headingId={headingId}
          label={label}
          value={value}
          viewYear={viewYear}
          setViewYear={setViewYear}
          pageStart={pageStart}
          setPageStart={setPageStart}
          chooseMonth={chooseMonth}
          close={close}
          onKeyDown={onKeyDown}
          cancelHide={cancelHide}
          scheduleHide={scheduleHide}
        />
      )}
    </>
  );
}
