// DELETE /admin/users/{userId}/short-time/{entryId} — the answer is not shown: any 2xx is success,
// the list is read again.
import { acceptWriteAnswer, apiClient, assertCanWrite, useApiMutation } from '@stempeluhr/core';
import { adminKeys } from './keys';
import type { AdminWriteOptions } from './write-options';

export interface DeleteShortTimeInput {
  userId: number;
  id: number;
}

export async function deleteShortTime({ userId, id }: DeleteShortTimeInput): Promise<void> {
  assertCanWrite();
  const response = await apiClient().delete(`/admin/users/${userId}/short-time/${id}`);
  acceptWriteAnswer(response.data, 'short-time/delete');
}

export function useDeleteShortTime(options: AdminWriteOptions<DeleteShortTimeInput> = {}) {
  // Invalidates: the user's short-time list.
  return useApiMutation({ mutationFn: deleteShortTime, invalidates: ({ userId }) => [adminKeys.shortTime(userId)], ...options });
}
