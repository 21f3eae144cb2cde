// POST /admin/overtime/{userId}/create and POST /admin/overtime/update — one manual overtime entry
// (payload userId, seconds signed, comment, overTimeId, calendarWeek). The answer is not shown: any
// 2xx is success, the account is read again.
import { acceptWriteAnswer, apiClient, assertCanWrite, useApiMutation } from '@stempeluhr/core';
import { adminKeys } from './keys';
import type { AdminWriteOptions } from './write-options';

export interface SaveOvertimeInput {
  userId: number;
  /** null: a new entry. */
  overTimeId: number | null;
  seconds: number;
  comment: string;
  /** `2026-W48` */
  calendarWeek: string;
}

export async function saveOvertime(input: SaveOvertimeInput): Promise<void> {
  assertCanWrite();
  const response =
    input.overTimeId === null
      ? await apiClient().post(`/admin/overtime/${input.userId}/create`, input)
      : await apiClient().post('/admin/overtime/update', input);
  acceptWriteAnswer(response.data, input.overTimeId === null ? 'admin/overtime/create' : 'admin/overtime/update');
}

export function useSaveOvertime(options: AdminWriteOptions<SaveOvertimeInput> = {}) {
  // Invalidates: the user's overtime years and total.
  return useApiMutation({ mutationFn: saveOvertime, invalidates: ({ userId }) => [adminKeys.overtimeOf(userId)], ...options });
}
