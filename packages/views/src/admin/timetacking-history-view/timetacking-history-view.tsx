import { todayBerlin, toApiError, type TagProps } from '@stempeluhr/core';
import { type DateRange, DateRangePicker, PlaceholderRows, QueryView, Heading } from '@stempeluhr/ui';
import { format, parseISO } from 'date-fns';
import { useId, useState } from 'react';
import { useClockingHistory } from '../api/get-clocking-history';
import { History } from './history-table';
import { initialPeriod, lastFourWeeks, periodError, type Period } from './history-period';
import { CLOCKING_HISTORY_TEXTS as T } from './timetacking-history-view.texts';
import type { timetackingHistoryViewTag } from './timetacking-history-view.tag';

export type TimetackingHistoryViewProps = TagProps<typeof timetackingHistoryViewTag>;

const toIso = (date: Date) => format(date, 'yyyy-MM-dd');

/** Clocking history of a user (admin): the clockings of a chosen period, who added them by hand, and the deleted ones. */
export function TimetackingHistoryView({ userId, from, to, history }: TimetackingHistoryViewProps) {
  const ids = { title: useId(), range: useId(), deleted: useId(), hint: useId() };
  const start = initialPeriod(todayBerlin(), from, to);
  const [source, setSource] = useState({ userId, from, to });
  const [period, setPeriod] = useState<Period>(start);
  if (source.userId !== userId || source.from !== from || source.to !== to) {
    setSource({ userId, from, to });
    setPeriod(start);
  }
  const error = periodError(period);
  const query = useClockingHistory(userId, error || history ? null : period);
  // A server without our addition answers 404: that is the page's part missing, not a failure.
  const unavailable = query.isError && toApiError(query.error).kind === 'not-found';
  const range: DateRange = { start: parseISO(period.from), end: parseISO(period.to) };
  const fourWeeks = lastFourWeeks(todayBerlin());
  const isFourWeeks = period.from === fourWeeks.from && period.to === fourWeeks.to;

  return (
    <section className="card" aria-labelledby={ids.title}>
      <div className="card-header">
        <Heading id={ids.title} className="mb-0">
          {T.title}
        </Heading>
      </div>
      <div className="card-body">
        {history ? (
          <>
            <p className="form-text mt-0">{T.fromPage}</p>
            {history.clockings.length === 0 && history.deletions.length === 0 ? (
              <p className="text-body-secondary">{T.emptyFromPage}</p>
            ) : (
              <History data={history} stale={false} ids={ids} />
            )}
          </>
        ) : (
          <>
            <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
              <DateRangePicker
                id={ids.range}
                label={T.period}
                value={range}
                required
                error={error}
                className="flex-grow-1"
                onChange={(next) => {
                  if (next.start && next.end) setPeriod({ from: toIso(next.start), to: toIso(next.end) });
                }}
              />
              <button type="button" className="btn btn-outline-secondary" disabled={isFourWeeks} onClick={() => setPeriod(fourWeeks)}>
                {T.lastFourWeeks}
              </button>
            </div>
            {error ? null : unavailable ? (
              <p className="text-body-secondary mb-0">{T.notPassed}</p>
            ) : (
              <QueryView
                query={query}
                placeholder={<PlaceholderRows rows={6} />}
                isEmpty={(data) => data.clockings.length === 0 && data.deletions.length === 0}
                empty={T.empty}
              >
                {(data) => <History data={data} stale={query.isPlaceholderData} ids={ids} />}
              </QueryView>
            )}
          </>
        )}
      </div>
    </section>
  );
}
