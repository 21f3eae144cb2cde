// DELETE /json/icingamaster/incident/user/delete/{id} — removes an incident effort. The answer is not read.
import { apiClient, assertCanWrite } from '@stempeluhr/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { incidentsKeys } from './incidents-keys';

export interface DeleteIncidentInput {
  id: number;
  userId: number;
}

export async function deleteIncident(id: number): Promise<void> {
  assertCanWrite();
  await apiClient().delete(`/json/icingamaster/incident/user/delete/${id}`);
}

export function useDeleteIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: DeleteIncidentInput) => deleteIncident(id),
    // Invalidates: every month of that user.
    onSuccess: (_data, { userId }) => queryClient.invalidateQueries({ queryKey: incidentsKeys.user(userId) }),
  });
}
