import { formatClock, formatDate, formatDayLong, formatHours, type Break, type Clocking, type ClockingsResponse } from '@stempeluhr/core';
import { EmptyState, Heading, ScrollRegion, StateBadge } from '@stempeluhr/ui';
import { useId } from 'react';
import { WELCOME_TEXTS as T } from '../texts/welcome';
import { endsOnAnotherDay, runningSince } from './today-math';
import { useNow } from './use-now';

export interface TodayListProps {
  data: ClockingsResponse;
  fetchedAt: number;
  /** A clocking of an earlier day that still runs (a night shift): named instead of "no clockings today". */
  overnight?: Clocking | null;
}

/** Today's clockings (Von, Bis, Typ, Zeit, Mobil) and breaks (done / pending / required). */
export function TodayList({ data, fetchedAt, overnight = null }: TodayListProps) {
  const headingId = useId();
  const breaksId = useId();
  const { clockings, breaks } = data;
  const items = [...clockings.items].sort((a, b) => (a.clock_in < b.clock_in ? -1 : a.clock_in > b.clock_in ? 1 : 0));

  return (
    <section className="card h-100" aria-labelledby={headingId}>
      <div className="card-body">
        <Heading id={headingId}>{T.todayHeading}</Heading>
        {items.length === 0 && overnight ? (
          <p className="mb-2" data-testid="overnight">
            {T.overnightRunning(formatDayLong(overnight.clock_in), formatClock(overnight.clock_in))}
          </p>
        ) : items.length === 0 ? (
          <EmptyState>
            {T.emptyDay} {T.emptyDayHint}
          </EmptyState>
        ) : (
          <ScrollRegion label={T.todayHeading}>
            <table className="table table-sm align-middle mb-2 small">
              <thead>
                <tr>
                  {[T.colFrom, T.colTo, T.colType].map((label) => (
                    <th key={label} scope="col">
                      {label}
                    </th>
                  ))}
                  <th scope="col" className="text-end">
                    {T.colTime}
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((clocking) => (
                  <ClockingRow key={clocking.id} clocking={clocking} data={data} fetchedAt={fetchedAt} />
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3} className="fw-normal text-body-secondary">
                    {T.worked} / {T.required}
                  </th>
                  <td className="text-end text-nowrap">
                    <LiveTotal data={data} fetchedAt={fetchedAt} /> / {formatHours(clockings.required)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </ScrollRegion>
        )}

        <Heading sub id={breaksId} className="mt-3">
          {T.breaksHeading}
        </Heading>
        {/* Three figures side by side, like Pause / Heute / Woche in the clock card, each with its unit; each
            as wide as its label (a third of a phone's card is narrower than „vorgeschrieben“), wrapping if need be. */}
        <dl
          className="d-flex flex-wrap justify-content-around column-gap-3 row-gap-2 mb-2 small tabular-nums text-center"
          aria-labelledby={breaksId}
          data-testid="breaks"
        >
          <div>
            <dt className="fw-normal text-body-secondary">{T.breaksDone}</dt>
            <dd className="mb-0 text-nowrap">{formatHours(breaks.done)}</dd>
          </div>
          <div>
            <dt className="fw-normal text-body-secondary">{T.breaksPending}</dt>
            <dd className={`mb-0 text-nowrap${breaks.pending > 0 ? ' text-warning-emphasis fw-semibold' : ''}`}>
              {formatHours(breaks.pending)}
            </dd>
          </div>
          <div>
            <dt className="fw-normal text-body-secondary">{T.breaksRequired}</dt>
            <dd className="mb-0 text-nowrap">{formatHours(breaks.required)}</dd>
          </div>
        </dl>
        {breaks.items.length === 0 ? (
          <p className="small text-body-secondary mb-0">{T.noBreaks}</p>
        ) : (
          <ul className="list-unstyled small mb-0 tabular-nums">
            {breaks.items.map((item, index) => (
              <BreakItem key={`${item.from}-${index}`} item={item} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ClockingRow({ clocking, data, fetchedAt }: { clocking: Clocking; data: ClockingsResponse; fetchedAt: number }) {
  const open = clocking.clock_out === null;
  const otherDay = endsOnAnotherDay(clocking);
  return (
    <tr>
      <td className="tabular-nums">{formatClock(clocking.clock_in)}</td>
      <td className="tabular-nums">
        {open ? (
          <StateBadge state="running" />
        ) : otherDay ? (
          <span className="text-danger">
            {formatClock(clocking.clock_out ?? '')} ({formatDate(clocking.clock_out ?? '')})
          </span>
        ) : (
          formatClock(clocking.clock_out ?? '')
        )}
      </td>
      <td>
        <span className="me-1">{clocking.type}</span>
        {clocking.home_office ? <StateBadge state="mobile" /> : null}
      </td>
      <td className="text-end text-nowrap">
        {open ? <LiveDuration base={clocking.time} data={data} fetchedAt={fetchedAt} /> : formatHours(clocking.time)}
      </td>
    </tr>
  );
}

/** The open clocking's duration, growing while it runs. */
function LiveDuration({ base, data, fetchedAt }: { base: number; data: ClockingsResponse; fetchedAt: number }) {
  const now = useNow();
  return <>{formatHours(base + runningSince(data, fetchedAt, now))}</>;
}

function LiveTotal({ data, fetchedAt }: TodayListProps) {
  const running = data.clockings.items.some((c) => c.clock_out === null);
  const now = useNow(running);
  return <>{formatHours(data.clockings.done + (running ? runningSince(data, fetchedAt, now) : 0))}</>;
}

function BreakItem({ item }: { item: Break }) {
  return (
    <li>
      {formatClock(item.from)} – {item.to === null ? T.running : formatClock(item.to)}
      {item.to !== null ? <span className="text-body-secondary"> · {formatHours(item.time)}</span> : null}
    </li>
  );
}
