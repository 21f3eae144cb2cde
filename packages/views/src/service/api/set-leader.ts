// POST /serviceagent/ajax/leader/set {timestamp, user_id, substitute_id, checklist_id} — saves a
// day's plan; empty values are sent as they are (spec §5). The answer is not shown: any 2xx is
// success, then the plan and the calendars are read again.
import { acceptWriteAnswer, apiClient, assertCanWrite, type SetLeaderBody } from '@stempeluhr/core';
import type { QueryKey } from '@tanstack/react-query';
import { serviceKeys } from './keys';

export async function setLeader(body: SetLeaderBody): Promise<void> {
  assertCanWrite();
  const response = await apiClient().post('serviceagent/ajax/leader/set', body);
  acceptWriteAnswer(response.data, 'leader/set');
}

/** Several days one after the other (automatic planning); stops at the first failure. */
export async function setLeaders(bodies: SetLeaderBody[]): Promise<void> {
  for (const body of bodies) await setLeader(body);
}

/** What a saved plan changes: the planner of its checklist (days, calendar) and the report's checklists. */
export function planInvalidates(bodies: readonly SetLeaderBody[]): QueryKey[] {
  const ids = new Set(bodies.map((b) => b.checklist_id));
  return [...[...ids].map((id) => serviceKeys.planning(id)), serviceKeys.report];
}
