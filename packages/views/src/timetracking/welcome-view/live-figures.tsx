import {
  formatClock,
  formatDuration,
  formatHours,
  formatElapsed,
  formatOvertime,
  overtimeTone,
  type ClockingsResponse,
  type WelcomeStatus,
} from '@stempeluhr/core';
import { useEffect, useRef } from 'react';
import { WELCOME_TEXTS as T } from '../texts/welcome';
import { breakSeconds, openClocking, todayFigures } from './today-math';
import { useNow } from './use-now';

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

export interface LiveFiguresProps {
  status: WelcomeStatus;
  data: ClockingsResponse;
  /** When `data` arrived (epoch ms). */
  fetchedAt: number;
}

/** The ticking part, kept small so that only it renders every second. */
export function LiveFigures({ status, data, fetchedAt }: LiveFiguresProps) {
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
                {today.pending > 0 ? T.progressPending(formatHours(today.pending)) : T.targetReached}
              </span>
            )}
            <span className="text-body-secondary">{T.progressText(formatHours(today.done), formatHours(today.required))}</span>
          </div>
          <div
            className="progress"
            role="progressbar"
            aria-label={T.progressLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-valuetext={T.progressText(formatHours(today.done), formatHours(today.required))}
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
