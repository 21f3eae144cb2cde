import {
  formatClock,
  formatDate,
  formatDuration,
  formatElapsed,
  formatOvertime,
  overtimeTone,
  useSingleFlight,
  type Clocking,
  type ClockingsResponse,
  type WelcomeStatus,
} from '@stempeluhr/core';
import { ApiErrorAlert } from '@stempeluhr/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useClockIn } from '../api/clock-in';
import { useClockOut } from '../api/clock-out';
import { WELCOME_TEXTS as T } from '../texts/welcome';
import { announceClockingsChanged } from './tab-sync';
import { breakSeconds, openClocking, todayFigures } from './today-math';
import { useNow } from './use-now';

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

/** The clock shortcut: S without modifiers, not while typing in a text field (the widget scopes it to its own focus). */
export function isShortcut(event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'target' | 'repeat'>): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.repeat || event.key.toLowerCase() !== T.shortcutKey.toLowerCase())
    return false;
  const target = event.target as HTMLElement | null;
  if (!target || typeof target.closest !== 'function') return true;
  const field = target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]');
  // Boxes and buttons take no text: S there still clocks.
  return field === null || (field instanceof HTMLInputElement && ['checkbox', 'radio', 'button', 'submit', 'reset'].includes(field.type));
}

/**
 * While clocked in, the tab shows the time worked today before the page's own title; the page's
 * title comes back when clocked out and when the widget leaves the page.
 */
function useRunningTitle(text: string | null): void {
  const original = useRef<string | null>(null);
  useEffect(() => {
    if (text === null) return undefined;
    original.current ??= document.title;
    document.title = `${text} · ${original.current}`;
    return undefined;
  }, [text]);
  useEffect(() => {
    if (text !== null || original.current === null) return;
    document.title = original.current;
    original.current = null;
  }, [text]);
  useEffect(
    () => () => {
      if (original.current !== null) document.title = original.current;
    },
    [],
  );
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
          <h2 id={`${homeOfficeId}-heading`} className="h5 mb-0 me-auto">
            {T.clockHeading}
          </h2>
          <span className={`badge ${clockedIn ? 'text-bg-success' : 'text-bg-secondary'}`} data-testid="clock-state">
            {clockedIn ? T.stateIn : T.stateOut}
            {clockedIn && open ? ` ${T.since(openSince)}` : ''}
          </span>
          {clockedIn && open?.home_office ? <span className="badge text-bg-info">{T.mobile}</span> : null}
        </div>

        <div className="d-grid gap-2">
          <button
            type="button"
            className={`btn btn-lg ${clockedIn ? 'btn-danger' : 'btn-success'}`}
            onClick={() => void press()}
            disabled={disabled}
            aria-busy={busy || undefined}
            aria-keyshortcuts={T.shortcutKey}
            title={T.shortcutHint(clockedIn ? T.clockOut : T.clockIn)}
            aria-describedby={blockedBy ? `${homeOfficeId}-blocked` : undefined}
          >
            {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
            {busy ? (clockOut.pending ? T.clockingOut : T.clockingIn) : clockedIn ? T.clockOut : T.clockIn}
          </button>
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

/** The ticking part, kept small so that only it renders every second. */
function LiveFigures({ status, data, fetchedAt }: ClockPanelProps) {
  const now = useNow();
  // While clocked in nobody is on a break, even before the refreshed clockings (700 ms later) say so.
  const pause = status.clockedIn ? 0 : breakSeconds(data.clockings.items, now);
  const today = todayFigures(data, fetchedAt, now);
  const week = data.clockings.week_overtime;
  const progress = today.required > 0 ? Math.min(100, Math.round((today.done / today.required) * 100)) : null;
  useRunningTitle(status.clockedIn && openClocking(data.clockings.items) ? T.runningTitle(formatDuration(today.done)) : null);

  return (
    <>
      {progress !== null && (
        <div>
          <div className="d-flex flex-wrap justify-content-between column-gap-2 small mb-1 tabular-nums">
            {status.clockedIn ? (
              <span className="fw-semibold" data-testid="target">
                {today.pending > 0 ? T.targetAt(formatClock(today.targetAt)) : T.targetReached}
              </span>
            ) : (
              <span className="text-body-secondary">
                {today.pending > 0 ? T.progressPending(`${formatDuration(today.pending)} h`) : T.targetReached}
              </span>
            )}
            <span className="text-body-secondary">
              {T.progressText(`${formatDuration(today.done)} h`, `${formatDuration(today.required)} h`)}
            </span>
          </div>
          <div
            className="progress"
            role="progressbar"
            aria-label={T.progressLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-valuetext={T.progressText(`${formatDuration(today.done)} h`, `${formatDuration(today.required)} h`)}
            style={{ height: '0.75rem' }}
          >
            <div className={`progress-bar ${today.pending > 0 ? '' : 'bg-success'}`} style={{ width: `${progress}%` }} />
          </div>
        </div>
      )}
      {status.clockedIn && progress === null && (
        <p className="mb-0 fw-semibold" data-testid="target">
          {today.pending > 0 ? T.targetAt(formatClock(today.targetAt)) : T.targetReached}
        </p>
      )}
      <dl className="row row-cols-3 g-2 mb-0 text-center tabular-nums">
        <div className="col">
          <dt className="small text-body-secondary fw-normal">{T.breakTimer}</dt>
          <dd className="fs-5 mb-0 text-nowrap">
            {/* The timer role sits inside the dd: a dd with another role breaks the definition list. */}
            <span role="timer" aria-label={`${T.breakTimer} ${T.breakTimerHint}`} data-testid="break-timer">
              {formatElapsed(pause)}
            </span>
          </dd>
        </div>
        <div className="col">
          <dt className="small text-body-secondary fw-normal">{T.balanceToday}</dt>
          <dd className={`fs-5 mb-0 text-nowrap ${overtimeTone(today.balance)}`} title={T.balanceHint} data-testid="balance-today">
            {formatOvertime(today.balance)}
          </dd>
        </div>
        <div className="col">
          <dt className="small text-body-secondary fw-normal">{T.balanceWeek}</dt>
          <dd className={`fs-5 mb-0 text-nowrap ${overtimeTone(week)}`} title={T.balanceHint} data-testid="balance-week">
            {formatOvertime(week)}
          </dd>
        </div>
      </dl>
    </>
  );
}
