import type { RefObject, KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Overlay, Popover } from 'react-bootstrap';
import { monthName } from './locale';
import { POPOVER_OFFSET, POPOVER_PLACEMENT, YEARS_PER_PAGE, type MonthYear } from './month-year-nav';

/** What the month/year button hands its popover: the state stays with the button. */
export interface MonthYearPopoverProps {
  buttonRef: RefObject<HTMLButtonElement | null>;
  selectedMonthRef: RefObject<HTMLButtonElement | null>;
  open: boolean;
  popoverId: string;
  headingId: string;
  label: string;
  value: MonthYear;
  viewYear: number;
  setViewYear: (year: number) => void;
  pageStart: number;
  setPageStart: (update: (start: number) => number) => void;
  chooseMonth: (month: number) => void;
  close: (returnFocus: boolean) => void;
  onKeyDown: (event: ReactKeyboardEvent) => void;
  cancelHide: () => void;
  scheduleHide: () => void;
}

/**
 * The popover of `MonthYearNav` (react-bootstrap's Overlay and Popover, with Popper: about 11 KiB gz).
 * Its own module, loaded when the button is first opened or pointed at, so a page that pages by month
 * does not fetch it until someone opens the month picker (issue 25).
 */
export function MonthYearPopover({
  buttonRef,
  selectedMonthRef,
  open,
  popoverId,
  headingId,
  label,
  value,
  viewYear,
  setViewYear,
  pageStart,
  setPageStart,
  chooseMonth,
  close,
  onKeyDown,
  cancelHide,
  scheduleHide,
}: MonthYearPopoverProps) {
  const years = Array.from({ length: YEARS_PER_PAGE }, (_, i) => pageStart + i);
  return (
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
  );
}
