import { toIsoDay, todayBerlin, type TagProps } from '@stempeluhr/core';
import { useMemo, useState } from 'react';
import { daysByKey, mergeDayStatus } from '../api/day-status';
import { planingDayStatusQuery } from '../api/get-planing-day-status';
import { StatusCalendar, useMonthStatus } from '../shared/status-calendar';
import { DiscardDialog } from './discard-dialog';
import { PlanTable } from './plan-table';
import { PLANING_CALENDAR_TEXTS as T } from './planing-calendar.texts';
import type { planingCalendarTag } from './planing-calendar.tag';

export type PlaningCalendarProps = TagProps<typeof planingCalendarTag>;

/** Calendar cell classes of the legend (green = planned, yellow = public holiday); the swatch shows the cell's fill with an edge. */
export const PLANNING_LEGEND = [
  { key: 'planned', className: 'bg-success-subtle', badge: 'bg-success-subtle border border-success', label: T.planned },
  { key: 'holiday', className: 'bg-warning-subtle', badge: 'bg-warning-subtle border border-warning', label: T.holiday },
] as const;

/** A day of the ten saved with somebody on vacation: a warning tone and a „⚠“ in the cell (not colour alone). */
const AWAY = {
  key: 'away',
  className: 'bg-danger-subtle',
  badge: 'bg-danger-subtle border border-danger',
  mark: '⚠',
  label: T.awayPlanned,
} as const;

/**
 * Checklist planning: an inline calendar (Monday first) coloured by the legend, and the next ten
 * days with service agent, deputy and a Plan button per row; "Automatisch planen" fills the days
 * without an agent. A day clicked in the calendar starts the ten days.
 */
export function PlaningCalendar({ checklistId, date }: PlaningCalendarProps) {
  const start = date ?? todayBerlin();
  const [from, setFrom] = useState(start);
  const [given, setGiven] = useState(start);
  // Rows changed but not saved with „Planen“: another day asks first (its ten days replace them).
  const [unsaved, setUnsaved] = useState(0);
  const [awayDays, setAwayDays] = useState<string[]>([]);
  const [asking, setAsking] = useState<string | null>(null);
  const choose = (day: string) => {
    if (day === from) return;
    if (unsaved > 0) setAsking(day);
    else setFrom(day);
  };
  if (given !== start) {
    setGiven(start);
    setFrom(start);
  }
  const status = useMonthStatus(start, (m) => planingDayStatusQuery(checklistId, m.month, m.year));
  const days = useMemo(() => (status.answers ? daysByKey(mergeDayStatus(status.answers)) : null), [status.answers]);
  // Days the server marks with neither a key nor a colour of the legend can't be coloured: say so once.
  const uncoloured =
    status.answers?.some((a) => a.attributes.some((x) => x.dates.length > 0 && !PLANNING_LEGEND.some((l) => l.key === x.key))) ?? false;
  const cellClassNames = useMemo(
    () => (day: Date) => {
      if (!days) return undefined;
      const iso = toIsoDay(day);
      if (awayDays.includes(iso)) return [AWAY.className];
      return PLANNING_LEGEND.filter((l) => days.get(l.key)?.has(iso)).map((l) => l.className);
    },
    [days, awayDays],
  );
  const cellLabel = useMemo(
    () => (day: Date) => (awayDays.includes(toIsoDay(day)) ? { mark: AWAY.mark, label: AWAY.label } : undefined),
    [awayDays],
  );
  return (
    <div className="row g-4">
      <div className="col-12 col-xl-5">
        <StatusCalendar
          label={T.calendar}
          start={start}
          selected={from}
          onDateClick={(day) => choose(toIsoDay(day))}
          dayCellClassNames={cellClassNames}
          dayCellLabel={cellLabel}
          status={status}
          legendLabel={T.legend}
          legend={awayDays.length > 0 ? [...PLANNING_LEGEND, AWAY] : PLANNING_LEGEND}
          note={uncoloured && <p className="small text-body-secondary mt-2 mb-0">{T.unknownStatus}</p>}
        />
      </div>
      <div className="col-12 col-xl-7">
        <PlanTable key={from} checklistId={checklistId} from={from} onUnsavedChange={setUnsaved} onAwayDaysChange={setAwayDays} />
      </div>
      <DiscardDialog
        day={asking}
        unsaved={unsaved}
        onKeep={() => setAsking(null)}
        onDiscard={() => {
          if (asking) setFrom(asking);
          setAsking(null);
        }}
      />
    </div>
  );
}
