import { useApiMutation, type Leader, type SetLeaderBody } from '@stempeluhr/core';
import { ApiErrorAlert, ScrollRegion, SubmitButton, useNotice, Heading } from '@stempeluhr/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useId, useRef, useState } from 'react';
import type { PlanDay } from '../api/get-next-ten-days';
import { serviceKeys } from '../api/keys';
import { planInvalidates, setLeader } from '../api/set-leader';
import { PlanningRandomContext, autoPlan, type DayChoice } from './auto-plan';
import { PlanHead, PlanRow, awayPlanned, type RowState } from './plan-row';
import type { PlanTableProps } from './plan-table';
import { PLANING_CALENDAR_TEXTS as T } from './planing-calendar.texts';

const sameChoice = (a: DayChoice, b: DayChoice) => a.agent === b.agent && a.deputy === b.deputy;

const saved = (entry: PlanDay): DayChoice => ({ agent: String(entry.service_agent ?? ''), deputy: String(entry.substitute ?? '') });

const bodyOf = (checklistId: number, entry: PlanDay, choice: DayChoice): SetLeaderBody => ({
  timestamp: entry.timestamp,
  user_id: choice.agent === '' ? '' : Number(choice.agent),
  substitute_id: choice.deputy === '' ? '' : Number(choice.deputy),
  checklist_id: checklistId,
});

export interface PlanRowsProps extends PlanTableProps {
  entries: PlanDay[];
  leaders: Leader[];
}

/** The ten days as rows, „Automatisch planen“, and the writes of both. */
export function PlanRows({ checklistId, from, entries, leaders, onUnsavedChange, onAwayDaysChange }: PlanRowsProps) {
  const id = useId();
  const random = useContext(PlanningRandomContext);
  // The user's choices not yet saved, and while automatic planning saves: its picks (never mixed with the user's).
  const [edits, setEdits] = useState<Map<number, DayChoice>>(new Map());
  const [proposal, setProposal] = useState<Map<number, DayChoice> | null>(null);
  const notice = useNotice();
  // How many of the days sent were saved: automatic planning stops at the first failure.
  const savedCount = useRef(0);
  const automatic = useRef(false);
  const queryClient = useQueryClient();
  /** The rows show what the server saved at once (the plan is read again as well). */
  const keepSaved = (bodies: readonly SetLeaderBody[]) => {
    const byDay = new Map(bodies.map((b) => [b.timestamp, b]));
    queryClient.setQueryData<PlanDay[]>(serviceKeys.nextTenDays(checklistId, from), (old) =>
      old?.map((e) => {
        const body = byDay.get(e.timestamp);
        return body ? { ...e, service_agent: body.user_id, substitute: body.substitute_id } : e;
      }),
    );
    setEdits((map) => {
      const next = new Map(map);
      for (const body of bodies) next.delete(body.timestamp);
      return next;
    });
  };
  // The answer is not read (spec §7): any 2xx saved the day; the plan and the calendars are read again.
  const write = useApiMutation({
    mutationFn: async (bodies: SetLeaderBody[]) => {
      savedCount.current = 0;
      for (const body of bodies) {
        await setLeader(body);
        savedCount.current += 1;
      }
    },
    invalidates: planInvalidates,
    // Automatic planning stops at the first failure: the rows show the days saved before it, the others
    // go back to what they were (the picks are not left looking planned); all are read again.
    onError: (_error, bodies) => {
      keepSaved(bodies.slice(0, savedCount.current));
      setProposal(null);
      for (const queryKey of planInvalidates(bodies)) void queryClient.invalidateQueries({ queryKey });
    },
    event: (bodies) => ['saved', { what: 'day-plan', id: bodies.length === 1 ? bodies[0].timestamp : checklistId }],
    onSuccess: (_data, bodies) => {
      keepSaved(bodies);
      setProposal(null);
      notice.say(automatic.current ? T.autoSaved(bodies.length) : T.saved);
    },
  });

  const choiceOf = (entry: PlanDay) => proposal?.get(entry.timestamp) ?? edits.get(entry.timestamp) ?? saved(entry);
  const stateOf = (entry: PlanDay): RowState => {
    if (proposal?.has(entry.timestamp)) return 'saving';
    const edit = edits.get(entry.timestamp);
    return edit && !sameChoice(edit, saved(entry)) ? 'unsaved' : 'saved';
  };
  const unsaved = entries.filter((e) => stateOf(e) === 'unsaved').length;
  useEffect(() => {
    onUnsavedChange?.(unsaved);
  }, [unsaved, onUnsavedChange]);
  useEffect(() => () => onUnsavedChange?.(0), [onUnsavedChange]);
  const awayDays = entries.filter((e) => awayPlanned(e, saved(e), leaders).length > 0).map((e) => e.date);
  const awayKey = awayDays.join();
  useEffect(() => {
    onAwayDaysChange?.(awayKey === '' ? [] : awayKey.split(','));
  }, [awayKey, onAwayDaysChange]);

  const edit = (entry: PlanDay, change: Partial<DayChoice>) =>
    setEdits((map) => {
      const next = { ...choiceOf(entry), ...change };
      // The deputy is never the agent.
      if (next.agent !== '' && next.agent === next.deputy) next.deputy = '';
      return new Map(map).set(entry.timestamp, next);
    });

  const planAutomatically = () => {
    // A day counts as planned when the server has an agent for it (a local „Kein Servicemitarbeiter“
    // not yet saved does not open it) or when the user chose one and has not saved yet (left as chosen).
    const current = new Map(entries.map((e) => [e.timestamp, saved(e).agent !== '' ? saved(e) : choiceOf(e)]));
    const planned = autoPlan(entries, current, leaders, random);
    if (planned.size === 0) {
      notice.say(T.nothingToPlan);
      return;
    }
    setProposal(planned);
    automatic.current = true;
    void write.run(entries.filter((e) => planned.has(e.timestamp)).map((e) => bodyOf(checklistId, e, planned.get(e.timestamp)!)));
  };

  return (
    <div>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <Heading sub className="mb-0 me-auto" id={`${id}-title`}>
          {T.tableTitle}
        </Heading>
        <SubmitButton type="button" pending={write.pending} aria-describedby={`${id}-auto`} onClick={planAutomatically}>
          {T.autoPlan}
        </SubmitButton>
      </div>
      <p id={`${id}-auto`} className="form-text mt-0">
        {T.autoPlanHint}
      </p>
      {unsaved > 0 && (
        <p className="small mb-2" role="status">
          {T.unsavedRows(unsaved)}
        </p>
      )}
      {write.error && <ApiErrorAlert error={write.error} onDismiss={write.reset} />}
      <ScrollRegion label={T.tableTitle} layout="stack">
        <table className="table table-sm align-middle" aria-labelledby={`${id}-title`}>
          <PlanHead from={from} />
          <tbody>
            {entries.map((entry) => (
              <PlanRow
                key={entry.timestamp}
                entry={entry}
                choice={choiceOf(entry)}
                leaders={leaders}
                state={stateOf(entry)}
                disabled={write.pending}
                onChange={(change) => edit(entry, change)}
                onPlan={() => {
                  automatic.current = false;
                  void write.run([bodyOf(checklistId, entry, choiceOf(entry))]);
                }}
              />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {notice.toast}
    </div>
  );
}
