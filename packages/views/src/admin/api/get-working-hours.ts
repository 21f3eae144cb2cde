// GET /admin/working-hours/{userId} — the user's working-hour history, newest first. Spec 02 §3
// Working hours: id, monday..sunday (seconds), valid_until (null = the current open-ended entry).
// valid_from and the rest of the rule (breaks, week hours, …) are our assumptions: without them
// the table leaves „gültig ab“ empty and an update dialog starts from the rule defaults.
import { apiClient, looseNumber, assumed, berlinDate, looseId, looseList, parseResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { adminKeys } from './keys';

/** Seconds, also as a decimal column's string (`"28800.00"`), read as whole seconds. */
const seconds = z.pipe(looseNumber, z.transform(Math.round));

const extra = (field: string) => assumed(seconds, undefined, `WorkingHours.${field}`, 'der Dialog nimmt den Wert der Vorgabe');

export const workingHoursEntrySchema = z.looseObject({
  id: looseId,
  monday: seconds,
  tuesday: seconds,
  wednesday: seconds,
  thursday: seconds,
  friday: seconds,
  saturday: seconds,
  sunday: seconds,
  valid_until: z.pipe(
    z.optional(z.nullable(z.union([berlinDate, z.literal('')]))),
    z.transform((value): string | null => value || null),
  ),
  valid_from: assumed(berlinDate, undefined, 'WorkingHours.valid_from', '„gültig ab“ bleibt leer'),
  break_monday: extra('break_monday'),
  break_tuesday: extra('break_tuesday'),
  break_wednesday: extra('break_wednesday'),
  break_thursday: extra('break_thursday'),
  break_friday: extra('break_friday'),
  break_saturday: extra('break_saturday'),
  break_sunday: extra('break_sunday'),
  week_hours: extra('week_hours'),
  weekdays: extra('weekdays'),
  vacation_value: extra('vacation_value'),
  vacation_days: extra('vacation_days'),
});

export type WorkingHoursRow = z.output<typeof workingHoursEntrySchema>;

export async function getWorkingHours(userId: number, signal?: AbortSignal): Promise<WorkingHoursRow[]> {
  const response = await apiClient().get(`/admin/working-hours/${userId}`, { signal });
  return parseResponse(looseList(workingHoursEntrySchema), response.data, 'admin/working-hours');
}

export const workingHoursQuery = (userId: number) =>
  queryOptions({
    queryKey: adminKeys.workingHours(userId),
    queryFn: ({ signal }) => getWorkingHours(userId, signal),
  });

export function useWorkingHours(userId: number) {
  return useQuery(workingHoursQuery(userId));
}
