// GET /serviceagent/ajax/leaders/{checklistId}/{date} — who can be planned, with their absences
// (dayOfYear → on vacation) for the ten days from date.
import { apiClient, parseResponse, type Leader } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { serviceKeys } from './keys';

export const leadersSchema = z.array(
  z.object({
    id: z.number().int().positive(),
    dn: z.string(),
    vacations: z.union([
      z.record(z.string(), z.union([z.boolean(), z.number()]).transform(Boolean)),
      z.array(z.unknown()).transform(() => ({})),
    ]),
  }),
) as unknown as z.ZodType<Leader[]>;

export async function getLeaders(checklistId: number, date: string, signal?: AbortSignal): Promise<Leader[]> {
  const response = await apiClient().get(`serviceagent/ajax/leaders/${checklistId}/${encodeURIComponent(date)}`, { signal });
  return parseResponse(leadersSchema, response.data, 'leaders');
}

export const leadersQuery = (checklistId: number, date: string) =>
  queryOptions({ queryKey: serviceKeys.leaders(checklistId, date), queryFn: ({ signal }) => getLeaders(checklistId, date, signal) });

export function useLeaders(checklistId: number, date: string) {
  return useQuery(leadersQuery(checklistId, date));
}
