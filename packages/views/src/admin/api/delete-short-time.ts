// DELETE /admin/users/{userId}/short-time/{entryId} — answer {message} (ignored).
import { apiClient, assertCanWrite } from '@stempeluhr/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './keys';

export interface DeleteShortTimeInput {
  userId: number;
  id: number;
}

export async function deleteShortTime({ userId, id }: DeleteShortTimeInput): Promise<void> {
  assertCanWrite();
  await apiClient().delete(`/admin/users/${userId}/short-time/${id}`);
}

export function useDeleteShortTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShortTime,
    // Invalidates: the user's short-time list.
    onSuccess: (_data, { userId }) => void queryClient.invalidateQueries({ queryKey: adminKeys.shortTime(userId) }),
  });
}
