import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Overlay, Popover } from 'react-bootstrap';
import { monthName } from './locale';

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

  const years = Array.from({ length: YEARS_PER_PAGE }, (_, i) => pageStart + i);
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
        onMouseEnter={cancelHide}
        onMouseLeave={scheduleHide}
      >
        {text}
      </button>
      <Overlay
        target={buttonRef}
        show={open}
        placement={POPOVER_PLACEMENT}
        offset={POPOVER_OFFSET}
        rootClose
        onHide={(event) => close(event instanceof KeyboardEvent)}
        onEntered={() => selectedMonthRef.current?.focus({ preventScroll: true })}
      >
        <Popover
          id={popoverId}
          role="dialog"
          aria-labelledby={headingId}
          className="stempeluhr-monthyear"
          onKeyDown={onKeyDown}
          onMouseEnter={cancelHide}
          onMouseLeave={scheduleHide}
        >
          <Popover.Body>
            <div id={headingId} className="fw-semibold mb-2">
              {label}: {viewYear}
            </div>
            <div className="row row-cols-3 g-1 mb-3" role="group" aria-label={`Monate ${viewYear}`}>
              {Array.from({ length: 12 }, (_, i) => i + 1).map((month) => {
                const selected = month === value.month && viewYear === value.year;
                return (
                  <div className="col" key={month}>
                    <button
                      ref={month === value.month ? selectedMonthRef : undefined}
                      type="button"
                      className={`btn btn-sm w-100 ${selected ? 'btn-primary' : 'btn-outline-secondary'}`}
                      aria-label={`${monthName(month)} ${viewYear}`}
                      aria-pressed={selected}
                      onClick={() => chooseMonth(month)}
                    >
                      {monthName(month, 'short')}
                    </button>
                  </div>
                );
              })}
            </div>
            <div className="d-flex align-items-center justify-content-between gap-2 mb-1">
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                aria-label={`Vorherige ${YEARS_PER_PAGE} Jahre`}
                onClick={() => setPageStart((start) => start - YEARS_PER_PAGE)}
              >
                ‹
              </button>
              <span className="small fw-semibold tabular-nums" aria-live="polite">
                {pageStart}–{pageStart + YEARS_PER_PAGE - 1}
              </span>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                aria-label={`Nächste ${YEARS_PER_PAGE} Jahre`}
                onClick={() => setPageStart((start) => start + YEARS_PER_PAGE)}
              >
                ›
              </button>
            </div>
            <div className="row row-cols-4 g-1" role="group" aria-label="Jahre">
              {years.map((year) => (
                <div className="col" key={year}>
                  <button
                    type="button"
                    className={`btn btn-sm w-100 tabular-nums ${year === viewYear ? 'btn-primary' : 'btn-outline-secondary'}`}
                    aria-pressed={year === viewYear}
                    onClick={() => setViewYear(year)}
                  >
                    {year}
                  </button>
                </div>
              ))}
            </div>
          </Popover.Body>
        </Popover>
      </Overlay>
    </>
  );
}
