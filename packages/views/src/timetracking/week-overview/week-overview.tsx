import { formatOvertime, overtimeTone, todayBerlin, type Day } from '@stempeluhr/core';
import { WithLawHints } from '../../domain/worktime-law';
import { BalanceChart, DayRow, DayRowPlaceholder, DaySumRow, EmptyState, QueryView, type QueryViewProps } from '@stempeluhr/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useMonthly } from '../api/get-monthly';
import { usePeriod } from '../api/get-period';
import { useTeamWeek } from '../api/get-team-week';
import { useWeekOverview } from '../api/get-week-overview';
import { WEEK_TEXTS as T } from '../texts/week';
import { daysToCsv, downloadText } from './csv';
import {
  canNavigateWeeks,
  csvFileName,
  resolveTarget,
  shiftTarget,
  targetHeading,
  type OverviewTarget,
  type WeekOverviewProps,
} from './target';

/** What every endpoint's answer becomes for display. */
interface OverviewData {
  days: Day[];
  /** weekly only: the week's state in words. */
  statement?: string;
  /** weekly only: signed seconds of the week. */
  weekOvertime?: number;
}

/** Any of the four reads, normalised to what the view shows, in the shape QueryView reads. */
type OverviewState = QueryViewProps<OverviewData>['query'];

function toState<T>(query: UseQueryResult<T>, normalise: (data: T) => OverviewData): OverviewState {
  // A retry after an error shows the placeholder again, not the old error.
  const retrying = query.isError && query.isFetching;
  return {
    data: query.data === undefined ? undefined : normalise(query.data),
    error: retrying ? null : query.error,
    isPending: query.isPending || retrying,
    isError: query.isError && !retrying,
    refetch: query.refetch,
  } as OverviewState;
}

interface BodyProps<M extends OverviewTarget['mode']> {
  target: Extract<OverviewTarget, { mode: M }>;
  children: (state: OverviewState) => ReactNode;
}

// One small component per endpoint, so each calls its own query hook unconditionally.
function WeekData({ target, children }: BodyProps<'week'>) {
  const query = useWeekOverview(target.date);
  return <>{children(toState(query, (days) => ({ days })))}</>;
}

function TeamWeekData({ target, children }: BodyProps<'weekly'>) {
  const query = useTeamWeek({ dn: target.dn, year: target.year, week: target.week });
  return <>{children(toState(query, (data) => ({ days: data.clockings, statement: data.statement, weekOvertime: data.week_overtime })))}</>;
}

function MonthlyData({ target, children }: BodyProps<'monthly'>) {
  const query = useMonthly(target.year, target.month);
  return <>{children(toState(query, (data) => ({ days: data.days })))}</>;
}

function PeriodData({ target, children }: BodyProps<'periodic'>) {
  const query = usePeriod(target.from, target.to);
  return <>{children(toState(query, (data) => ({ days: data.days })))}</>;
}

function LoadOverview({ target, children }: { target: OverviewTarget; children: (state: OverviewState) => ReactNode }) {
  switch (target.mode) {
    case 'week':
      return <WeekData target={target}>{children}</WeekData>;
    case 'weekly':
      return <TeamWeekData target={target}>{children}</TeamWeekData>;
    case 'monthly':
      return <MonthlyData target={target}>{children}</MonthlyData>;
    case 'periodic':
      return <PeriodData target={target}>{children}</PeriodData>;
  }
}

function LoadingDays() {
  return (
    <div className="placeholder-glow mb-2" role="status" aria-busy="true">
      <span className="visually-hidden">{T.loadingDays}</span>
      <ul className="list-group" aria-hidden="true">
        {Array.from({ length: 7 }, (_, i) => (
          <DayRowPlaceholder key={i} />
        ))}
      </ul>
    </div>
  );
}

function OverviewContent({
  target,
  state,
  onNavigate,
}: {
  target: OverviewTarget;
  state: OverviewState;
  onNavigate: ((weeks: number) => void) | null;
}) {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const days = state.isPending || state.isError ? undefined : state.data?.days;

  const exportCsv = () => {
    if (!days || !sectionRef.current) return;
    downloadText(csvFileName(target), daysToCsv(days), sectionRef.current);
  };

  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="stempeluhr-week-overview">
      <h2 id={headingId} className="h5 mb-2 tabular-nums">
        {targetHeading(target)}
      </h2>
      {(onNavigate || (days && days.length > 0)) && (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          {onNavigate && (
            <div className="btn-group btn-group-sm" role="group" aria-label={T.weekNavigation}>
              <button type="button" className="btn btn-outline-secondary" onClick={() => onNavigate(-1)}>
                <span aria-hidden="true">‹ </span>
                {T.previousWeek}
              </button>
              <button type="button" className="btn btn-outline-secondary" onClick={() => onNavigate(1)}>
                {T.nextWeek}
                <span aria-hidden="true"> ›</span>
              </button>
            </div>
          )}
          {days && days.length > 0 && (
            <button type="button" className="btn btn-sm btn-outline-primary ms-auto" onClick={exportCsv}>
              {T.exportCsv}
            </button>
          )}
        </div>
      )}

      <QueryView query={state} placeholder={<LoadingDays />}>
        {(data) => (
          <>
            {data.statement !== undefined && (
              <div className="mb-2">
                {data.statement.trim() !== '' && <h3 className="h6 mb-1 text-break">{data.statement}</h3>}
                {data.weekOvertime !== undefined && (
                  <p className="mb-0">
                    {T.weekOvertime}:{' '}
                    <span className={`fw-semibold tabular-nums ${overtimeTone(data.weekOvertime)}`}>{formatOvertime(data.weekOvertime)}</span>
                  </p>
                )}
              </div>
            )}
            {target.mode === 'periodic' && data.days.length > 0 && (
              <BalanceChart values={data.days.map((day) => ({ date: day.date, seconds: day.overtime }))} from={target.from} to={target.to} />
            )}
            {data.days.length === 0 ? (
              <EmptyState>{T.empty}</EmptyState>
            ) : (
              <ul className="list-group mb-2">
                <WithLawHints days={data.days}>
                  {(hints) =>
                    data.days.map((day) => (
                      <DayRow key={day.date} day={day} headingLevel={data.statement !== undefined ? 4 : 3} lawHints={hints.get(day.date)} />
                    ))
                  }
                </WithLawHints>
                <DaySumRow days={data.days} label={T.sum} />
              </ul>
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}

/**
 * The week overview: one collapsible row per day with total, overtime and badges, a "Summe" line,
 * CSV export and, for the week modes, week navigation. Own week by default
 * (`<WeekOverview mode="week" date="2026-11-23" />`); `weekly` shows a team member's week by dn,
 * `monthly` a calendar month, `periodic` a date range.
 */
export function WeekOverview(props: WeekOverviewProps) {
  // The tag contract has checked the props; this only turns them into the one request to make.
  const resolved = resolveTarget(props, todayBerlin());
  // Navigation starts over whenever the page gives the view other props.
  const propsKey = JSON.stringify(resolved);
  const [nav, setNav] = useState({ propsKey, offset: 0 });
  const offset = nav.propsKey === propsKey ? nav.offset : 0;

  if (!resolved.ok) return null;

  const target = shiftTarget(resolved.target, offset);
  const onNavigate = canNavigateWeeks(target) ? (weeks: number) => setNav({ propsKey, offset: offset + weeks }) : null;
  return <LoadOverview target={target}>{(state) => <OverviewContent target={target} state={state} onNavigate={onNavigate} />}</LoadOverview>;
}
