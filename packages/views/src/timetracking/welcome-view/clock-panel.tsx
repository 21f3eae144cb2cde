import { formatClock, formatDate, useSingleFlight, type Clocking, type ClockingsResponse, type WelcomeStatus } from '@stempeluhr/core';
import { ApiErrorAlert, Heading, StateBadge, SubmitButton } from '@stempeluhr/ui';
import { useEffect, useId, useState, type RefObject } from 'react';
import { useClockIn } from '../api/clock-in';
import { useClockOut } from '../api/clock-out';
import { WELCOME_TEXTS as T } from '../texts/welcome';
import { LiveFigures } from './live-figures';
import { announceClockingsChanged } from './tab-sync';
import { openClocking } from './today-math';

export interface ClockPanelProps {
  status: WelcomeStatus;
  data: ClockingsResponse;
  /** When `data` arrived (epoch ms). */
  fetchedAt: number;
  /** No connection: the button waits (a clocking is stamped when the server gets it, so it is not queued). */
  offline?: boolean;
  /** Why clocking is not possible now (a forgotten clock-out of an earlier day); null when it is. */
  blockedBy?: string | null;
  /** A clocking of an earlier day that still runs and is not forgotten (a night shift): the badge names its start. */
  earlierOpen?: Clocking | null;
  /** Receives the button's action for the widget's keyboard shortcut. */
  shortcutRef?: RefObject<(() => void) | null>;
}

/** The one primary action (Einstempeln / Ausstempeln), the running break, and today's and the week's balance. */
export function ClockPanel({
  status,
  data,
  fetchedAt,
  offline = false,
  blockedBy = null,
  earlierOpen = null,
  shortcutRef,
}: ClockPanelProps) {
  const [homeOffice, setHomeOffice] = useState(false);
  const homeOfficeId = useId();
  const clockIn = useClockIn();
  const clockOut = useClockOut();
  const busy = clockIn.pending || clockOut.pending;
  const clockedIn = status.clockedIn;

  // The writes send the host events ('clocked-in', 'clocked-out', 'failed'); a failed clock-out is
  // only logged (spec §8), a failed clock-in is shown below from the write's state.
  const press = useSingleFlight(async () => {
    if (clockedIn) {
      const result = await clockOut.run();
      if (result.ok) announceClockingsChanged();
    } else {
      clockOut.reset();
      const result = await clockIn.run(homeOffice);
      if (result.ok) announceClockingsChanged();
    }
  });

  const disabled = busy || offline || blockedBy !== null;
  useEffect(() => {
    if (!shortcutRef) return undefined;
    shortcutRef.current = disabled ? null : () => void press();
    return () => {
      shortcutRef.current = null;
    };
  }, [shortcutRef, disabled, press]);

  const open = openClocking(data.clockings.items) ?? earlierOpen;
  const openSince = open
    ? open === earlierOpen
      ? `${formatClock(open.clock_in)} (${formatDate(open.clock_in)})`
      : formatClock(open.clock_in)
    : '';
  const clockInError = clockIn.error;

  return (
    <section className="card h-100" aria-labelledby={`${homeOfficeId}-heading`}>
      <div className="card-body d-flex flex-column gap-3">
        <div className="d-flex flex-wrap align-items-baseline gap-2">
          <Heading id={`${homeOfficeId}-heading`} className="mb-0 me-auto">
            {T.clockHeading}
          </Heading>
          <span className={`badge ${clockedIn ? 'text-bg-success' : 'text-bg-secondary'}`} data-testid="clock-state">
            {clockedIn ? T.stateIn : T.stateOut}
            {clockedIn && open ? ` ${T.since(openSince)}` : ''}
          </span>
          {clockedIn && open?.home_office ? <StateBadge state="mobile" /> : null}
        </div>

        <div className="d-grid gap-2">
          <SubmitButton
            type="button"
            variant={clockedIn ? 'danger' : 'success'}
            className="btn-lg"
            onClick={() => void press()}
            pending={busy}
            disabled={disabled}
            aria-keyshortcuts={T.shortcutKey}
            title={T.shortcutHint(clockedIn ? T.clockOut : T.clockIn)}
            aria-describedby={blockedBy ? `${homeOfficeId}-blocked` : undefined}
          >
            {busy ? (clockOut.pending ? T.clockingOut : T.clockingIn) : clockedIn ? T.clockOut : T.clockIn}
          </SubmitButton>
          {blockedBy && (
            <p id={`${homeOfficeId}-blocked`} className="form-text mt-0 mb-0">
              {blockedBy}
            </p>
          )}
          {!clockedIn && (
            <div className="form-check">
              <input
                id={homeOfficeId}
                className="form-check-input"
                type="checkbox"
                checked={homeOffice}
                disabled={busy}
                onChange={(event) => setHomeOffice(event.target.checked)}
              />
              <label className="form-check-label" htmlFor={homeOfficeId}>
                {T.homeOffice}
              </label>
            </div>
          )}
        </div>

        {clockInError && <ApiErrorAlert error={clockInError} onDismiss={() => clockIn.reset()} />}

        {/* A forgotten clock-out of an earlier day: today nobody is at work yet, whatever the status says. */}
        <LiveFigures status={blockedBy ? { ...status, clockedIn: false } : status} data={data} fetchedAt={fetchedAt} />
      </div>
    </section>
  );
}
