// POST /admin/users/{userId}/short-time/create {from, to} and .../short-time/update {id, from, to}.
// Answer {message, entry}; a 422 is a list {errors: [...]} (shown under 'Bitte folgende Fehler korrigieren:').
import { apiClient, assertCanWrite } from '@stempeluhr/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './keys';

export interface SaveShortTimeInput {
  userId: number;
  /** null: a new entry. */
  id: number | null;
  /** `yyyy-MM-dd` */
  from: string;
  /** `yyyy-MM-dd`; null = open-ended. */
  to: string | null;
}

export async function saveShortTime({ userId, id, from, to }: SaveShortTimeInput): Promise<void> {
  assertCanWrite();
  if (id === null) await apiClient().post(`/admin/users/${userId}/short-time/create`, { from, to });
  else await apiClient().post(`/admin/users/${userId}/short-time/update`, { id, from, to });
}

export function useSaveShortTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShortTime,
    // Invalidates: the user's short-time list.
    onSuccess: (_data, { userId }) => void queryClient.invalidateQueries({ queryKey: adminKeys.shortTime(userId) }),
  });
}
