import { formatDate, toApiError, toIsoDay, todayBerlin, useWidgetEvent, type Checklist } from '@stempeluhr/core';
import { ApiErrorAlert, Calendar, QueryView, useReportFailure, type CalendarRange } from '@stempeluhr/ui';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { daysByKey, mergeDayStatus, monthsOfGrid, monthsOfRange, sameMonths, type MonthRef } from '../api/day-status';
import { useChecklists } from '../api/get-checklists';
import { useFlipFlows, type FlowGroup } from '../api/get-flip-flows';
import { reportDayStatusQuery } from '../api/get-report-day-status';
import { CHECKLIST_REPORT_TEXTS as T } from './checklist-report.texts';
import { DISABLED_DAYS, REPORT_LEGEND, STATUS_BADGE, taskReportStatus, taskStatusText } from './report-status';

export interface ChecklistReportProps {
  /** Day shown first (default today). */
  date?: string;
  /** Checklist selected first (default the first). */
  checklistId?: number;
}

/**
 * Checklist report: the checklists (click to select), a calendar coloured by the legend's priority,
 * and the day's tasks grouped per flip flow with their status.
 *
 * A new `date` from the page shows what a fresh mount shows (RELIABILITY.md case 3): the view starts over.
 */
export function ChecklistReport(props: ChecklistReportProps) {
  return <ChecklistReportDays key={props.date ?? ''} {...props} />;
}

function ChecklistReportDays({ date, checklistId }: ChecklistReportProps) {
  const start = date ?? todayBerlin();
  const [day, setDay] = useState(start);
  const [chosen, setChosen] = useState<number | null>(checklistId ?? null);
  const checklists = useChecklists(day);
  // The list is the same every day; while another day loads, the previous list stays.
  const list = checklists.data;
  const selected = list?.find((c) => c.id === chosen) ?? list?.[0] ?? null;
  // The page learns which checklist the report shows (e.g. for the mail button beside it): once shown, and on every change.
  const emit = useWidgetEvent();
  const shownId = selected?.id ?? null;
  useEffect(() => {
    if (shownId !== null) emit('selection-changed', { values: [shownId] });
  }, [shownId, emit]);

  return (
    <div className="row g-4">
      <div className="col-12 col-lg-3">
        <h2 className="h6">{T.checklists}</h2>
        <QueryView query={checklists} isEmpty={(items) => items.length === 0} empty={T.emptyChecklists}>
          {(items) => (
            <div className="list-group" role="group" aria-label={T.checklists}>
              {items.map((c) => (
                <button
                  key={c.id}
                  type="button"
                  className={`list-group-item list-group-item-action text-break${selected?.id === c.id ? ' active' : ''}`}
                  aria-pressed={selected?.id === c.id}
                  onClick={() => setChosen(c.id)}
                >
                  {c.name}
                </button>
              ))}
            </div>
          )}
        </QueryView>
      </div>
      {selected && (
        <>
          <div className="col-12 col-lg-5">
            <ReportCalendar checklistId={selected.id} start={start} day={day} onDay={setDay} />
          </div>
          <div className="col-12 col-lg-4">
            <DayTasks checklist={selected} day={day} />
          </div>
        </>
      )}
    </div>
  );
}

interface ReportCalendarProps {
  checklistId: number;
  start: string;
  /** The chosen day (outlined). */
  day: string;
  onDay: (day: string) => void;
}

const isDisabledDay = (date: Date) => DISABLED_DAYS.includes(toIsoDay(date));

