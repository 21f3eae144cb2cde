// DELETE /admin/overtime/delete/{id} — removes a manual entry. Answer {message} (ignored).
import { apiClient, assertCanWrite } from '@stempeluhr/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './keys';

export interface DeleteOvertimeInput {
  userId: number;
  id: number;
}

export async function deleteOvertime({ id }: DeleteOvertimeInput): Promise<void> {
  assertCanWrite();
  await apiClient().delete(`/admin/overtime/delete/${id}`);
}

export function useDeleteOvertime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOvertime,
    // Invalidates: the user's overtime years and total.
    onSuccess: (_data, { userId }) => void queryClient.invalidateQueries({ queryKey: adminKeys.overtimeOf(userId) }),
  });
}
