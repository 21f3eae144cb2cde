import { formatDate } from '@stempeluhr/core';
import { ScrollRegion } from '@stempeluhr/ui';
import type { AttendanceMember } from '../api/get-scheduler-team-week';
import { ICINGA_MASTER_SCHEDULER_TEXTS as T } from './icinga-master-scheduler.texts';

export interface PlanDay {
  /** Unix seconds of 00:00 Berlin, the key of the shifts and the `date` of a save. */
  stamp: number;
  /** `Montag` … as the server names it. */
  name: string;
  /** `Mo, 23.11.2026` */
  long: string;
}

export interface PlanTableProps {
  caption: string;
  days: PlanDay[];
  shifts: Record<string, number | null>;
  users: AttendanceMember[];
  editable: boolean;
  pending: boolean;
  onPick: (user: AttendanceMember, day: PlanDay, onDuty: boolean) => void;
}

export function PlanTable({ caption, days, shifts, users, editable, pending, onPick }: PlanTableProps) {
  const onDutyOf = (day: PlanDay) => shifts[String(day.stamp)] ?? null;
  return (
    <ScrollRegion label={caption} layout="plan" className="mb-3">
      <table className="table table-sm table-bordered align-middle text-center mb-0">
        <caption className="caption-top fw-semibold text-body">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="text-start">
              {T.member}
            </th>
            {days.map((day) => {
              const staffed = onDutyOf(day) !== null;
              return (
                <th key={day.stamp} scope="col" className={staffed ? undefined : 'table-warning'}>
                  <abbr title={day.name} className="text-decoration-none">
                    {day.name.slice(0, 2)}
                  </abbr>
                  <span className="d-block small fw-normal text-body-secondary tabular-nums">
                    {formatDate(day.stamp * 1000).slice(0, 6)}
                  </span>
                  {!staffed && <span className="d-block small fw-normal">{T.unstaffed}</span>}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <th scope="row" className="text-start text-break fw-normal">
                {user.displayName}
              </th>
              {days.map((day) => {
                const onDuty = onDutyOf(day) === user.id;
                return (
                  <td key={day.stamp} className={onDuty ? 'table-success' : undefined}>
                    {editable ? (
                      <button
                        type="button"
                        className={`btn btn-sm w-100 ${onDuty ? 'btn-success' : 'btn-outline-secondary'}${pending ? ' disabled' : ''}`}
                        aria-label={T.cellLabel(user.displayName, day.long, onDuty)}
                        aria-pressed={onDuty}
                        title={pending ? T.saving : onDuty ? T.unassign : T.assign}
                        // While a day is saved the cell keeps the focus (aria-disabled, not disabled: a
                        // disabled button drops a keyboard user's focus to the page) and ignores presses.
                        aria-disabled={pending || undefined}
                        onClick={() => {
                          if (!pending) onPick(user, day, onDuty);
                        }}
                      >
                        {onDuty ? T.onDuty : <span aria-hidden="true">–</span>}
                      </button>
                    ) : onDuty ? (
                      <span className="badge text-bg-success">{T.onDuty}</span>
                    ) : (
                      <>
                        <span aria-hidden="true" className="text-body-secondary">
                          –
                        </span>
                        <span className="visually-hidden">{T.offDuty}</span>
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
