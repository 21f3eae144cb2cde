import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { QueryViewProps } from '@stempeluhr/ui';
import { otherWeekThan, useTeamWeek, type DayRead } from '../../domain/clocking';
import { useMonthly } from '../api/get-monthly';
import { usePeriod } from '../api/get-period';
import { useWeekOverview } from '../api/get-week-overview';
import type { OverviewTarget } from './target';

/** What every endpoint's answer becomes for display. */
export interface OverviewData {
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
export type OverviewState = QueryViewProps<OverviewData>['query'];

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

/** Reads the target's endpoint (own week, team week, month or period) and hands its state to `children`. */
export function LoadOverview({ target, children }: { target: OverviewTarget; children: (state: OverviewState) => ReactNode }) {
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