function ReportCalendar({ checklistId, start, day, onDay }: ReportCalendarProps) {
  // Every month the grid shows (the neighbouring months' days too), known before the calendar reports its range.
  const [months, setMonths] = useState<MonthRef[]>(() => monthsOfGrid(start));
  const statuses = useQueries({ queries: months.map((m) => reportDayStatusQuery(checklistId, m.month, m.year)) });
  const failed = statuses.find((s) => s.isError);
  const error = failed ? toApiError(failed.error) : null;
  useReportFailure(error);
  const answers = statuses.every((s) => s.data !== undefined) ? statuses.map((s) => s.data!) : null;
  const answersKey = answers ? JSON.stringify(answers) : null;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- answersKey stands for the answers' content
  const days = useMemo(() => (answers ? daysByKey(mergeDayStatus(answers.filter((a) => a !== null))) : null), [answersKey]);
  // The spec does not show this answer: one we can't read leaves the calendar uncoloured, and says so.
  const unreadable = answers?.some((a) => a === null) ?? false;
  // Each day has one status; should a server send several, the legend's first wins.
  const statusOf = useCallback((iso: string) => days && REPORT_LEGEND.find((l) => days.get(l.key)?.has(iso)), [days]);
  const cellClassNames = useMemo(
    () => (date: Date) => {
      const iso = toIsoDay(date);
      if (DISABLED_DAYS.includes(iso)) return ['stempeluhr-day-disabled'];
      return statusOf(iso)?.cell.split(' ');
    },
    [statusOf],
  );
  // The status as a sign in the cell too (read out as the legend's text): not told by colour alone.
  const cellLabel = useMemo(
    () => (date: Date) => {
      const iso = toIsoDay(date);
      if (DISABLED_DAYS.includes(iso)) return { mark: '', label: T.disabledDay };
      const status = statusOf(iso);
      return status ? { mark: status.mark, label: status.label } : undefined;
    },
    [statusOf],
  );
  const onRangeChange = useCallback((range: CalendarRange) => {
    const shown = monthsOfRange(range.start, range.end);
    setMonths((current) => (sameMonths(current, shown) ? current : shown));
  }, []);

  return (
    <>
      <Calendar
        label={T.calendar}
        initialDate={start}
        showViewSwitch={false}
        dayCellClassNames={cellClassNames}
        dayCellLabel={cellLabel}
        isDayDisabled={isDisabledDay}
        onRangeChange={onRangeChange}
        selectedDate={day}
        onDateClick={(date) => {
          const iso = toIsoDay(date);
          if (!DISABLED_DAYS.includes(iso)) onDay(iso);
        }}
      />
      <ul className="list-unstyled mt-2 mb-0 small" aria-label={T.legend}>
        {REPORT_LEGEND.map((l) => (
          <li key={l.key} data-colour={l.colour}>
            <span className={`badge ${l.badge} text-body me-1`} aria-hidden="true" style={{ minWidth: '1.75em' }}>
              {l.mark}
            </span>
            {l.label}
          </li>
        ))}
      </ul>
      {unreadable && <p className="small text-body-secondary mt-2 mb-0">{T.noDayStatus}</p>}
      {error && (
        <div className="mt-2">
          <ApiErrorAlert error={error} onRetry={() => statuses.filter((q) => q.isError).forEach((q) => void q.refetch())} />
        </div>
      )}
    </>
  );
}

function DayTasks({ checklist, day }: { checklist: Checklist; day: string }) {
  const id = useId();
  const flows = useFlipFlows(checklist.id, day);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h6">
        {T.tasksOn(formatDate(day))}
      </h2>
      {/* Two columns sized by the longest term, so "Servicemitarbeiter" never runs into its value. */}
      <dl className="small mb-2" style={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: '0.75rem' }}>
        <dt>{T.agent}</dt>
        <dd className="mb-1 text-break">{checklist.service_agent || <span className="text-body-secondary">{T.nobody}</span>}</dd>
        <dt>{T.deputy}</dt>
        <dd className="mb-1 text-break">{checklist.substitute || <span className="text-body-secondary">{T.nobody}</span>}</dd>
        <dt>{T.groups}</dt>
        <dd className="mb-0 text-break">{checklist.groups.length > 0 ? checklist.groups.join(', ') : T.none}</dd>
      </dl>
      <QueryView query={flows} isEmpty={(groups) => groups.every((g) => g.tasks.length === 0)} empty={T.emptyTasks}>
        {(groups) => <FlowGroups groups={groups} />}
      </QueryView>
    </section>
  );
}

function FlowGroups({ groups }: { groups: FlowGroup[] }) {
  return (
    <div className="d-flex flex-column gap-2">
      {groups.map((group, index) => (
        <div key={`${index}-${group.flipFlow.id}`} className="card">
          {group.flipFlow.name !== '' && <div className="card-header py-1 fw-semibold text-break">{group.flipFlow.name}</div>}
          <ul className="list-group list-group-flush" aria-label={group.flipFlow.name || T.tasks}>
            {group.tasks.map((task) => {
              const status = taskReportStatus(task);
              return (
                <li key={task.id} className="list-group-item">
                  <div className="d-flex flex-wrap justify-content-between gap-1">
                    <span className="text-break">{task.name}</span>
                    <span className={`badge ${STATUS_BADGE[status]} text-wrap`}>{taskStatusText(task)}</span>
                  </div>
                  {status === 'rejected' && (
                    <div className="small text-danger-emphasis text-break">{T.reason(task.note?.trim() ? task.note : T.noReason)}</div>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
