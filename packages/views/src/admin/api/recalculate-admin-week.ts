// POST /admin/overtime/recalculate/{userId}/{year}-W{week} — the admin's recalculation of one ISO
// week of another user. Answer {message, week_overtime} (ignored: the views re-read).
import { apiClient, assertCanWrite, isoWeekKey } from '@stempeluhr/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clockingKeys } from '../../domain/clocking';
import { adminKeys } from './keys';

export interface RecalculateAdminWeekInput {
  userId: number;
  /** Any day of the week, `yyyy-MM-dd`. */
  date: string;
}

export async function recalculateAdminWeek({ userId, date }: RecalculateAdminWeekInput): Promise<void> {
  assertCanWrite();
  await apiClient().post(`/admin/overtime/recalculate/${userId}/${isoWeekKey(date)}`);
}

export function useRecalculateAdminWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recalculateAdminWeek,
    // Invalidates: the user's overtime account, admin weeks and days, and the clocking reads of that user.
    onSuccess: (_data, { userId }) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.overtimeOf(userId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.weekOf(userId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.daysOf(userId) });
      void queryClient.invalidateQueries({ queryKey: clockingKeys.userDays(userId) });
    },
  });
}
