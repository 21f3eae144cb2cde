// POST /admin/users/{userId}/short-time/create {from, to} and .../short-time/update {id, from, to}.
// The answer is not shown: any 2xx is success, the list is read again. A failure's body is shown in
// the modal's list under 'Bitte folgende Fehler korrigieren:'.
import { acceptWriteAnswer, apiClient, assertCanWrite, useApiMutation } from '@stempeluhr/core';
import { adminKeys } from './keys';
import type { AdminWriteOptions } from './write-options';

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
  const response =
    id === null
      ? await apiClient().post(`/admin/users/${userId}/short-time/create`, { from, to })
      : await apiClient().post(`/admin/users/${userId}/short-time/update`, { id, from, to });
  acceptWriteAnswer(response.data, id === null ? 'short-time/create' : 'short-time/update');
}

export function useSaveShortTime(options: AdminWriteOptions<SaveShortTimeInput> = {}) {
  // Invalidates: the user's short-time list.
  return useApiMutation({ mutationFn: saveShortTime, invalidates: ({ userId }) => [adminKeys.shortTime(userId)], ...options });
}
