import { isAfter } from 'date-fns';
import { useId, useState } from 'react';
import { rangeHasBlockedDay, isDayBlocked, type BlockedDays } from './blocked';
import { commonPickerProps, formatGermanDate, parseGermanDate, StandInDateInput } from './date-picker';
import { PICKER_LOAD_TEXTS, usePickerLibrary } from './lazy-picker';

export const DATE_RANGE_TEXTS = {
  blockedRange: 'Der Zeitraum enthält gesperrte Tage.',
  required: 'Bitte Beginn und Ende eingeben.',
} as const;

export interface DateRange {
  start: Date | null;
  end: Date | null;
}

export interface DateRangePickerProps extends BlockedDays {
  /** Legend of the pair of fields. */
  label: string;
  startLabel?: string;
  endLabel?: string;
  value: DateRange;
  onChange: (value: DateRange) => void;
  /** A required range keeps its previous dates when a field is cleared. */
  required?: boolean;
  disabled?: boolean;
  id?: string;
  /** An error from outside (e.g. the server's 422) shown at the fields. */
  error?: string | null;
  className?: string;
}

/** Puts start before end. */
export function orderRange(range: DateRange): DateRange {
  const { start, end } = range;
  return start && end && isAfter(start, end) ? { start: end, end: start } : range;
}

/**
 * Two date fields "Von" and "Bis". A start after the end is swapped; a range containing a locked day
 * is refused with a message at the fields; a required range keeps its previous dates when cleared.
 */
export function DateRangePicker({
  label,
  startLabel = 'Von',
  endLabel = 'Bis',
  value,
  onChange,
  required = false,
  disabled = false,
  id,
  error,
  className,
  excludeDates,
  excludeDateIntervals,
  filterDate,
  minDate,
  maxDate,
}: DateRangePickerProps) {
  const ownId = useId();
  const baseId = id ?? ownId;
  const messageId = `${baseId}-meldung`;
  const [refusal, setRefusal] = useState<{ field: 'start' | 'end'; text: string } | null>(null);
  const blocked: BlockedDays = { excludeDates, excludeDateIntervals, filterDate, minDate, maxDate };
  const shownError = error || refusal?.text || null;
  const startId = `${baseId}-start`;
  const endId = `${baseId}-end`;
  const loadId = `${baseId}-laden`;
  const picker = usePickerLibrary([startId, endId]);
  const ReactDatePicker = picker.library?.ReactDatePicker;
  // What was typed before react-datepicker took over, per field: shown until the next change or blur.
  const [drafts, setDrafts] = useState<{ start: string | null; end: string | null }>({ start: null, end: null });
  const setDraft = (which: 'start' | 'end', text: string | null) => setDrafts((d) => (d[which] === text ? d : { ...d, [which]: text }));

  const change = (field: 'start' | 'end', date: Date | null) => {
    if (date === null && required) {
      // Keep the previous dates; the field shows them again on blur.
      return;
    }
    const next = orderRange({ ...value, [field]: date });
    if (next.start && next.end && rangeHasBlockedDay(next.start, next.end, blocked)) {
      setRefusal({ field, text: DATE_RANGE_TEXTS.blockedRange });
      return;
    }
    setRefusal(null);
    onChange(next);
  };

  // react-datepicker ignores a typed locked day silently: say why.
  const refuseTypedBlocked = (which: 'start' | 'end', text: string): boolean => {
    const typed = text.trim();
    if (typed === '') return false;
    const date = parseGermanDate(typed);
    if (date && isDayBlocked(date, blocked)) {
      setRefusal({ field: which, text: DATE_RANGE_TEXTS.blockedRange });
      return true;
    }
    return false;
  };

  // Typed before the library arrived: what react-datepicker does with a typed text.
  const typedWhileLoading = (which: 'start' | 'end', text: string) => {
    setDraft(which, text);
    if (refuseTypedBlocked(which, text)) return;
    if (text.trim() === '') change(which, null);
    else {
      const date = parseGermanDate(text);
      if (date) change(which, date);
    }
  };

  const describedBy =
    [shownError ? messageId : null, picker.failed && !ReactDatePicker ? loadId : null].filter(Boolean).join(' ') || undefined;

  const field = (which: 'start' | 'end') => {
    const inputId = which === 'start' ? startId : endId;
    const invalid = Boolean(error) || refusal?.field === which;
    const selected = which === 'start' ? value.start : value.end;
    return (
      <div className="col-12 col-sm-6">
        <label className="form-label" htmlFor={inputId}>
          {which === 'start' ? startLabel : endLabel}
          {required && <span className="visually-hidden"> (Pflichtfeld)</span>}
        </label>
        {ReactDatePicker ? (
          <ReactDatePicker
            {...commonPickerProps()}
            ref={picker.register(inputId)}
            id={inputId}
            selected={selected}
            value={drafts[which] ?? undefined}
            startDate={value.start}
            endDate={value.end}
            selectsStart={which === 'start'}
            selectsEnd={which === 'end'}
            onChange={(date: Date | null) => {
              setDraft(which, null);
              change(which, date);
            }}
            onChangeRaw={(event) => {
              setDraft(which, null);
              const target = event?.target;
              if (target instanceof HTMLInputElement) refuseTypedBlocked(which, target.value);
            }}
            onBlur={() => setDraft(which, null)}
            required={required}
            disabled={disabled}
            className={`form-control${invalid ? ' is-invalid' : ''}`}
            ariaInvalid={invalid ? 'true' : undefined}
            ariaDescribedBy={describedBy}
            excludeDates={excludeDates ? [...excludeDates] : undefined}
            excludeDateIntervals={excludeDateIntervals ? [...excludeDateIntervals] : undefined}
            filterDate={filterDate}
            minDate={minDate ?? undefined}
            maxDate={maxDate ?? undefined}
          />
        ) : (
          <StandInDateInput
            id={inputId}
            value={drafts[which] ?? formatGermanDate(selected)}
            onChange={(event) => typedWhileLoading(which, event.target.value)}
            onBlur={() => setDraft(which, null)}
            onActivate={() => picker.request(inputId, false)}
            onOpen={() => picker.request(inputId, true)}
            required={required}
            disabled={disabled}
            className={`form-control${invalid ? ' is-invalid' : ''}`}
            aria-invalid={invalid ? 'true' : undefined}
            aria-describedby={describedBy}
            aria-busy={picker.loading || undefined}
          />
        )}
      </div>
    );
  };

  return (
    <fieldset className={`stempeluhr-datepicker stempeluhr-daterange${className ? ` ${className}` : ''}`} disabled={disabled}>
      <legend className="form-label fs-6">{label}</legend>
      <div className="row g-2">
        {field('start')}
        {field('end')}
      </div>
      {shownError && (
        <div id={messageId} className="invalid-feedback d-block" role="alert">
          {shownError}
        </div>
      )}
      {picker.failed && !ReactDatePicker && (
        <div id={loadId} className="form-text text-danger-emphasis" role="alert">
          {PICKER_LOAD_TEXTS.failedTyping}
        </div>
      )}
    </fieldset>
  );
}
