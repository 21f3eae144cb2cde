import { todayBerlin, useWidgetEvent, type TagProps } from '@stempeluhr/core';
import { QueryView, Heading } from '@stempeluhr/ui';
import { useEffect, useState } from 'react';
import { useChecklists } from '../api/get-checklists';
import { CHECKLIST_REPORT_TEXTS as T } from './checklist-report.texts';
import { DayTasks } from './day-tasks';
import { ReportCalendar } from './report-calendar';
import type { checklistReportTag } from './checklist-report.tag';

export type ChecklistReportProps = TagProps<typeof checklistReportTag>;

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
        <Heading>{T.checklists}</Heading>
        <QueryView query={checklists} isEmpty={(items) => items.length === 0} empty={T.emptyChecklists}>
          {(items) => (
            <div className="list-group" role="group" aria-label={T.checklists}>
              {items.map((c) => (
                <button
                  key={c.id}
                  type="button"
                  className={`list-group-item list-group-item-action text-break${selected?.id === c.id ? ' active' : ' text-body'}`}
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
