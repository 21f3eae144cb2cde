// POST /json/telephoneplan/user/groups/save {queue, state} — switches one of the signed-in user's
// queues on or off; answers `{ telephoneQueues }` (spec 02 §7), which replaces the shown list.
import { apiClient, assertCanWrite, parseResponse, useApiMutation, type ApiMutationOptions, type Write } from '@stempeluhr/core';
import { telephoneQueuesSchema, userGroupsKey, type TelephoneQueues } from './get-user-groups';

export interface SaveTelephoneQueueBody {
  queue: number;
  state: boolean;
}

export async function saveUserGroup(body: SaveTelephoneQueueBody): Promise<TelephoneQueues> {
  assertCanWrite();
  const response = await apiClient().post('/json/telephoneplan/user/groups/save', body);
  return parseResponse(telephoneQueuesSchema, response.data, '/json/telephoneplan/user/groups/save');
}

export function useSaveUserGroup(
  options: Omit<ApiMutationOptions<SaveTelephoneQueueBody, TelephoneQueues>, 'mutationFn'> = {},
): Write<SaveTelephoneQueueBody, TelephoneQueues> {
  return useApiMutation({
    mutationFn: saveUserGroup,
    // The answered list replaces the cached one (no other read depends on it).
    updateCache: (queryClient, _body, data) => queryClient.setQueryData(userGroupsKey, data),
    ...options,
  });
}
