// GET /admin/overtime/{userId}/year/{year} — the overtime entries of an ISO week-numbering year,
// oldest first (OvertimeEntry[]: yearkw `2026-48`, signed seconds, type manual or calculated, changes).
import { apiClient, parseResponse, type OvertimeEntry } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { adminKeys } from './keys';

const valuesSchema = z.object({ overtime: z.number().nullable().optional(), comment: z.string().nullable().optional() }).partial();

export const overtimeEntrySchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().optional(),
  yearkw: z.string().regex(/^\d{4}-W?\d{1,2}$/),
  overtime: z.coerce.number(),
  comment: z.string().nullable(),
  type: z.string(),
  changes: z
    .array(
      z.object({
        updated_at: z.string(),
        user: z.object({ dn: z.string() }).nullable(),
        properties: z.object({ old: valuesSchema.nullable().optional(), attributes: valuesSchema.nullable().optional() }),
      }),
    )
    .nullable()
    .optional()
    .transform((c) => c ?? []),
});

export async function getOvertimeYear(userId: number, year: number, signal?: AbortSignal): Promise<OvertimeEntry[]> {
  const response = await apiClient().get(`/admin/overtime/${userId}/year/${year}`, { signal });
  return parseResponse(z.array(overtimeEntrySchema), response.data, 'admin/overtime/year') as OvertimeEntry[];
}

export const overtimeYearQuery = (userId: number, year: number) =>
  queryOptions({
    queryKey: adminKeys.overtimeYear(userId, year),
    queryFn: ({ signal }) => getOvertimeYear(userId, year, signal),
  });

export function useOvertimeYear(userId: number, year: number) {
  return useQuery(overtimeYearQuery(userId, year));
}
