import { Heading } from '@stempeluhr/ui';
import { formatClock, formatDuration, type ClockingsResponse } from '@stempeluhr/core';
import { useId } from 'react';
import { ADMIN_DAY_TEXTS as T } from './day-texts';

/**
 * The day's breaks as GET /admin/clockings/{userId}/{date} returns them (spec 02 §7 "clockings and
 * breaks"): taken, still due and required, then each break from – to with its length (issue 23 point 10).
 */
export function AdminDayBreaks({ breaks }: { breaks: ClockingsResponse['breaks'] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-3">
      <Heading sub id={headingId}>
        {T.breaksHeading}
      </Heading>
      <dl className="d-flex flex-wrap column-gap-3 row-gap-1 mb-2 small tabular-nums">
        <div className="d-flex gap-1">
          <dt className="fw-normal text-body-secondary">{T.breaksDone}</dt>
          <dd className="mb-0">{formatDuration(breaks.done)} h</dd>
        </div>
        <div className="d-flex gap-1">
          <dt className="fw-normal text-body-secondary">{T.breaksPending}</dt>
          <dd className={`mb-0${breaks.pending > 0 ? ' text-warning-emphasis fw-semibold' : ''}`}>{formatDuration(breaks.pending)} h</dd>
        </div>
        <div className="d-flex gap-1">
          <dt className="fw-normal text-body-secondary">{T.breaksRequired}</dt>
          <dd className="mb-0">{formatDuration(breaks.required)} h</dd>
        </div>
      </dl>
      {breaks.items.length === 0 ? (
        <p className="small text-body-secondary mb-0">{T.noBreaks}</p>
      ) : (
        <ul className="list-unstyled small mb-0 tabular-nums" aria-label={T.breaksHeading}>
          {breaks.items.map((item, index) => (
            <li key={`${item.from}-${index}`}>
              {formatClock(item.from)} – {item.to === null ? T.breakRunning : formatClock(item.to)}
              {item.to !== null && <span className="text-body-secondary"> · {formatDuration(item.time)} h</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
