// GET /json/telephoneplan/user/groups — every telephone queue with `state` = the signed-in user is in it.
import { apiClient, parseResponse, type TelephoneQueuesResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';

export const telephoneQueuesSchema: z.ZodType<TelephoneQueuesResponse> = z.looseObject({
  telephoneQueues: z.array(z.looseObject({ id: z.number().int(), name: z.string(), state: z.boolean() })),
});

export const userGroupsKey = ['telephone', 'user-groups'] as const;

export async function getUserGroups(signal?: AbortSignal): Promise<TelephoneQueuesResponse> {
  const response = await apiClient().get('/json/telephoneplan/user/groups', { signal });
  return parseResponse(telephoneQueuesSchema, response.data, '/json/telephoneplan/user/groups');
}

/** `enabled` is false during the spec's 100 ms debounce before the first load. */
export const userGroupsQuery = (enabled = true) =>
  queryOptions({
    queryKey: userGroupsKey,
    queryFn: ({ signal }) => getUserGroups(signal),
    enabled,
  });

export function useUserGroups(enabled = true) {
  return useQuery(userGroupsQuery(enabled));
}
