import { formatDate, isoWeek, isoWeekStart, todayBerlin, toIsoDay, withDefaults, type TagProps, type ViewProps } from '@stempeluhr/core';
import {
  ApiErrorAlert,
  CollapsibleCard,
  formatWeekLabel,
  PeriodNav,
  PlaceholderRows,
  QueryView,
  ScrollRegion,
  useNotice,
  useSectionLevel,
} from '@stempeluhr/ui';
import { useState } from 'react';
import { useHelpdeskWeek, type HelpdeskWeek, type HelpdeskWeekShift } from '../api/get-helpdesk-week';
import { useSaveHelpdeskWeek, type SaveHelpdeskWeekInput } from '../api/save-helpdesk-schedule';
import { ReadOnlyNote } from '../shared/read-only-note';
import { isHelpdeskScheduleAdmin } from '../shared/roles';
import { TitledSection } from '../shared/titled-section';
import { helpdeskSchedulerTag } from './helpdesk-scheduler.tag';
import { HELPDESK_SCHEDULER_TEXTS as T } from './helpdesk-scheduler.texts';
import { daysOfWeek, mondayOf, planWeek, type DayType } from './quick-fill';
import { ShiftRow, WEEKDAY_SHORT, working } from './shift-row';

export type HelpdeskSchedulerProps = TagProps<typeof helpdeskSchedulerTag>;
type Props = ViewProps<typeof helpdeskSchedulerTag>;

