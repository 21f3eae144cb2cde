// POST /admin/working-hours/{userId}/delete {id} — removes a closed entry of the history (the
// current one, valid_until null, cannot be deleted). Answer {message} (ignored).
import { apiClient, assertCanWrite } from '@stempeluhr/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './keys';

export interface DeleteWorkingHoursInput {
  userId: number;
  id: number;
}

export async function deleteWorkingHours({ userId, id }: DeleteWorkingHoursInput): Promise<void> {
  assertCanWrite();
  await apiClient().post(`/admin/working-hours/${userId}/delete`, { id });
}

export function useDeleteWorkingHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkingHours,
    // Invalidates: the user's working hours, admin weeks and overtime.
    onSuccess: (_data, { userId }) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.workingHours(userId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.weekOf(userId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.overtimeOf(userId) });
    },
  });
}
