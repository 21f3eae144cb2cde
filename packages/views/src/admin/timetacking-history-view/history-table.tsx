import { formatDate, formatDayLong, formatDuration } from '@stempeluhr/core';
import { ClockOutTime, formatHours, Heading, ScrollRegion, StateBadge } from '@stempeluhr/ui';
import type {
  ClockingHistory,
  HistoryActor,
  HistoryChange,
  HistoryClocking,
  HistoryDeletion,
  HistoryValues,
} from '../api/get-clocking-history';
import { CLOCKING_HISTORY_TEXTS as T } from './timetacking-history-view.texts';

const clockText = (wall: string) => wall.slice(11, 16);

/** The period's clockings (newest first) with their origin and changes, then the deleted ones. */
export function History({ data, stale, ids }: { data: ClockingHistory; stale: boolean; ids: { deleted: string; hint: string } }) {
  const clockings = data.clockings as HistoryClocking[];
  const total = clockings.reduce((sum, c) => sum + c.time, 0);
  const own = clockings.filter((c) => c.added_from_user).length;
  const byOthers = clockings.filter((c) => c.created_by?.on_behalf || c.changes.some((change) => change.on_behalf)).length;
  return (
    <div aria-busy={stale || undefined} className={stale ? 'opacity-50' : undefined}>
      {stale && <p className="visually-hidden">{T.loadingNext}</p>}
      <p className="mb-2 tabular-nums" aria-live="polite">
        {formatDate(data.from)} – {formatDate(data.to)}: {T.summary(clockings.length, formatHours(total), own, byOthers)}
      </p>
      {clockings.length === 0 ? (
        <p className="text-body-secondary">{T.empty}</p>
      ) : (
        <ScrollRegion label={T.title} layout="stack">
          <table className="table table-sm align-middle tabular-nums" aria-describedby={ids.hint}>
            <thead>
              <tr>
                <th scope="col">{T.colDay}</th>
                <th scope="col">{T.colFrom}</th>
                <th scope="col">{T.colTo}</th>
                <th scope="col" className="text-end">
                  {T.colDuration}
                </th>
                <th scope="col">{T.colType}</th>
                <th scope="col">{T.colComment}</th>
                <th scope="col">{T.colOrigin}</th>
              </tr>
            </thead>
            <tbody>
              {clockings.map((c, index) => (
                <tr key={c.id}>
                  <td className="text-nowrap">
                    {/* A further booking of the same day repeats the day muted: it is the title of its card when the rows stack. */}
                    {index > 0 && clockings[index - 1].date === c.date ? (
                      <span className="text-body-secondary">{formatDayLong(c.date)}</span>
                    ) : (
                      formatDayLong(c.date)
                    )}
                  </td>
                  <td>{clockText(c.clock_in)}</td>
                  <td>{c.clock_out === null ? <span className="fst-italic">{T.running}</span> : <ClockOutTime clocking={c} />}</td>
                  <td className="text-end text-nowrap">{formatDuration(c.time)}</td>
                  <td>
                    <span className="text-nowrap">{c.type}</span>
                    {c.home_office && <StateBadge state="mobile" label={T.homeOffice} className="ms-1" />}
                  </td>
                  <td className="text-break">{c.comment ?? ''}</td>
                  <td>
                    <Origin clocking={c} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <p id={ids.hint} className="form-text">
        {T.originHint}
      </p>
      {data.deletions.length > 0 && <Deletions deletions={data.deletions} titleId={ids.deleted} />}
    </div>
  );
}

function Deletions({ deletions, titleId }: { deletions: HistoryDeletion[]; titleId: string }) {
  return (
    <section aria-labelledby={titleId} className="mt-3">
      <Heading sub id={titleId}>
        {T.deletedTitle}
      </Heading>
      <ScrollRegion label={T.deletedTitle} layout="stack">
        <table className="table table-sm align-middle tabular-nums mb-0">
          <thead>
            <tr>
              <th scope="col">{T.colDay}</th>
              <th scope="col">{T.colFrom}</th>
              <th scope="col">{T.colTo}</th>
              <th scope="col">{T.colType}</th>
              <th scope="col">{T.colComment}</th>
              <th scope="col">{T.colReason}</th>
              <th scope="col">{T.colDeletedAt}</th>
              <th scope="col">{T.colDeletedBy}</th>
            </tr>
          </thead>
          <tbody>
            {deletions.map((d) => (
              <tr key={d.id} className="text-body-secondary">
                <td className="text-nowrap">{formatDayLong(d.date)}</td>
                <td>{clockText(d.clock_in)}</td>
                <td>{d.clock_out === null ? T.running : clockText(d.clock_out)}</td>
                <td className="text-nowrap">{d.type}</td>
                <td className="text-break">{d.comment ?? ''}</td>
                <td className="text-break">{d.reason ?? <span className="fst-italic">{T.noReason}</span>}</td>
                <td className="text-nowrap">
                  {formatDate(d.deleted_at.slice(0, 10))} {clockText(d.deleted_at)}
                </td>
                <td className="text-nowrap">
                  {d.deleted_on_behalf ? <span className="badge text-bg-info">{d.deleted_by}</span> : `${d.deleted_by} ${T.ownChange}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}

const when = (actor: HistoryActor) => T.at(formatDate(actor.at.slice(0, 10)), clockText(actor.at));

/** How the clocking came about (stamped, added by the user, or entered by someone else) and every change after. */
function Origin({ clocking }: { clocking: HistoryClocking }) {
  const created = clocking.created_by;
  return (
    <div>
      {created?.on_behalf ? (
        <>
          <span className="badge text-bg-info">{T.addedBy(created.dn)}</span> <span className="small text-nowrap">{when(created)}</span>
        </>
      ) : clocking.added_from_user || created ? (
        <span className="badge text-bg-warning">{T.ownEntry}</span>
      ) : (
        <span className="small text-body-secondary">{T.clocked}</span>
      )}
      {clocking.changes.length > 0 && (
        <ul className="list-unstyled small mb-0 mt-1" aria-label={T.changeList}>
          {clocking.changes.map((change) => (
            <li key={change.at + change.dn + JSON.stringify(change.new)}>
              {change.on_behalf ? (
                <span className="badge text-bg-info">{T.changedBy(change.dn)}</span>
              ) : (
                `${T.changedBy(change.dn)} ${T.ownChange}`
              )}{' '}
              {when(change)}: {differences(change, clocking.date).join('; ')}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** "Bis 12:30 → 13:00" per changed field; a time on another day than the clocking's names its date. */
function differences(change: HistoryChange, day: string): string[] {
  const time = (wall: string | null) =>
    wall === null ? T.running : wall.slice(0, 10) === day ? clockText(wall) : `${formatDate(wall.slice(0, 10))} ${clockText(wall)}`;
  const text = (value: string | null) => (value === null || value === '' ? T.noValue : `„${value}“`);
  const fields: [string, (v: HistoryValues) => string][] = [
    [T.fieldFrom, (v) => time(v.clock_in)],
    [T.fieldTo, (v) => time(v.clock_out)],
    [T.fieldType, (v) => v.type],
    [T.fieldComment, (v) => text(v.comment)],
    [T.fieldHomeOffice, (v) => (v.home_office ? T.yes : T.no)],
  ];
  return fields
    .filter(([, show]) => show(change.old) !== show(change.new))
    .map(([label, show]) => `${label} ${show(change.old)} → ${show(change.new)}`);
}
