// GET /json/welcome/status — the welcome screen's flags (rating allowed/voted, clocked in, business trip).
import { apiClient, parseResponse, type WelcomeStatus } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { clockingKeys } from '../../domain/clocking';

export const welcomeStatusSchema: z.ZodType<WelcomeStatus> = z.object({
  rybAllowed: z.boolean(),
  rybVoted: z.boolean(),
  clockedIn: z.boolean(),
  businessTrip: z.boolean(),
});

export async function getWelcomeStatus(signal?: AbortSignal): Promise<WelcomeStatus> {
  // The specification writes this path without a leading slash; the client resolves it against the site root.
  const response = await apiClient().get('json/welcome/status', { signal });
  return parseResponse(welcomeStatusSchema, response.data, 'welcome/status');
}

export const welcomeStatusQuery = () =>
  queryOptions({
    queryKey: clockingKeys.status(),
    queryFn: ({ signal }) => getWelcomeStatus(signal),
  });

export function useWelcomeStatus() {
  return useQuery(welcomeStatusQuery());
}
