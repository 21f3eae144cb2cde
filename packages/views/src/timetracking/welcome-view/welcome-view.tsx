import { formatDayLong, toApiError, type ClockingsResponse, type TagProps, type ViewProps, withDefaults } from '@stempeluhr/core';
import { ApiErrorAlert, Loader, useReportFailure } from '@stempeluhr/ui';
import { useRef, useState, type KeyboardEvent } from 'react';
import { DayLawHints } from '../../domain/worktime-law';
import { useTodayClockings } from '../api/get-today-clockings';
import { useWelcomeStatus } from '../api/get-welcome-status';
import { WELCOME_TEXTS as T } from '../texts/welcome';
import { BusinessTrip } from './business-trip';
import { ClockPanel } from './clock-panel';
import { isShortcut } from './clock-shortcut';
import { ForgottenBooked } from './forgotten-booked';
import { ForgottenClockOut } from './forgotten-clock-out';
import { findOpenEarlier, isForgotten } from './forgotten-math';
import { RybButton } from './ryb-button';
import { useTabSync } from './tab-sync';
import { TodayList } from './today-list';
import { openClocking } from './today-math';
import { useNow } from './use-now';
import { DAY_CHECK_MS, previousDayEnd, useOnline, useRecentWeeks, useRevealAfter, useToday, weekBalanceOf } from './welcome-hooks';
import { WeekSection } from './week-section';
import { welcomeViewTag } from './welcome-view.tag';

export { DAY_CHECK_MS } from './welcome-hooks';

/** Spec §9: the loader is hidden this long after the clockings have loaded. */
export const LOADER_HIDE_DELAY_MS = 1000;

export type WelcomeViewProps = TagProps<typeof welcomeViewTag>;

/** The comment of the running business trip, if one runs. */
function tripComment(data: ClockingsResponse): string | null {
  return data.clockings.items.find((c) => c.clock_out === null && c.type === 'geschäftlich unterwegs')?.comment ?? null;
}

/**
 * The welcome screen every employee opens every day: clock in and out (optionally mobile / home
 * office), today's clockings and breaks, the running break timer, today's and the week's balance,
 * when today's required time is reached, a short business trip, the rating button and the week.
 */
function WelcomeViewImpl({ rybUrl }: ViewProps<typeof welcomeViewTag>) {
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
        <ForgottenBooked booked={booked} balance={weekBalanceOf(recent.weeks, booked.date)} onClose={() => setBooked(null)} />
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

/** The view with its contract's defaults filled in: they live only in the contract. */
export const WelcomeView = withDefaults(welcomeViewTag, WelcomeViewImpl);
