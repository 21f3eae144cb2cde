// POST /json/icingamaster/incident/user/insert (user_id, task, day, effort) and
// POST /json/icingamaster/incident/user/update (id, task, day, effort). The answer is not shown: any
// 2xx is success, the month is read again; errors come back as a list, shown as a red list.
import {
  acceptWriteAnswer,
  apiClient,
  assertCanWrite,
  useApiMutation,
  type IncidentInsertPayload,
  type IncidentUpdatePayload,
} from '@stempeluhr/core';
import { incidentsKeys } from './incidents-keys';
import type { AdminWriteOptions } from './write-options';

export type SaveIncidentInput = { userId: number } & (
  { kind: 'insert'; payload: IncidentInsertPayload } | { kind: 'update'; payload: IncidentUpdatePayload }
);

export async function saveIncident(input: SaveIncidentInput): Promise<void> {
  assertCanWrite();
  const path = input.kind === 'insert' ? '/json/icingamaster/incident/user/insert' : '/json/icingamaster/incident/user/update';
  const response = await apiClient().post(path, input.payload);
  acceptWriteAnswer(response.data, path);
}

export function useSaveIncident(options: AdminWriteOptions<SaveIncidentInput> = {}) {
  // Invalidates: every month of that user (entries, month total, overall total).
  return useApiMutation({ mutationFn: saveIncident, invalidates: ({ userId }) => [incidentsKeys.user(userId)], ...options });
}
