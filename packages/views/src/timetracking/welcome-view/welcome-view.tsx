import { todayBerlin, toApiError, type ClockingsResponse } from '@stempeluhr/core';
import { ApiErrorAlert, Loader, useReportFailure } from '@stempeluhr/ui';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { clockingKeys } from '../../domain/clocking';
import { useTodayClockings } from '../api/get-today-clockings';
import { useWelcomeStatus } from '../api/get-welcome-status';
import { WELCOME_TEXTS as T } from '../texts/welcome';
import { BusinessTrip } from './business-trip';
import { ClockPanel } from './clock-panel';
import { RYB_URL, RybButton } from './ryb-button';
import { useTabSync } from './tab-sync';
import { TodayList } from './today-list';
import { useNow } from './use-now';
import { WeekSection } from './week-section';

/** Spec §9: the loader is hidden this long after the clockings have loaded. */
export const LOADER_HIDE_DELAY_MS = 1000;

export interface WelcomeViewProps {
  /** Address of the rating survey (same origin only); default `/ryb/intensity`. */
  rybUrl?: string;
}

/** The comment of the running business trip, if one runs. */
function tripComment(data: ClockingsResponse): string | null {
  return data.clockings.items.find((c) => c.clock_out === null && c.type === 'geschäftlich unterwegs')?.comment ?? null;
}

/** True `delayMs` after `ready` first became true; stays true afterwards. The timer is cleared on unmount. */
function useRevealAfter(ready: boolean, delayMs: number): boolean {
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    if (!ready || revealed) return undefined;
    const timer = window.setTimeout(() => setRevealed(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [ready, revealed, delayMs]);
  return revealed;
}

/** How often the view looks whether a new day has begun. */
export const DAY_CHECK_MS = 30_000;

/**
 * Today's date, renewed after midnight: the page stays open overnight on many desks. When the day
 * changes, today's clockings and the status are read again and the week follows the new day.
 */
function useToday(): string {
  const today = todayBerlin(useNow(true, DAY_CHECK_MS));
  const queryClient = useQueryClient();
  const seen = useRef(today);
  useEffect(() => {
    if (seen.current === today) return;
    seen.current = today;
    void queryClient.invalidateQueries({ queryKey: clockingKeys.todayClockings() });
    void queryClient.invalidateQueries({ queryKey: clockingKeys.status() });
  }, [today, queryClient]);
  return today;
}

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);

/** Whether the browser is online, as the query cache sees it (reads pause while offline and resume once). */
function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => onlineManager.isOnline(), () => true);
}

/**
 * The welcome screen every employee opens every day: clock in and out (optionally mobile / home
 * office), today's clockings and breaks, the running break timer, today's and the week's balance,
 * when today's required time is reached, a short business trip, the rating button and the week.
 */
export function WelcomeView({ rybUrl = RYB_URL }: WelcomeViewProps) {
  const status = useWelcomeStatus();
  const clockings = useTodayClockings();
  const revealed = useRevealAfter(clockings.isSuccess, LOADER_HIDE_DELAY_MS);
  const today = useToday();
  const online = useOnline();
  useTabSync();
  const offlineHint = online ? null : (
    <div className="alert alert-warning" role="alert">
      {T.offline}
    </div>
  );

  const failed = [status, clockings].filter((q) => q.isError && q.data === undefined);
  useReportFailure(failed.length > 0 ? toApiError(failed[0].error) : null);
  if (failed.length > 0) {
    return (
      <>
        {offlineHint}
        <ApiErrorAlert
          error={toApiError(failed[0].error)}
          onRetry={() => {
            for (const query of failed) void query.refetch();
          }}
        />
      </>
    );
  }

  if (!revealed || !status.data || !clockings.data) {
    return (
      <>
        {offlineHint}
        <Loader label={T.loading} />
      </>
    );
  }

  const staleError = clockings.isError ? clockings.error : status.isError ? status.error : null;

  return (
    <div className="d-flex flex-column gap-3">
      {offlineHint}
      {staleError && (
        <ApiErrorAlert
          error={toApiError(staleError)}
          onRetry={() => {
            if (clockings.isError) void clockings.refetch();
            if (status.isError) void status.refetch();
          }}
        />
      )}
      <div className="row g-3">
        <div className="col-12 col-lg-5">
          <ClockPanel status={status.data} data={clockings.data} fetchedAt={clockings.dataUpdatedAt} offline={!online} />
        </div>
        <div className="col-12 col-lg-7">
          <TodayList data={clockings.data} fetchedAt={clockings.dataUpdatedAt} />
        </div>
        <div className="col-12 col-md-7">
          <BusinessTrip running={status.data.businessTrip} runningComment={tripComment(clockings.data)} offline={!online} />
        </div>
        <div className="col-12 col-md-5">
          <RybButton allowed={status.data.rybAllowed} voted={status.data.rybVoted} href={rybUrl} />
        </div>
      </div>
      <WeekSection date={today} />
    </div>
  );
}
