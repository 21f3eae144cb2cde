import { addWeeks } from 'date-fns';
import { useCallback, useId, useRef, type ComponentPropsWithRef, type KeyboardEvent, type RefObject } from 'react';
import { formatWeekRange, isoWeek, isoWeekStart as coreIsoWeekStart, type IsoWeek } from '@stempeluhr/core';
import { commonPickerProps } from './date-picker';
import { PICKER_LOAD_TEXTS, prefetchPickerLibrary, usePickerLibrary } from './lazy-picker';

/** Monday of an ISO week (moved to core; kept here for the views that import it from ui). */
export const isoWeekStart = coreIsoWeekStart;

/** "KW 48 · 23.11.–29.11.2026": core's `formatWeekRange` under its old name. */
export function formatWeekLabel(value: IsoWeek): string {
  return formatWeekRange(value);
}

export interface WeekPickerProps {
  label: string;
  value: IsoWeek | null;
  onChange: (value: IsoWeek) => void;
  /** Buttons for the previous/next week beside the field (default true). */
  showStepButtons?: boolean;
  minDate?: Date;
  maxDate?: Date;
  disabled?: boolean;
  /** The label is read by screen readers only (e.g. in a toolbar whose buttons say what it is). */
  labelHidden?: boolean;
  id?: string;
  className?: string;
}

type WeekButtonProps = ComponentPropsWithRef<'button'> & { text: string; buttonRef: RefObject<HTMLButtonElement | null> };

/**
 * The field react-datepicker opens from: a button naming the week. The library focuses its field after
 * a choice and blurs it a frame later, which would leave a keyboard user on the page's body (the popup
 * that had the focus is gone): it gets a handle whose blur keeps the focus on the button.
 */
function WeekButton({
  text,
  ref: libraryRef,
  buttonRef,
  onClick,
  onKeyDown,
  onFocus,
  onBlur,
  onPointerEnter,
  id,
  disabled,
  className,
  ...aria
}: WeekButtonProps) {
  const ariaProps = Object.fromEntries(Object.entries(aria).filter(([key]) => key.startsWith('aria-')));
  const attach = useCallback(
    (button: HTMLButtonElement | null) => {
      buttonRef.current = button;
      const handle =
        button && ({ focus: (options?: FocusOptions) => button.focus(options), blur: () => undefined } as unknown as HTMLButtonElement);
      if (typeof libraryRef === 'function') libraryRef(handle);
      else if (libraryRef) libraryRef.current = handle;
    },
    [libraryRef, buttonRef],
  );
  return (
    <button
      ref={attach}
      id={id}
      type="button"
      className={`${className ?? ''} form-control text-start tabular-nums`}
      disabled={disabled}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={onPointerEnter}
      {...ariaProps}
    >
      {text}
    </button>
  );
}

/** Chooses an ISO week ("KW 48 · 23.11.–29.11.2026") in a German calendar with week numbers. */
export function WeekPicker({
  label,
  value,
  onChange,
  showStepButtons = true,
  minDate,
  maxDate,
  disabled = false,
  labelHidden = false,
  id,
  className,
}: WeekPickerProps) {
  const ownId = useId();
  const fieldId = id ?? `${ownId}-woche`;
  const labelId = `${fieldId}-label`;
  const selected = value ? isoWeekStart(value) : null;
  const text = value ? formatWeekLabel(value) : 'Woche wählen';
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  // Escape in the calendar closes it without moving the focus anywhere: it goes back to the button.
  const escaped = useRef(false);
  const step = (weeks: number) => {
    if (selected) onChange(isoWeek(addWeeks(selected, weeks)));
  };

  const loadId = `${fieldId}-laden`;
  const library = usePickerLibrary([fieldId]);
  const ReactDatePicker = library.library?.ReactDatePicker;
  const describedBy = library.failed && !ReactDatePicker ? loadId : undefined;

  // Until react-datepicker is loaded (on focus, click or an opening key) the same button stands in.
  const picker = ReactDatePicker ? (
    <ReactDatePicker
      {...commonPickerProps()}
      ref={library.register(fieldId)}
      id={fieldId}
      selected={selected}
      onChange={(date: Date | null) => {
        if (date) onChange(isoWeek(date));
      }}
      showWeekPicker
      showWeekNumbers
      preventOpenOnFocus
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        escaped.current = event.key === 'Escape' && event.target !== buttonRef.current;
      }}
      onCalendarClose={() => {
        if (escaped.current) buttonRef.current?.focus();
        escaped.current = false;
      }}
      minDate={minDate}
      maxDate={maxDate}
      disabled={disabled}
      ariaLabelledBy={`${labelId} ${fieldId}`}
      customInput={<WeekButton text={text} buttonRef={buttonRef} />}
    />
  ) : (
    <div className="react-datepicker-wrapper">
      <div className="react-datepicker__input-container">
        <WeekButton
          text={text}
          buttonRef={buttonRef}
          id={fieldId}
          className=""
          disabled={disabled}
          aria-labelledby={`${labelId} ${fieldId}`}
          aria-describedby={describedBy}
          aria-busy={library.loading || undefined}
          onPointerEnter={prefetchPickerLibrary}
          onFocus={() => library.request(fieldId, false)}
          onClick={() => library.request(fieldId, true)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') library.request(fieldId, true);
          }}
        />
      </div>
    </div>
  );

  return (
    <div className={`stempeluhr-datepicker stempeluhr-weekpicker${className ? ` ${className}` : ''}`}>
      <div id={labelId} className={labelHidden ? 'visually-hidden' : 'form-label'}>
        {label}
      </div>
      {showStepButtons ? (
        <div className="input-group flex-nowrap">
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-label="Vorherige Woche"
            disabled={disabled || !selected}
            onClick={() => step(-1)}
          >
            ‹
          </button>
          <div className="flex-grow-1">{picker}</div>
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-label="Nächste Woche"
            disabled={disabled || !selected}
            onClick={() => step(1)}
          >
            ›
          </button>
        </div>
      ) : (
        picker
      )}
      {library.failed && !ReactDatePicker && (
        <div id={loadId} className="form-text text-danger-emphasis" role="alert">
          {PICKER_LOAD_TEXTS.failed}
        </div>
      )}
    </div>
  );
}
