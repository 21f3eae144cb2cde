// DELETE /admin/overtime/delete/{id} — removes a manual entry. The answer is not shown: any 2xx is
// success, the account is read again.
import { acceptWriteAnswer, apiClient, assertCanWrite, useApiMutation } from '@stempeluhr/core';
import { adminKeys } from './keys';
import type { AdminWriteOptions } from './write-options';

export interface DeleteOvertimeInput {
  userId: number;
  id: number;
}

export async function deleteOvertime({ id }: DeleteOvertimeInput): Promise<void> {
  assertCanWrite();
  const response = await apiClient().delete(`/admin/overtime/delete/${id}`);
  acceptWriteAnswer(response.data, 'admin/overtime/delete');
}

export function useDeleteOvertime(options: AdminWriteOptions<DeleteOvertimeInput> = {}) {
  // Invalidates: the user's overtime years and total.
  return useApiMutation({ mutationFn: deleteOvertime, invalidates: ({ userId }) => [adminKeys.overtimeOf(userId)], ...options });
}
