// POST /serviceagent/ajax/leader/set {timestamp, user_id, substitute_id, checklist_id} — saves a
// day's plan; empty values are sent as they are (spec §5).
import { apiClient, assertCanWrite, type SetLeaderBody } from '@stempeluhr/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serviceKeys } from './keys';

export async function setLeader(body: SetLeaderBody): Promise<void> {
  assertCanWrite();
  await apiClient().post('serviceagent/ajax/leader/set', body);
}

/** Several days one after the other (automatic planning); stops at the first failure. */
export async function setLeaders(bodies: SetLeaderBody[]): Promise<void> {
  for (const body of bodies) await setLeader(body);
}

/** The plan, the calendar and the report's checklists are read again afterwards, also after a partial failure. */
export function useSetLeaders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLeaders,
    onSettled: (_data, _error, bodies) => {
      const ids = new Set(bodies.map((b) => b.checklist_id));
      for (const id of ids) void queryClient.invalidateQueries({ queryKey: serviceKeys.planning(id) });
      void queryClient.invalidateQueries({ queryKey: serviceKeys.report });
    },
  });
}
