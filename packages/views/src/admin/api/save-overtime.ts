// POST /admin/overtime/{userId}/create and POST /admin/overtime/update — one manual overtime entry
// (payload userId, seconds signed, comment, overTimeId, calendarWeek). Answer: the entry (ignored).
import { apiClient, assertCanWrite } from '@stempeluhr/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './keys';

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
  if (input.overTimeId === null) await apiClient().post(`/admin/overtime/${input.userId}/create`, input);
  else await apiClient().post('/admin/overtime/update', input);
}

export function useSaveOvertime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOvertime,
    // Invalidates: the user's overtime years and total.
    onSuccess: (_data, { userId }) => void queryClient.invalidateQueries({ queryKey: adminKeys.overtimeOf(userId) }),
  });
}
