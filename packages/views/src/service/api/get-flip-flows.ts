// GET /serviceagent/ajax/flip-flows/{checklistId}/{date} — a checklist day's tasks grouped per flip flow.
import { apiClient, parseResponse, type FlipFlowGroup } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { serviceKeys } from './keys';

const flag = z.union([z.number(), z.string(), z.boolean(), z.null()]).transform((v) => (v === true || Number(v) === 1 ? 1 : 0));

export const flipFlowGroupsSchema = z.array(
  z.object({
    flipFlow: z.object({ id: z.number(), name: z.string() }),
    tasks: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        displayname: z
          .string()
          .nullish()
          .transform((v) => v ?? ''),
        typ: z
          .string()
          .nullish()
          .transform((v) => v ?? ''),
        priority: z.coerce.number(),
        checked: z.boolean().optional().default(false),
        user: z
          .string()
          .nullish()
          .transform((v) => (v && v.trim() !== '' ? v : null)),
        erledigt: flag,
        incident: flag,
        note: z
          .string()
          .nullish()
          .transform((v) => v ?? null),
      }),
    ),
  }),
) as unknown as z.ZodType<FlipFlowGroup[]>;

export async function getFlipFlows(checklistId: number, date: string, signal?: AbortSignal): Promise<FlipFlowGroup[]> {
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
