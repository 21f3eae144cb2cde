import { formatDate, type Checklist } from '@stempeluhr/core';
import { QueryView, StateBadge, Heading } from '@stempeluhr/ui';
import { useId } from 'react';
import { useFlipFlows, type FlowGroup } from '../api/get-flip-flows';
import { CHECKLIST_REPORT_TEXTS as T } from './checklist-report.texts';
import { STATUS_STATE, taskReportStatus, taskStatusText } from './report-status';

/** The chosen day's people and groups, and its tasks per flip flow with their state. */
export function DayTasks({ checklist, day }: { checklist: Checklist; day: string }) {
  const id = useId();
  const flows = useFlipFlows(checklist.id, day);
  return (
    <section aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>{T.tasksOn(formatDate(day))}</Heading>
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
                    <StateBadge state={STATUS_STATE[status]} label={taskStatusText(task)} className="text-wrap" />
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
