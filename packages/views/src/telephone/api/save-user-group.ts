// POST /json/telephoneplan/user/groups/save {queue, state} — switches one of the signed-in user's
// queues on or off; answers `{ telephoneQueues }`, which replaces the shown list.
import { apiClient, assertCanWrite, parseResponse, type SaveTelephoneQueueBody, type TelephoneQueuesResponse } from '@stempeluhr/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { telephoneQueuesSchema, userGroupsKey } from './get-user-groups';

export async function saveUserGroup(body: SaveTelephoneQueueBody): Promise<TelephoneQueuesResponse> {
  assertCanWrite();
  const response = await apiClient().post('/json/telephoneplan/user/groups/save', body);
  return parseResponse(telephoneQueuesSchema, response.data, '/json/telephoneplan/user/groups/save');
}

export function useSaveUserGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUserGroup,
    // The answered list replaces the cached one (no other read depends on it).
    onSuccess: (data) => queryClient.setQueryData(userGroupsKey, data),
  });
}
