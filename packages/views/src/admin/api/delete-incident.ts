// DELETE /json/icingamaster/incident/user/delete/{id} — removes an incident effort. The answer is
// not shown: any 2xx is success, the month is read again.
import { acceptWriteAnswer, apiClient, assertCanWrite, useApiMutation } from '@stempeluhr/core';
import { incidentsKeys } from './incidents-keys';
import type { AdminWriteOptions } from './write-options';

export interface DeleteIncidentInput {
  id: number;
  userId: number;
}

export async function deleteIncident({ id }: DeleteIncidentInput): Promise<void> {
  assertCanWrite();
  const response = await apiClient().delete(`/json/icingamaster/incident/user/delete/${id}`);
  acceptWriteAnswer(response.data, 'icingamaster/incident/user/delete');
}

export function useDeleteIncident(options: AdminWriteOptions<DeleteIncidentInput> = {}) {
  // Invalidates: every month of that user.
  return useApiMutation({ mutationFn: deleteIncident, invalidates: ({ userId }) => [incidentsKeys.user(userId)], ...options });
}
