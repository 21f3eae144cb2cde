// GET /serviceagent/ajax/flip-flows/{checklistId}/{date} — a checklist day's tasks grouped per flip
// flow (spec §7). The spec names the task's fields (§3 Task: id, name, displayname, typ, priority,
// user, erledigt — empty or 0 = not done, incident — 1 = rejected, note), not how the groups are
// written: we read `[{flipFlow: {id, name}, tasks}]`, an object keyed by the flip flow's name, or a
// bare list of tasks (one group without a name).
import { apiClient, assumed, looseId, looseList, looseNumber, looseText, parseResponse, type ChecklistTask } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { serviceKeys } from './keys';

export interface FlowGroup {
  flipFlow: { id: number | string; name: string };
  tasks: ChecklistTask[];
}

/** erledigt: empty, null, 0, "0" or false = not done; anything else (1, true, a date) = done. */
const done = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.number(), z.boolean()]))),
  z.transform((value): 0 | 1 =>
    value === undefined || value === null || value === false || String(value).trim() === '' || Number(value) === 0 ? 0 : 1,
  ),
);

/** incident: 1 (or "1", true) = rejected; anything else not. */
const rejected = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.number(), z.boolean()]))),
  z.transform((value): 0 | 1 => (value === true || Number(value) === 1 ? 1 : 0)),
);

const text = z.pipe(
  looseText,
  z.transform((value): string => value ?? ''),
);

export const checklistTaskSchema = z.looseObject({
  id: looseId,
  name: z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value): string => String(value)),
  ),
  displayname: text,
  typ: text,
  priority: z.pipe(
    z.optional(z.nullable(looseNumber)),
    z.transform((value): number => value ?? 0),
  ),
  user: z.pipe(
    looseText,
    z.transform((value): string | null => (value && value.trim() !== '' ? value : null)),
  ),
  erledigt: done,
  incident: rejected,
  note: z.pipe(
    looseText,
    z.transform((value): string | null => (value && value.trim() !== '' ? value : null)),
  ),
});

const tasksSchema = z.pipe(
  looseList(checklistTaskSchema),
  z.transform((tasks): ChecklistTask[] => tasks.map((task) => ({ ...task, checked: false }))),
);

const flipFlowRef = z.looseObject({ id: z.union([z.number(), z.string()]), name: text });

/** A group: `{flipFlow: {id, name}, tasks}`, or the flip flow's own id and name beside its tasks. */
const groupSchema = z.pipe(
  z.looseObject({
    flipFlow: assumed(flipFlowRef, undefined, 'FlipFlowGroup.flipFlow', 'Name der Gruppe aus id/name daneben, sonst ohne Überschrift'),
    id: z.optional(z.union([z.number(), z.string()])),
    name: z.optional(text),
    tasks: tasksSchema,
  }),
  z.transform((group): FlowGroup => ({ flipFlow: group.flipFlow ?? { id: group.id ?? '', name: group.name ?? '' }, tasks: group.tasks })),
);

export const flipFlowGroupsSchema = z.pipe(
  z.union([looseList(groupSchema), looseList(checklistTaskSchema), z.record(z.string(), tasksSchema)]),
  z.transform((value): FlowGroup[] => {
    if (!Array.isArray(value)) return Object.entries(value).map(([name, tasks], index) => ({ flipFlow: { id: index, name }, tasks }));
    if (value.length === 0) return [];
    if ('tasks' in value[0]) return value as FlowGroup[];
    const tasks = value as z.output<typeof checklistTaskSchema>[];
    return [{ flipFlow: { id: '', name: '' }, tasks: tasks.map((task) => ({ ...task, checked: false })) }];
  }),
);

export async function getFlipFlows(checklistId: number, date: string, signal?: AbortSignal): Promise<FlowGroup[]> {
  const response = await apiClient().get(`serviceagent/ajax/flip-flows/${checklistId}/${encodeURIComponent(date)}`, { signal });
  return parseResponse(flipFlowGroupsSchema, response.data, 'flip-flows');
}

export const flipFlowsQuery = (checklistId: number, date: string) =>
  queryOptions({
    queryKey: [...serviceKeys.report, 'flip-flows', checklistId, date] as const,
    queryFn: ({ signal }) => getFlipFlows(checklistId, date, signal),
  });

export function useFlipFlows(checklistId: number, date: string) {
  return useQuery(flipFlowsQuery(checklistId, date));
}