function addWeeks(monday: string, weeks: number): string {
  const date = new Date(`${monday}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + weeks * 7);
  return date.toISOString().slice(0, 10);
}

/**
 * Collapsible weeks of helpdesk shifts per worker, with days off (`hd_frei`), absences and public
 * holidays. Editing (role or permission flag): a pick sends the worker's whole week, one schedule
 * call per day, after the quick-fill rules (a pick by arrow keys on the closed picker is sent on Enter
 * or when the focus leaves it); failures show the server's message as a banner.
 *
 * A new `date` from the page shows what a fresh mount shows (RELIABILITY.md case 3): the view starts over.
 */
function HelpdeskSchedulerImpl(props: Props) {
  return <HelpdeskSchedulerWeeks key={props.date ?? ''} {...props} />;
}

/** The view with its contract's defaults filled in: they live only in the contract. */
export const HelpdeskScheduler = withDefaults(helpdeskSchedulerTag, HelpdeskSchedulerImpl);

function HelpdeskSchedulerWeeks({ date, weeks, roles, canEdit }: Props) {
  const editable = isHelpdeskScheduleAdmin(roles) || canEdit;
  const [start, setStart] = useState(() => mondayOf(date ?? todayBerlin()));
  const mondays = Array.from({ length: weeks }, (_, i) => addWeeks(start, i));
  // The server's own word (`editable` of the week answer) wins over role and flag where it gives one;
  // the hint follows the first week's answer (read by its panel; this only looks at it).
  const serverSays = useHelpdeskWeek(start, false).data?.editable;
  const hint =
    serverSays === undefined ? (editable ? T.quickFill : T.readOnly) : serverSays ? T.quickFill : editable ? T.serverReadOnly : T.readOnly;

  return (
    <TitledSection
      title={T.title}
      actions={
        // The one period navigation: its label (and calendar) is the first week shown; it steps by one week,
        // „Heute“ starts the weeks at the current one.
        <PeriodNav unit="week" label={T.firstWeek} value={isoWeek(start)} onChange={(week) => setStart(toIsoDay(isoWeekStart(week)))} />
      }
    >
      {hint === T.quickFill ? <p className="form-text mt-0">{hint}</p> : <ReadOnlyNote>{hint}</ReadOnlyNote>}
      {mondays.map((monday, index) => (
        <WeekPanel key={monday} monday={monday} first={index === 0} editable={editable} />
      ))}
    </TitledSection>
  );
}

/** One week, collapsible; the first week shown is open (also when a step makes it the first). */
function WeekPanel({ monday, first, editable }: { monday: string; first: boolean; editable: boolean }) {
  const [open, setOpen] = useState(first);
  const [wasFirst, setWasFirst] = useState(first);
  if (first !== wasFirst) {
    setWasFirst(first);
    if (first) setOpen(true);
  }
  const days = daysOfWeek(monday);
  const query = useHelpdeskWeek(monday, open);
  const sectionLevel = useSectionLevel(true);
  return (
    <CollapsibleCard
      title={formatWeekLabel(isoWeek(monday))}
      open={open}
      onToggle={setOpen}
      headingAs={`h${sectionLevel}`}
      className="mb-2"
      bodyClassName="card-body p-2"
    >
      <QueryView
        query={query}
        serverMessage
        placeholder={<PlaceholderRows rows={4} />}
        isEmpty={(data) => data.shifts.length === 0}
        empty={T.empty}
      >
        {(data) => <WeekTable monday={monday} days={days} data={data} editable={editable} />}
      </QueryView>
    </CollapsibleCard>
  );
}

function WeekTable({ monday, days, data, editable: pageSays }: { monday: string; days: string[]; data: HelpdeskWeek; editable: boolean }) {
  const editable = data.editable ?? pageSays;
  const notice = useNotice();
  const holidays = new Map(data.holidays.map((h) => [h.date, h.name ?? '']));
  const write = useSaveHelpdeskWeek<SaveHelpdeskWeekInput & { name: string }>({
    event: (input) => ['saved', { what: 'helpdesk-schedule', id: input.days[0]?.user_id }],
    onSuccess: (_data, input) => notice.say(T.saved(input.name)),
  });
  const unknownOwner = data.shifts.some((shift) => shift.user_id === null);

  const pick = (shift: HelpdeskWeekShift & { user_id: number }, index: number, type: DayType) => {
    const planned = new Map(shift.schedules.map((s) => [s.day, s.type]));
    const absent = new Set(shift.vacations.map((v) => v.vacation_date));
    const current = days.map((day) => planned.get(day) ?? '');
    // A working shift already stored on an absence day goes as "frei": the server refuses it there,
    // and the week must not stop half saved (docs/decisions/team-scheduling-spec-fidelity.md).
    const next = planWeek(
      current,
      index,
      type,
      days.map((day) => absent.has(day) || holidays.has(day)),
    ).map((t, i) => (absent.has(days[i]) && working(t) ? 'hd_frei' : t));
    return write.run({
      monday,
      name: shift.name,
      days: days.map((day, i) => ({ user_id: shift.user_id, date: day, type: next[i] })),
    });
  };

  return (
    <>
      {write.error && <ApiErrorAlert error={write.error} onDismiss={write.reset} />}
      {editable && unknownOwner && <p className="small text-body-secondary">{T.noOwner}</p>}
      {write.pending && (
        <p className="small text-body-secondary" role="status">
          {T.saving}
        </p>
      )}
      <ScrollRegion label={T.title} layout="plan">
        <table className="table table-sm table-bordered align-middle mb-0">
          <thead>
            <tr>
              <th scope="col">{T.worker}</th>
              {days.map((day, i) => (
                <th key={day} scope="col" className={holidays.has(day) ? 'table-warning' : i >= 5 ? 'table-secondary' : undefined}>
                  <span className="d-block">
                    {WEEKDAY_SHORT[i]} {formatDate(day).slice(0, 6)}
                  </span>
                  {i >= 5 && !holidays.has(day) && <span className="visually-hidden"> ({T.weekend})</span>}
                  {holidays.has(day) && (
                    <span className="badge text-bg-warning text-wrap" title={holidays.get(day)}>
                      {holidays.get(day) ? `${T.holiday}: ${holidays.get(day)}` : T.holiday}
                    </span>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.shifts.map((shift) => (
              <ShiftRow
                key={shift.user_id ?? shift.name}
                shift={shift}
                days={days}
                holidays={holidays}
                editable={editable}
                disabled={write.pending}
                onPick={pick}
              />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {notice.toast}
    </>
  );
}
