import { formatDayLong, isoWeek, todayBerlin, toIsoDay, type IsoWeek, type TagProps, type ViewProps, withDefaults } from '@stempeluhr/core';
import { ApiErrorAlert, isoWeekStart, PlaceholderRows, QueryView, PeriodNav, useNotice, Heading } from '@stempeluhr/ui';
import { useId, useState } from 'react';
import { useSchedulerTeamWeek, type AttendanceMember, type AttendanceWeek } from '../api/get-scheduler-team-week';
import { useSaveSchedulerTeam, type SaveSchedulerTeamInput } from '../api/save-scheduler-team';
import { ReadOnlyNote } from '../shared/read-only-note';
import { ICINGA_MASTER_SCHEDULER_TEXTS as T } from './icinga-master-scheduler.texts';
import { PlanTable, type PlanDay } from './plan-table';
import { daysToFill } from './quick-fill';
import { isIcingaScheduleAdmin } from './roles';
import { icingaMasterSchedulerTag } from './icinga-master-scheduler.tag';

export type IcingaMasterSchedulerProps = TagProps<typeof icingaMasterSchedulerTag>;

const planDays = (names: string[], stamps: number[]): PlanDay[] =>
  stamps.map((stamp, i) => {
    const long = formatDayLong(stamp * 1000);
    // A name the answer leaves out: the weekday of the timestamp.
    return { stamp, name: names[i] || long.slice(0, 2), long };
  });

/**
 * The team's weekly attendance plan: members against the weekdays, and against the weekend days in
 * a second table; one person is on duty per day. Editors pick the person of a day by its cell (a
 * second pick of the same cell clears the day); a pick saves `{user, date}` for that day, and with
 * the quick-fill (spec 02 §4) for Tuesday to Friday after a Monday pick when they are empty, and for
 * Sunday after a Saturday pick when it is empty: one call per day, in order.
 */
function IcingaMasterSchedulerImpl({ team, date, roles, canEdit }: ViewProps<typeof icingaMasterSchedulerTag>) {
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
      <Heading id={titleId}>{T.title}</Heading>
      <PeriodNav unit="week" label={T.week} value={shown.week} onChange={(week) => setShown({ date, week })} className="mb-2" />
      {editable ? <p className="form-text mt-0">{T.editHint}</p> : <ReadOnlyNote>{T.readOnly}</ReadOnlyNote>}
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

/** The view with its contract's defaults filled in: they live only in the contract. */
export const IcingaMasterScheduler = withDefaults(icingaMasterSchedulerTag, IcingaMasterSchedulerImpl);

interface PlanProps {
  team: string;
  monday: string;
  week: number;
  data: AttendanceWeek;
  editable: boolean;
}

function Plan({ team, monday, week, data, editable }: PlanProps) {
  const notice = useNotice();
  const names = new Map(data.attendanceUserList.map((u) => [u.id, u.displayName]));
  const write = useSaveSchedulerTeam<SaveSchedulerTeamInput & { day: string; lastDay?: string }>(team, {
    event: (input) => ['saved', { what: 'attendance', id: input.user ?? undefined }],
    onSuccess: (_answer, input) => {
      const name = input.user === null ? '' : (names.get(input.user) ?? String(input.user));
      const text =
        input.user === null ? T.cleared(input.day) : input.lastDay ? T.savedDays(name, input.day, input.lastDay) : T.saved(name, input.day);
      notice.say(text);
    },
  });

  // A pick saves its day, and after the quick-fill rules (spec 02 §4) the rest of the table's days.
  const pickIn = (days: PlanDay[], shifts: Record<string, number | null>) => (user: AttendanceMember, day: PlanDay, onDuty: boolean) => {
    const who = onDuty ? null : user.id;
    const filled = daysToFill(
      days.map((d) => shifts[String(d.stamp)] ?? null),
      days.indexOf(day),
      who,
    ).map((i) => days[i]);
    const last = filled.at(-1);
    void write.run({
      monday,
      user: who,
      date: day.stamp,
      also: filled.slice(1).map((d) => d.stamp),
      day: day.long,
      lastDay: filled.length > 1 ? last?.long : undefined,
    });
  };

  const weekdays = planDays(data.weekDays, data.weekDayTimestamps);
  const weekend = planDays(data.weekendDays, data.weekendTimestamps);
  const tableProps = { users: data.attendanceUserList, editable, pending: write.pending };
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
        days={weekdays}
        shifts={data.attendanceShiftsWeekdays}
        onPick={pickIn(weekdays, data.attendanceShiftsWeekdays)}
        {...tableProps}
      />
      <PlanTable
        caption={T.caption(T.weekend, week)}
        days={weekend}
        shifts={data.attendanceShiftsWeekends}
        onPick={pickIn(weekend, data.attendanceShiftsWeekends)}
        {...tableProps}
      />
      {notice.toast}
    </>
  );
}
