import { formatClock, formatDate, formatIsoWeek, formatOvertime, isoWeek, overtimeTone, todayBerlin, toIsoDay } from '@stempeluhr/core';
import type { DayRead } from '../../domain/clocking';
import { WithLawHints } from '../../domain/worktime-law';
import {
  BalanceChart,
  DateRangePicker,
  DayRow,
  DayRowPlaceholder,
  DaySumRow,
  DayToneLegend,
  EmptyState,
  isoWeekStart,
  MonthYearNav,
  QueryView,
  WeekPicker,
  type QueryViewProps,
} from '@stempeluhr/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { parseISO } from 'date-fns';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useMonthly } from '../api/get-monthly';
import { usePeriod } from '../api/get-period';
import { otherWeekThan, useTeamWeek } from '../api/get-team-week';
import { useWeekOverview } from '../api/get-week-overview';
import { WEEK_TEXTS as T } from '../texts/week';
import { daysToCsv, daysToExcelCsv, downloadText } from './csv';
import {
  csvFileName,
  excelFileName,
  resolveTarget,
  shiftMonths,
  showsToday,
  targetHeading,
  targetKind,
  todayTarget,
  weekBounds,
  type OverviewTarget,
  type WeekOverviewProps,
} from './target';

/** What every endpoint's answer becomes for display. */
interface OverviewData {
  days: DayRead[];
  /** weekly only: the week's state in words. */
  statement?: string;
  /** weekly only: signed seconds of the week. */
  weekOvertime?: number;
  /** weekly only: the week's overtime is the sum of its days' (the answer had none). */
  weekOvertimeDerived?: boolean;
  /** weekly only: the days are of another ISO week than asked for (the server's default week). */
  otherWeek?: boolean;
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
  return (
    <>
      {children(
        toState(query, (data) => ({
          days: data.clockings,
          statement: data.statement,
          weekOvertime: data.week_overtime,
          weekOvertimeDerived: data.weekOvertimeDerived,
          otherWeek: otherWeekThan(data.clockings, target) === true,
        })),
      )}
    </>
  );
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

/** Week picker, month paging or range picker, and "Heute": every mode's way to another time span. */
function Navigation({ target, today, onChange }: { target: OverviewTarget; today: string; onChange: (next: OverviewTarget) => void }) {
  const atToday = showsToday(target, today);
  const todayButton = (
    <button
      type="button"
      className="btn btn-outline-secondary"
      disabled={atToday}
      title={
        atToday
          ? target.mode === 'monthly'
            ? T.alreadyThisMonth
            : target.mode === 'periodic'
              ? T.alreadyToday
              : T.alreadyThisWeek
          : target.mode === 'monthly'
            ? T.todayMonth
            : target.mode === 'periodic'
              ? T.todayPeriod
              : T.todayWeek
      }
      onClick={() => onChange(todayTarget(target, today))}
    >
      {T.today}
    </button>
  );

  if (target.mode === 'week' || target.mode === 'weekly') {
    const shown = isoWeek(weekBounds(target).start);
    return (
      <div className="d-flex flex-wrap align-items-end gap-2" role="group" aria-label={T.weekNavigation}>
        <WeekPicker
          label={T.weekPicker}
          labelHidden
          value={shown}
          className="stempeluhr-overview-weekpicker"
          onChange={(week) =>
            onChange(
              target.mode === 'week' ? { ...target, date: toIsoDay(isoWeekStart(week)) } : { ...target, year: week.year, week: week.week },
            )
          }
        />
        {todayButton}
      </div>
    );
  }

  if (target.mode === 'monthly') {
    return (
      <div className="d-flex flex-wrap align-items-end gap-2" role="group" aria-label={T.monthNavigation}>
        <div className="btn-group">
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-label={T.previousMonth}
            onClick={() => onChange(shiftMonths(target, -1))}
          >
            ‹
          </button>
          <MonthYearNav
            value={{ year: target.year, month: target.month }}
            label={T.monthPicker}
            onChange={(next) => onChange({ ...target, ...next })}
          />
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-label={T.nextMonth}
            onClick={() => onChange(shiftMonths(target, 1))}
          >
            ›
          </button>
        </div>
        {todayButton}
      </div>
    );
  }

  return (
    <div className="d-flex flex-wrap align-items-end gap-2">
      <DateRangePicker
        label={T.periodPicker}
        required
        value={{ start: parseISO(target.from), end: parseISO(target.to) }}
        className="stempeluhr-overview-range"
        onChange={({ start, end }) => {
          if (start && end) onChange({ ...target, from: toIsoDay(start), to: toIsoDay(end) });
        }}
      />
      {todayButton}
    </div>
  );
}

/** "Gedruckt am …": the moment of the last print (the button, Ctrl+P), else of the first render. */
function usePrintedAt(): [number, () => void] {
  const [printedAt, setPrintedAt] = useState(() => Date.now());
  useEffect(() => {
    // The browser lays the page out for print right after this event: render synchronously.
    const before = () => flushSync(() => setPrintedAt(Date.now()));
    window.addEventListener('beforeprint', before);
    return () => window.removeEventListener('beforeprint', before);
  }, []);
  const print = () => {
    flushSync(() => setPrintedAt(Date.now()));
    window.print();
  };
  return [printedAt, print];
}

function OverviewContent({
  target,
  state,
  today,
  userName,
  onNavigate,
}: {
  target: OverviewTarget;
  state: OverviewState;
  today: string;
  userName: string;
  onNavigate: (next: OverviewTarget) => void;
}) {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const [printedAt, print] = usePrintedAt();
  const days = state.isPending || state.isError ? undefined : state.data?.days;
  const hasDays = days !== undefined && days.length > 0;

  const download = (fileName: string, text: string) => {
    if (sectionRef.current) downloadText(fileName, text, sectionRef.current);
  };

  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="stempeluhr-week-overview">
      <div className="stempeluhr-print-only stempeluhr-print-header" hidden>
        <span className="fw-semibold">
          {T.printTitle} · {targetKind(target)}
          {userName ? ` · ${userName}` : ''} · {targetHeading(target)}
        </span>
        <span className="tabular-nums">{T.printedAt(formatDate(todayBerlin(printedAt)), formatClock(printedAt))}</span>
      </div>
      <div className="d-flex flex-wrap align-items-center column-gap-3 row-gap-2 mb-2">
        {/* The period is on the picker right below: seen once, the heading says only what it is („Woche“);
            its name for screen readers (and the print header) keeps the period. */}
        <h2 id={headingId} className="h5 mb-0 me-auto tabular-nums">
          <span aria-hidden="true">{targetKind(target)}</span>
          <span className="visually-hidden">{targetHeading(target)}</span>
        </h2>
        {hasDays && (
          <div className="stempeluhr-no-print d-flex flex-wrap gap-2" role="group" aria-label={T.exportGroup}>
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={print}>
              {T.print}
            </button>
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => download(csvFileName(target), daysToCsv(days))}>
              {T.exportCsv}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() => download(excelFileName(target), daysToExcelCsv(days))}
            >
              {T.exportExcel}
            </button>
          </div>
        )}
      </div>
      <div className="stempeluhr-no-print mb-2">
        <Navigation target={target} today={today} onChange={onNavigate} />
      </div>

      <QueryView query={state} placeholder={<LoadingDays />}>
        {(data) => (
          <>
            {data.statement !== undefined && (
              <div className="mb-2">
                {data.statement.trim() !== '' && <h3 className="h6 mb-1 text-break">{data.statement}</h3>}
                {data.weekOvertime !== undefined && (
                  <p className="mb-0">
                    {T.weekOvertime}:{' '}
                    <span
                      className={`fw-semibold tabular-nums ${overtimeTone(data.weekOvertime)}`}
                      title={data.weekOvertimeDerived ? T.weekOvertimeDerived : undefined}
                    >
                      {formatOvertime(data.weekOvertime)}
                    </span>
                    {data.weekOvertimeDerived && <span className="text-body-secondary small"> ({T.derived})</span>}
                  </p>
                )}
                {data.otherWeek && data.days[0] && (
                  <p className="text-body-secondary small mb-0">{T.otherWeek(formatIsoWeek(data.days[0].date))}</p>
                )}
              </div>
            )}
            {data.days.some((day) => day.requiredDerived) && (
              <p className="text-body-secondary small mb-2" title={T.derived}>
                {T.requiredDerived}
              </p>
            )}
            {target.mode === 'periodic' && data.days.length > 0 && (
              <BalanceChart
                values={data.days.map((day) => ({ date: day.date, seconds: day.overtime }))}
                from={target.from}
                to={target.to}
              />
            )}
            {data.days.length === 0 ? (
              <EmptyState>{T.empty}</EmptyState>
            ) : (
              <ul className="list-group mb-2">
                <WithLawHints days={data.days}>
                  {(hints) =>
                    data.days.map((day) => (
                      <DayRow
                        key={day.date}
                        day={day}
                        today={today}
                        headingLevel={data.statement !== undefined ? 4 : 3}
                        lawHints={hints.get(day.date)}
                      />
                    ))
                  }
                </WithLawHints>
                <DaySumRow days={data.days} label={T.sum} today={today} />
              </ul>
            )}
            {data.days.length > 0 && <DayToneLegend days={data.days} today={today} />}
          </>
        )}
      </QueryView>
    </section>
  );
}

