import { formatDayLong, useApiMutation, type Leader, type SetLeaderBody } from '@stempeluhr/core';
import { ApiErrorAlert, NoticeToast, QueryView, type Notice } from '@stempeluhr/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useContext, useId, useRef, useState } from 'react';
import { useLeaders } from '../api/get-leaders';
import { useNextTenDays, type PlanDay } from '../api/get-next-ten-days';
import { planInvalidates, setLeaders } from '../api/set-leader';
import { PlanningRandomContext, autoPlan, onVacation, type DayChoice } from './auto-plan';
import { PLANING_CALENDAR_TEXTS as T } from './planing-calendar.texts';

const saved = (entry: PlanDay): DayChoice => ({ agent: String(entry.service_agent ?? ''), deputy: String(entry.substitute ?? '') });

const bodyOf = (checklistId: number, entry: PlanDay, choice: DayChoice): SetLeaderBody => ({
  timestamp: entry.timestamp,
  user_id: choice.agent === '' ? '' : Number(choice.agent),
  substitute_id: choice.deputy === '' ? '' : Number(choice.deputy),
  checklist_id: checklistId,
});

export function PlanTable({ checklistId, from }: { checklistId: number; from: string }) {
  const days = useNextTenDays(checklistId, from);
  const leaders = useLeaders(checklistId, from);
  // Both reads fail together when the connection is gone, but only the days' error shows (the leaders'
  // waits behind it): "Erneut versuchen" loads both again, so one click brings the table back.
  const daysThenLeaders = {
    ...days,
    refetch: () => {
      if (leaders.isError) void leaders.refetch();
      return days.refetch();
    },
  };
  return (
    <QueryView query={daysThenLeaders} isEmpty={(entries) => entries.length === 0} empty={T.emptyDays}>
      {(entries) => (
        <QueryView query={leaders} isEmpty={(people) => people.length === 0} empty={T.emptyLeaders}>
          {(people) => <PlanRows checklistId={checklistId} from={from} entries={entries} leaders={people} />}
        </QueryView>
      )}
    </QueryView>
  );
}

interface PlanRowsProps {
  checklistId: number;
  from: string;
  entries: PlanDay[];
  leaders: Leader[];
}

function PlanRows({ checklistId, from, entries, leaders }: PlanRowsProps) {
  const id = useId();
  const random = useContext(PlanningRandomContext);
  const [edits, setEdits] = useState<Map<number, DayChoice>>(new Map());
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeId = useRef(0);
  const queryClient = useQueryClient();
  const show = (text: string) => {
    noticeId.current += 1;
    setNotice({ id: noticeId.current, text });
  };
  // The answer is not read (spec §7): any 2xx saved the day; the plan and the calendars are read again.
  const write = useApiMutation({
    mutationFn: setLeaders,
    invalidates: planInvalidates,
    // Automatic planning stops at the first failure: the days saved before it are read again too.
    onError: (_error, bodies) => {
      for (const queryKey of planInvalidates(bodies)) void queryClient.invalidateQueries({ queryKey });
    },
    event: (bodies) => ['saved', { what: 'day-plan', id: bodies.length === 1 ? bodies[0].timestamp : checklistId }],
    onSuccess: (_data, bodies) => {
      // The saved days are read again; their edits are done.
      setEdits((map) => {
        const next = new Map(map);
        for (const body of bodies) next.delete(body.timestamp);
        return next;
      });
      show(bodies.length === 1 ? T.saved : T.autoSaved(bodies.length));
    },
  });

  const choiceOf = (entry: PlanDay) => edits.get(entry.timestamp) ?? saved(entry);
  const edit = (entry: PlanDay, change: Partial<DayChoice>) =>
    setEdits((map) => {
      const next = { ...choiceOf(entry), ...change };
      // The deputy is never the agent.
      if (next.agent !== '' && next.agent === next.deputy) next.deputy = '';
      return new Map(map).set(entry.timestamp, next);
    });

  const planAutomatically = () => {
    const current = new Map(entries.map((e) => [e.timestamp, choiceOf(e)]));
    const planned = autoPlan(entries, current, leaders, random);
    if (planned.size === 0) {
      show(T.nothingToPlan);
      return;
    }
    setEdits((map) => new Map([...map, ...planned]));
    void write.run(entries.filter((e) => planned.has(e.timestamp)).map((e) => bodyOf(checklistId, e, planned.get(e.timestamp)!)));
  };

  return (
    <div>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h3 className="h6 mb-0 me-auto" id={`${id}-title`}>
          {T.tableTitle}
        </h3>
        <button
          type="button"
          className="btn btn-primary"
          disabled={write.pending}
          aria-describedby={`${id}-auto`}
          onClick={planAutomatically}
        >
          {write.pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {T.autoPlan}
        </button>
      </div>
      <p id={`${id}-auto`} className="form-text mt-0">
        {T.autoPlanHint}
      </p>
      {write.error && <ApiErrorAlert error={write.error} onDismiss={write.reset} />}
      <div className="table-responsive">
        <table className="table table-sm align-middle" aria-labelledby={`${id}-title`}>
          <caption className="visually-hidden">{T.tableCaption(formatDayLong(from))}</caption>
          <thead>
            <tr>
              <th scope="col">{T.date}</th>
              <th scope="col">{T.agent}</th>
              <th scope="col">{T.deputy}</th>
              <th scope="col">
                <span className="visually-hidden">{T.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => {
              const day = formatDayLong(entry.date);
              const choice = choiceOf(entry);
              return (
                <tr key={entry.timestamp}>
                  <th scope="row" className="fw-normal text-nowrap">
                    {day}
                  </th>
                  <td>
                    <select
                      className="form-select form-select-sm"
                      aria-label={T.agentOf(day)}
                      value={choice.agent}
                      disabled={write.pending}
                      onChange={(event) => edit(entry, { agent: event.target.value })}
                    >
                      <option value="">{T.noAgent}</option>
                      {leaders.map((leader) => {
                        const away = onVacation(leader, entry);
                        return (
                          <option key={leader.id} value={String(leader.id)} disabled={away}>
                            {away ? `${leader.dn} (${T.vacation})` : leader.dn}
                          </option>
                        );
                      })}
                    </select>
                  </td>
                  <td>
                    <select
                      className="form-select form-select-sm"
                      aria-label={T.deputyOf(day)}
                      value={choice.deputy}
                      disabled={write.pending}
                      onChange={(event) => edit(entry, { deputy: event.target.value })}
                    >
                      <option value="">{T.noDeputy}</option>
                      {leaders.map((leader) => {
                        const away = onVacation(leader, entry);
                        const isAgent = String(leader.id) === choice.agent;
                        return (
                          <option key={leader.id} value={String(leader.id)} disabled={away || isAgent}>
                            {away ? `${leader.dn} (${T.vacation})` : isAgent ? `${leader.dn} (${T.isAgent})` : leader.dn}
                          </option>
                        );
                      })}
                    </select>
                  </td>
                  <td className="text-end">
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary"
                      aria-label={T.planOf(day)}
                      disabled={write.pending}
                      onClick={() => void write.run([bodyOf(checklistId, entry, choice)])}
                    >
                      {T.plan}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <NoticeToast notice={notice} onClose={() => setNotice(null)} />
    </div>
  );
}
