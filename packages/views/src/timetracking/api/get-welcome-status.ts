// GET /json/welcome/status — the welcome screen's flags (rating allowed/voted, clocked in, business trip).
import { apiClient, looseBoolean, parseResponse, type WelcomeStatus } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { clockingKeys } from '../../domain/clocking';

/** A flag of the status; Laravel sends tinyint columns as 0/1 and an unset one as null (read: false). */
const flag = z.pipe(
  z.nullable(looseBoolean),
  z.transform((value): boolean => value ?? false),
);

/** Spec 01 §3 Welcome status: all four flags named. */
export const welcomeStatusSchema = z.pipe(
  z.looseObject({ rybAllowed: flag, rybVoted: flag, clockedIn: flag, businessTrip: flag }),
  z.transform(({ rybAllowed, rybVoted, clockedIn, businessTrip }): WelcomeStatus => ({ rybAllowed, rybVoted, clockedIn, businessTrip })),
);

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
