// POST /admin/working-hours/{userId}/delete {id} — removes a closed entry of the history (the
// current one, valid_until null, cannot be deleted). The answer is not shown: any 2xx is success.
import { acceptWriteAnswer, apiClient, assertCanWrite, useApiMutation } from '@stempeluhr/core';
import { adminKeys } from './keys';
import type { AdminWriteOptions } from './write-options';

export interface DeleteWorkingHoursInput {
  userId: number;
  id: number;
}

export async function deleteWorkingHours({ userId, id }: DeleteWorkingHoursInput): Promise<void> {
  assertCanWrite();
  const response = await apiClient().post(`/admin/working-hours/${userId}/delete`, { id });
  acceptWriteAnswer(response.data, 'admin/working-hours/delete');
}

export function useDeleteWorkingHours(options: AdminWriteOptions<DeleteWorkingHoursInput> = {}) {
  return useApiMutation({
    mutationFn: deleteWorkingHours,
    // Invalidates: the user's working hours, admin weeks and overtime.
    invalidates: ({ userId }) => [adminKeys.workingHours(userId), adminKeys.weekOf(userId), adminKeys.overtimeOf(userId)],
    ...options,
  });
}