/**
 * The week overview: one collapsible row per day with total, overtime and badges, a "Summe" line,
 * navigation (week picker, month paging or range picker, each with "Heute"), a print layout on A4,
 * CSV and German-Excel export. Own week by default
 * (`<WeekOverview mode="week" date="2026-11-23" />`); `weekly` shows a team member's week by dn,
 * `monthly` a calendar month, `periodic` a date range.
 */
export function WeekOverview(props: WeekOverviewProps) {
  // The tag contract has checked the props; this only turns them into the one request to make.
  const resolved = resolveTarget(props, todayBerlin());
  // Navigation is the view's own state, as in the old widget; it starts over whenever the page gives
  // the view other props.
  const propsKey = JSON.stringify(resolved);
  const [nav, setNav] = useState<{ propsKey: string; target: OverviewTarget | null }>({ propsKey, target: null });

  if (!resolved.ok) return null;

  const target = (nav.propsKey === propsKey ? nav.target : null) ?? resolved.target;
  const userName = props.userName?.trim() || (target.mode === 'weekly' ? target.dn : '');
  return (
    <LoadOverview target={target}>
      {(state) => (
        <OverviewContent
          target={target}
          state={state}
          today={todayBerlin()}
          userName={userName}
          onNavigate={(next) => setNav({ propsKey, target: next })}
        />
      )}
    </LoadOverview>
  );
}
