import { formatDate, formatDayLong, inBerlin, isoWeek, todayBerlin, toIsoDay, type IsoWeek } from '@stempeluhr/core';
import { ApiErrorAlert, isoWeekStart, NoticeToast, PlaceholderRows, QueryView, WeekPicker, type Notice } from '@stempeluhr/ui';
import { useId, useState } from 'react';
import { useSchedulerTeamWeek, type AttendanceMember, type AttendanceWeek } from '../api/get-scheduler-team-week';
import { useSaveSchedulerTeam, type SaveSchedulerTeamInput } from '../api/save-scheduler-team';
import { ICINGA_MASTER_SCHEDULER_TEXTS as T } from './icinga-master-scheduler.texts';
import { isIcingaScheduleAdmin } from './roles';

export interface IcingaMasterSchedulerProps {
  /** The team's slug in `/json/scheduler/{team}/…`; default `icinga-master`. */
  team?: string;
  /** A day of the week shown first (`yyyy-MM-dd`); default today (Berlin). */
  date?: string;
  /** Role paths of the signed-in user; one ending in `IcingaMasterDienstplan.Admin` may edit. */
  roles?: string[];
  /** The page's permission flag: edit without the role. */
  canEdit?: boolean;
}

interface PlanDay {
  /** Unix seconds of 00:00 Berlin, the key of the shifts and the `date` of a save. */
  stamp: number;
  /** `Montag` … as the server names it. */
  name: string;
  /** `Mo, 23.11.2026` */
  long: string;
}

const planDays = (names: string[], stamps: number[]): PlanDay[] =>
  stamps.map((stamp, i) => {
    const long = formatDayLong(inBerlin(stamp * 1000));
    // A name the answer leaves out: the weekday of the timestamp.
    return { stamp, name: names[i] || long.slice(0, 2), long };
  });

/**
 * The team's weekly attendance plan: members against the weekdays, and against the weekend days in
 * a second table; one person is on duty per day. Editors pick the person of a day by its cell (a
 * second pick of the same cell clears the day); each pick saves `{user, date}` for that one day.
 */
export function IcingaMasterScheduler({ team = 'icinga-master', date, roles = [], canEdit = false }: IcingaMasterSchedulerProps) {
  const slug = team.trim().toLowerCase();
  const editable = isIcingaScheduleAdmin(roles) || canEdit;
  const titleId = useId();
  const [shown, setShown] = useState<{ date: string | undefined; week: IsoWeek }>(() => ({ date, week: isoWeek(date ?? todayBerlin()) }));
  // A new date attribute shows its week (the user's own navigation is kept otherwise).
  if (shown.date !== date) setShown({ date, week: isoWeek(date ?? todayBerlin()) });
  const monday = toIsoDay(isoWeekStart(shown.week));
  const query = useSchedulerTeamWeek(slug, monday);

  return (
    <section aria-labelledby={titleId} className="stempeluhr-icinga-master-scheduler">
      <h2 id={titleId} className="h5">
        {T.title}
      </h2>
      <WeekPicker label={T.week} value={shown.week} onChange={(week) => setShown({ date, week })} className="mb-2" />
      <p className="form-text mt-0">{editable ? T.editHint : T.readOnly}</p>
      <QueryView
        query={query}
        serverMessage
        placeholder={<PlaceholderRows rows={4} />}
        isEmpty={(data) => data.attendanceUserList.length === 0}
        empty={T.empty}
      >
        {(data) => <Plan key={monday} team={slug} monday={monday} week={shown.week.week} data={data} editable={editable} />}
      </QueryView>
    </section>
  );
}

interface PlanProps {
  team: string;
  monday: string;
  week: number;
  data: AttendanceWeek;
  editable: boolean;
}

function Plan({ team, monday, week, data, editable }: PlanProps) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const names = new Map(data.attendanceUserList.map((u) => [u.id, u.displayName]));
  const write = useSaveSchedulerTeam<SaveSchedulerTeamInput & { day: string }>(team, {
    event: (input) => ['saved', { what: 'attendance', id: input.user ?? undefined }],
    onSuccess: (_answer, input) =>
      setNotice({
        id: Date.now(),
        text: input.user === null ? T.cleared(input.day) : T.saved(names.get(input.user) ?? String(input.user), input.day),
      }),
  });

  const pick = (user: AttendanceMember, day: PlanDay, onDuty: boolean) => {
    void write.run({ monday, user: onDuty ? null : user.id, date: day.stamp, day: day.long });
  };

  const tableProps = { users: data.attendanceUserList, editable, pending: write.pending, onPick: pick };
  return (
    <>
      {write.error && <ApiErrorAlert error={write.error} onDismiss={write.reset} />}
      {write.pending && (
        <p className="small text-body-secondary mb-1" role="status">
          {T.saving}
        </p>
      )}
      <PlanTable
        caption={T.caption(T.weekdays, week)}
        days={planDays(data.weekDays, data.weekDayTimestamps)}
        shifts={data.attendanceShiftsWeekdays}
        {...tableProps}
      />
      <PlanTable
        caption={T.caption(T.weekend, week)}
        days={planDays(data.weekendDays, data.weekendTimestamps)}
        shifts={data.attendanceShiftsWeekends}
        {...tableProps}
      />
      <NoticeToast notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}

interface PlanTableProps {
  caption: string;
  days: PlanDay[];
  shifts: Record<string, number | null>;
  users: AttendanceMember[];
  editable: boolean;
  pending: boolean;
  onPick: (user: AttendanceMember, day: PlanDay, onDuty: boolean) => void;
}

function PlanTable({ caption, days, shifts, users, editable, pending, onPick }: PlanTableProps) {
  const onDutyOf = (day: PlanDay) => shifts[String(day.stamp)] ?? null;
  return (
    <div className="table-responsive mb-3">
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
                    {formatDate(inBerlin(day.stamp * 1000)).slice(0, 6)}
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
                        aria-label={T.cellLabel(user.displayName, day.long)}
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
    </div>
  );
}
