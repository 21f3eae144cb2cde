import { format } from 'date-fns';
import { MonthYearNav, type MonthYear } from '@stempeluhr/ui';
import { useId } from 'react';
import { INCIDENT_EFFORT_TEXTS as T } from './incident-effort.texts';

const MONTH_NAMES = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

/** `yyyy-MM…` → the month. */
export function monthOf(text: string): MonthYear {
  return { year: Number(text.slice(0, 4)), month: Number(text.slice(5, 7)) };
}

function shift({ year, month }: MonthYear, by: number): MonthYear {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** „November 2026“ */
export const monthLabel = ({ year, month }: MonthYear) => `${MONTH_NAMES[month - 1]} ${year}`;

/** `yyyy-MM` of the month. */
export const monthKey = ({ year, month }: MonthYear) => format(new Date(year, month - 1, 1), 'yyyy-MM');

/** „Monat“: ‹ [month and year] › */
export function IncidentMonthNav({ value, onChange }: { value: MonthYear; onChange: (month: MonthYear) => void }) {
  const id = useId();
  return (
    <>
      <div className="form-label" id={id}>
        {T.month}
      </div>
      <div className="input-group flex-nowrap" role="group" aria-labelledby={id}>
        <button type="button" className="btn btn-outline-secondary" aria-label={T.previousMonth} onClick={() => onChange(shift(value, -1))}>
          ‹
        </button>
        <MonthYearNav value={value} onChange={onChange} className="flex-grow-1" />
        <button type="button" className="btn btn-outline-secondary" aria-label={T.nextMonth} onClick={() => onChange(shift(value, 1))}>
          ›
        </button>
      </div>
    </>
  );
}
