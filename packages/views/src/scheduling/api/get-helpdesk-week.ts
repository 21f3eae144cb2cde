// GET /json/scheduler/helpdesk/week/{date} — the helpdesk shifts of the ISO week containing date
// (per worker: planned days, absence days) and the week's public holidays.
import { apiClient, parseResponse, type HelpdeskWeekResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';

const shiftType = z.enum(['hd_frueh', 'hd_spaet', 'hd_frei']);

export const helpdeskWeekSchema: z.ZodType<HelpdeskWeekResponse> = z.looseObject({
  shifts: z.array(
    z.looseObject({
      user_id: z.number().int(),
      user: z.looseObject({ dn: z.string(), displayName: z.string() }),
      schedules: z.array(z.looseObject({ user_id: z.number().int(), day: z.string(), type: shiftType })),
      vacations: z.array(z.looseObject({ vacation_date: z.string() })),
    }),
  ),
  holidays: z.array(z.looseObject({ date: z.string(), name: z.string() })),
  editable: z.boolean().optional().default(false),
});

export const helpdeskWeekKeys = {
  all: ['scheduling', 'helpdesk-week'] as const,
  week: (monday: string) => ['scheduling', 'helpdesk-week', monday] as const,
};

export async function getHelpdeskWeek(monday: string, signal?: AbortSignal): Promise<HelpdeskWeekResponse> {
  const response = await apiClient().get(`/json/scheduler/helpdesk/week/${encodeURIComponent(monday)}`, { signal });
  return parseResponse(helpdeskWeekSchema, response.data, '/json/scheduler/helpdesk/week');
}

export const helpdeskWeekQuery = (monday: string, enabled = true) =>
  queryOptions({
    queryKey: helpdeskWeekKeys.week(monday),
    queryFn: ({ signal }) => getHelpdeskWeek(monday, signal),
    enabled,
  });

export function useHelpdeskWeek(monday: string, enabled = true) {
  return useQuery(helpdeskWeekQuery(monday, enabled));
}
