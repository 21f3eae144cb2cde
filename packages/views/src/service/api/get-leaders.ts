// GET /serviceagent/ajax/leaders/{checklistId}/{date} — who can be planned (spec §3 Leader: id, dn,
// vacations — a map from day of year to true/false). PHP sends an empty map as `[]`; a flag may come
// as 0/1, "0"/"1" or null.
import { apiClient, looseBoolean, looseId, looseList, parseResponse, type Leader } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { serviceKeys } from './keys';

const flag = z.pipe(
  z.nullable(looseBoolean),
  z.transform((value): boolean => value === true),
);

const vacations = z.pipe(
  z.union([z.record(z.string(), flag), z.array(flag), z.null()]),
  z.transform((value): Record<number, boolean> =>
    value === null ? {} : Object.fromEntries(Object.entries(value).map(([day, away]) => [Number(day), away])),
  ),
);

export const leaderSchema = z.looseObject({
  id: looseId,
  dn: z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value): string => String(value)),
  ),
  vacations,
});

export const leadersSchema = looseList(leaderSchema);

export async function getLeaders(checklistId: number, date: string, signal?: AbortSignal): Promise<Leader[]> {
  const response = await apiClient().get(`serviceagent/ajax/leaders/${checklistId}/${encodeURIComponent(date)}`, { signal });
  return parseResponse(leadersSchema, response.data, 'leaders');
}

export const leadersQuery = (checklistId: number, date: string) =>
  queryOptions({ queryKey: serviceKeys.leaders(checklistId, date), queryFn: ({ signal }) => getLeaders(checklistId, date, signal) });

export function useLeaders(checklistId: number, date: string) {
  return useQuery(leadersQuery(checklistId, date));
}
