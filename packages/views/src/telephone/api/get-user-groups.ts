// GET /json/telephoneplan/user/groups — `{ telephoneQueues }` (spec 02 §7): the telephone queues, each
// with whether the signed-in user is in it. The spec names the key, not the items: the id is
// required (it is what the save sends), the name and `state` are assumed.
import { apiClient, assumed, looseBoolean, looseId, looseList, parseResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

export interface TelephoneQueueItem {
  id: number;
  name: string;
  /** The user is in that queue; undefined when the answer does not say. */
  state: boolean | undefined;
}

const queueSchema = z.pipe(
  z.looseObject({
    id: looseId,
    name: assumed(z.string(), undefined, 'TelephoneQueue.name', 'die Queue wird „Queue {id}“ genannt'),
    state: assumed(
      looseBoolean,
      undefined,
      'TelephoneQueue.state',
      'der Schalter zeigt „aus“; eine Zeile sagt, dass der Server es nicht nennt',
    ),
  }),
  z.transform((q): TelephoneQueueItem => ({ id: q.id, name: q.name ?? `Queue ${q.id}`, state: q.state })),
);

export const telephoneQueuesSchema = z.looseObject({ telephoneQueues: looseList(queueSchema) });

export type TelephoneQueues = z.output<typeof telephoneQueuesSchema>;

export const userGroupsKey = ['telephone', 'user-groups'] as const;

export async function getUserGroups(signal?: AbortSignal): Promise<TelephoneQueues> {
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
