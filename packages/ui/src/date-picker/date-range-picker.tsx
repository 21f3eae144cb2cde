import { isAfter } from 'date-fns';
import { useId, useState } from 'react';
import ReactDatePicker from 'react-datepicker';
import { rangeHasBlockedDay, isDayBlocked, type BlockedDays } from './blocked';
import { commonPickerProps, parseGermanDate } from './date-picker';

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

  const field = (which: 'start' | 'end') => {
    const inputId = `${baseId}-${which}`;
    const invalid = Boolean(error) || refusal?.field === which;
    return (
      <div className="col-12 col-sm-6">
        <label className="form-label" htmlFor={inputId}>
          {which === 'start' ? startLabel : endLabel}
          {required && <span className="visually-hidden"> (Pflichtfeld)</span>}
        </label>
        <ReactDatePicker
          {...commonPickerProps()}
          id={inputId}
          selected={which === 'start' ? value.start : value.end}
          startDate={value.start}
          endDate={value.end}
          selectsStart={which === 'start'}
          selectsEnd={which === 'end'}
          onChange={(date: Date | null) => change(which, date)}
          onChangeRaw={(event) => {
            const target = event?.target;
            if (!(target instanceof HTMLInputElement)) return;
            const typed = target.value.trim();
            if (typed === '') return;
            // react-datepicker ignores a typed locked day silently: say why.
            const date = parseGermanDate(typed);
            if (date && isDayBlocked(date, blocked)) setRefusal({ field: which, text: DATE_RANGE_TEXTS.blockedRange });
          }}
          required={required}
          disabled={disabled}
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          ariaInvalid={invalid ? 'true' : undefined}
          ariaDescribedBy={shownError ? messageId : undefined}
          excludeDates={excludeDates ? [...excludeDates] : undefined}
          excludeDateIntervals={excludeDateIntervals ? [...excludeDateIntervals] : undefined}
          filterDate={filterDate}
          minDate={minDate ?? undefined}
          maxDate={maxDate ?? undefined}
        />
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
    </fieldset>
  );
}
