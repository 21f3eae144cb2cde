// GET /admin/overtime/{userId}/year/{year} — the overtime entries of an ISO week-numbering year,
// oldest first. Spec 02 §3 Overtime entry: id, yearkw (year-week), overtime (signed seconds), comment,
// type ("manual" entries are editable), changes (updated_at, user.dn, properties.old/attributes).
import { apiClient, assumed, berlinDateTime, looseId, looseList, looseNumber, looseText, parseResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { adminKeys } from './keys';

const valuesSchema = z.looseObject({
  overtime: z.optional(z.nullable(looseNumber)),
  comment: looseText,
});

const changeSchema = z.looseObject({
  updated_at: berlinDateTime,
  user: z.nullable(z.looseObject({ dn: z.string() })),
  properties: z.looseObject({ old: z.optional(z.nullable(valuesSchema)), attributes: z.optional(z.nullable(valuesSchema)) }),
});

/** `2026-48`, `2026-W48` or `202648` → `2026-48` (week two digits). */
const yearkw = z.pipe(
  z.union([z.string().check(z.regex(/^\s*\d{4}-?W?\d{1,2}\s*$/)), z.int()]),
  z.transform((value): string => {
    const digits = String(value).replace(/\D/g, '');
    return `${digits.slice(0, 4)}-${digits.slice(4).padStart(2, '0')}`;
  }),
);

export const overtimeEntrySchema = z.looseObject({
  id: looseId,
  yearkw,
  overtime: looseNumber,
  comment: looseText,
  type: z.string(),
  changes: z.pipe(
    z.optional(looseList(changeSchema)),
    z.transform((list) => list ?? []),
  ),
  user_id: assumed(looseId, undefined, 'OvertimeEntry.user_id', 'der Benutzer der Seite gilt'),
});

export type OvertimeRow = z.output<typeof overtimeEntrySchema>;
export type OvertimeRowChange = OvertimeRow['changes'][number];

export async function getOvertimeYear(userId: number, year: number, signal?: AbortSignal): Promise<OvertimeRow[]> {
  const response = await apiClient().get(`/admin/overtime/${userId}/year/${year}`, { signal });
  return parseResponse(looseList(overtimeEntrySchema), response.data, 'admin/overtime/year');
}

export const overtimeYearQuery = (userId: number, year: number) =>
  queryOptions({
    queryKey: adminKeys.overtimeYear(userId, year),
    queryFn: ({ signal }) => getOvertimeYear(userId, year, signal),
  });

export function useOvertimeYear(userId: number, year: number) {
  return useQuery(overtimeYearQuery(userId, year));
}
