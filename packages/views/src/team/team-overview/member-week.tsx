import {
  formatDayLong,
  formatBalance,
  isMigrated,
  MIGRATED_HINT,
  overtimeTone,
  todayBerlin,
  type Clocking,
  type Day,
  type IsoWeek,
} from '@stempeluhr/core';
import { WithLawHints } from '../../domain/worktime-law';
import { DayRow, DayRowPlaceholder, DaySumRow, QueryView, Heading, useSectionLevel } from '@stempeluhr/ui';
import { useId } from 'react';
import { otherWeekThan, useTeamWeek } from '../../domain/clocking';
import type { TeamMember } from '../api/get-team';
import { TEAM_OVERVIEW_TEXTS as T } from './team-overview.texts';

/** `08:00 – 12:00` (open clockings: `08:00 – offen`). */
export function spanOf(clocking: Clocking): string {
  return `${clocking.clock_in.slice(11, 16)} – ${clocking.clock_out ? clocking.clock_out.slice(11, 16) : 'offen'}`;
}

export interface MemberWeekProps {
  member: TeamMember;
  week: IsoWeek;
  /** Whether the viewer may add, edit and delete this member's clockings. */
  canEdit: boolean;
  onAdd: (date: string) => void;
  onEdit: (clocking: Clocking) => void;
  onDelete: (clocking: Clocking) => void;
}

/** A member's ISO week: one collapsible row per day with its clockings and, for the lead, the actions. */
export function MemberWeek({ member, week, canEdit, onAdd, onEdit, onDelete }: MemberWeekProps) {
  const headingId = useId();
  // The title, this week (a section), its days one below.
  const dayLevel = Math.max(2, Math.min(6, useSectionLevel(true) + 1)) as 2 | 3 | 4 | 5 | 6;
  const query = useTeamWeek({ dn: member.dn, year: week.year, week: week.week });
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <Heading sub id={headingId}>
        {T.weekOf(member.displayName, week.week)}
      </Heading>
      {member.clockings_blacklisted && <p className="form-text">{T.blacklisted}</p>}
      <QueryView
        query={query}
        placeholder={
          <ul className="list-group">
            {Array.from({ length: 7 }, (_, i) => (
              <DayRowPlaceholder key={i} />
            ))}
          </ul>
        }
        isEmpty={(data) => data.clockings.length === 0}
        empty={T.noDays}
      >
        {(data) => (
          <>
            {otherWeekThan(data.clockings, week) && <p className="small text-body-secondary mb-2">{T.otherDays}</p>}
            <p className="mb-2 d-flex flex-wrap gap-2">
              <span>{data.statement}</span>
              <span className="ms-auto tabular-nums">
                {T.weekOvertime}:{' '}
                <span className={overtimeTone(data.week_overtime)} title={data.weekOvertimeDerived ? T.derived : undefined}>
                  {formatBalance(data.week_overtime)}
                </span>
                {data.weekOvertimeDerived && <span className="small text-body-secondary"> ({T.derived})</span>}
              </span>
            </p>
            <ul className="list-group">
              <WithLawHints days={data.clockings}>
                {(hints) =>
                  data.clockings.map((day) => (
                    <DayRow key={day.date} day={day} headingLevel={dayLevel} lawHints={hints.get(day.date)}>
                      {canEdit && <DayActions day={day} onAdd={onAdd} onEdit={onEdit} onDelete={onDelete} />}
                    </DayRow>
                  ))
                }
              </WithLawHints>
              <DaySumRow days={data.clockings} label={T.sum} />
            </ul>
          </>
        )}
      </QueryView>
    </section>
  );
}

function DayActions({
  day,
  onAdd,
  onEdit,
  onDelete,
}: {
  day: Day;
  onAdd: (date: string) => void;
  onEdit: (c: Clocking) => void;
  onDelete: (c: Clocking) => void;
}) {
  const hintId = useId();
  const migrated = isMigrated(day.date);
  const future = day.date > todayBerlin();
  return (
    <div className="mt-2">
      {migrated && (
        <p id={hintId} className="form-text mt-0">
          {MIGRATED_HINT}
        </p>
      )}
      {day.clockings.length > 0 && (
        <ul className="list-unstyled mb-2">
          {day.clockings.map((clocking) => (
            <li key={clocking.id} className="d-flex flex-wrap align-items-center gap-1 py-1">
              <span className="tabular-nums me-auto">
                {spanOf(clocking)} · {clocking.type}
              </span>
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                aria-label={T.edit(spanOf(clocking))}
                title={migrated ? MIGRATED_HINT : undefined}
                aria-describedby={migrated ? hintId : undefined}
                disabled={migrated}
                onClick={() => onEdit(clocking)}
              >
                {T.editShort}
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                aria-label={T.delete(spanOf(clocking))}
                title={migrated ? MIGRATED_HINT : undefined}
                aria-describedby={migrated ? hintId : undefined}
                disabled={migrated}
                onClick={() => onDelete(clocking)}
              >
                {T.deleteShort}
              </button>
            </li>
          ))}
        </ul>
      )}
      {future ? (
        <p className="form-text mb-0">{T.futureDay}</p>
      ) : (
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          aria-label={T.addFor(formatDayLong(day.date))}
          aria-describedby={migrated ? hintId : undefined}
          disabled={migrated}
          onClick={() => onAdd(day.date)}
        >
          {T.add}
        </button>
      )}
    </div>
  );
}
