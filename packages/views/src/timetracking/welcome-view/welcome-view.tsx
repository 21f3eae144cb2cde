import {
  addDaysIso,
  formatDayLong,
  formatIsoWeek,
  formatOvertime,
  isoWeekKey,
  overtimeTone,
  todayBerlin,
  toApiError,
  type ClockingsResponse,
  type Day,
} from '@stempeluhr/core';
import { ApiErrorAlert, Loader, useReportFailure } from '@stempeluhr/ui';
import { onlineManager, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { clockingKeys } from '../../domain/clocking';
import { DayLawHints, dayEnd } from '../../domain/worktime-law';
import { weekOverviewQuery } from '../api/get-week-overview';
import { useTodayClockings } from '../api/get-today-clockings';
import { useWelcomeStatus } from '../api/get-welcome-status';
import { WELCOME_TEXTS as T } from '../texts/welcome';
import { BusinessTrip } from './business-trip';
import { ClockPanel, isShortcut } from './clock-panel';
import { ForgottenClockOut } from './forgotten-clock-out';
import { findOpenEarlier, isForgotten } from './forgotten-math';
import { RYB_URL, RybButton } from './ryb-button';
import { useTabSync } from './tab-sync';
import { TodayList } from './today-list';
import { openClocking } from './today-math';
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

/**
 * The days of this week and, when yesterday lies in the week before, of that week too: enough to find
 * yesterday's end (rest time) and a clocking of an earlier day that is still open. This week shares
 * its cache entry with the week overview below.
 */
function useRecentWeeks(today: string): { weeks: Day[][]; ready: boolean } {
  const yesterday = addDaysIso(today, -1);
  const otherWeek = isoWeekKey(yesterday) !== isoWeekKey(today);
  const thisWeek = useQuery(weekOverviewQuery(today));
  const lastWeek = useQuery({ ...weekOverviewQuery(yesterday), enabled: otherWeek });
  const weeks = [lastWeek.data && otherWeek ? lastWeek.data : null, thisWeek.data ?? null].filter((w): w is Day[] => w !== null);
  return { weeks, ready: thisWeek.isSuccess && (!otherWeek || lastWeek.isSuccess) };
}

/** The end of the last working day before today (epoch ms), for the rest-time rule; null when unknown or still open. */
function previousDayEnd(weeks: readonly Day[][], today: string): number | null {
  const earlier = weeks
    .flat()
    .filter((d) => d.date < today && d.clockings.length > 0)
    .sort((a, b) => (a.date < b.date ? -1 : 1));
  const last = earlier[earlier.length - 1];
  return last ? dayEnd(last.clockings) : null;
}

/** The week balance of the week containing `date`, from the days the page has read. */
function weekBalanceOf(weeks: readonly Day[][], date: string): number | null {
  const week = weeks.find((w) => w.some((d) => d.date === date));
  return week ? week.reduce((sum, d) => sum + d.overtime, 0) : null;
}

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);

/** Whether the browser is online, as the query cache sees it (reads pause while offline and resume once). */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => onlineManager.isOnline(),
    () => true,
  );
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
  const now = useNow(true, DAY_CHECK_MS);
  const online = useOnline();
  useTabSync();
  const recent = useRecentWeeks(today);
  const [booked, setBooked] = useState<{ date: string; time: string } | null>(null);
  const clockShortcut = useRef<(() => void) | null>(null);
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

  const openToday = openClocking(clockings.data.clockings.items);
  // Only when the server says "clocked in" and today has no open clocking: the open one is older.
  const openEarlier = status.data.clockedIn && !openToday ? findOpenEarlier(recent.weeks, today) : null;
  // Forgotten only after ARBZG.forgottenAfterHours; a younger one is a night shift, clocked out with one click.
  const forgotten = openEarlier && isForgotten(openEarlier.clocking.clock_in, now) ? openEarlier : null;
  const overnight = openEarlier && !forgotten ? openEarlier.clocking : null;
  const bookedBalance = booked ? weekBalanceOf(recent.weeks, booked.date) : null;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isShortcut(event)) return;
    event.preventDefault();
    clockShortcut.current?.();
  };

  const staleError = clockings.isError ? clockings.error : status.isError ? status.error : null;

  return (
    // The clock shortcut is scoped to the widget: it is heard only while the focus is inside.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a keyboard shortcut for the widget's own button, not an interactive element
    <div className="d-flex flex-column gap-3" onKeyDown={onKeyDown}>
      {offlineHint}
      {forgotten && (
        <ForgottenClockOut
          key={forgotten.clocking.id}
          forgotten={forgotten}
          onBooked={(time) => setBooked({ date: forgotten.day.date, time })}
        />
      )}
      {booked && !forgotten && (
        <div className="alert alert-success d-flex flex-wrap align-items-center gap-2 mb-0" role="status" data-testid="forgotten-booked">
          <span>{T.forgottenBooked(formatDayLong(booked.date), booked.time)}</span>
          {bookedBalance !== null && (
            <span>
              {T.forgottenBookedWeek(formatIsoWeek(booked.date))}{' '}
              <span className={`fw-semibold tabular-nums ${overtimeTone(bookedBalance)}`}>{formatOvertime(bookedBalance)}</span>
            </span>
          )}
          <button type="button" className="btn-close ms-auto" aria-label={T.close} onClick={() => setBooked(null)} />
        </div>
      )}
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
          <ClockPanel
            status={status.data}
            data={clockings.data}
            fetchedAt={clockings.dataUpdatedAt}
            offline={!online}
            blockedBy={forgotten ? T.forgottenBlocks(formatDayLong(forgotten.day.date)) : null}
            earlierOpen={overnight}
            shortcutRef={clockShortcut}
          />
        </div>
        <div className="col-12 col-lg-7">
          <TodayList data={clockings.data} fetchedAt={clockings.dataUpdatedAt} overnight={overnight} />
        </div>
        {/* The same split as the row above on a wide screen (5/7), so the cards' edges line up. */}
        <div className="col-12 col-md-7 col-lg-5">
          <BusinessTrip running={status.data.businessTrip} runningComment={tripComment(clockings.data)} offline={!online} />
        </div>
        <div className="col-12 col-md-5 col-lg-7">
          <RybButton allowed={status.data.rybAllowed} voted={status.data.rybVoted} href={rybUrl} />
        </div>
      </div>
      <DayLawHints clockings={clockings.data.clockings.items} previousEnd={previousDayEnd(recent.weeks, today)} />
      <WeekSection date={today} />
    </div>
  );
}
