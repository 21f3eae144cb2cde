// POST /admin/overtime/recalculate/{userId}/{year}-W{week} — the admin's recalculation of one ISO
// week of another user. The answer is not shown: any 2xx is success, the views read again.
import { acceptWriteAnswer, apiClient, assertCanWrite, isoWeekKey, useApiMutation } from '@stempeluhr/core';
import { clockingKeys } from '../../domain/clocking';
import { adminKeys } from './keys';
import type { AdminWriteOptions } from './write-options';

export interface RecalculateAdminWeekInput {
  userId: number;
  /** Any day of the week, `yyyy-MM-dd`. */
  date: string;
}

export async function recalculateAdminWeek({ userId, date }: RecalculateAdminWeekInput): Promise<void> {
  assertCanWrite();
  const response = await apiClient().post(`/admin/overtime/recalculate/${userId}/${isoWeekKey(date)}`);
  acceptWriteAnswer(response.data, 'admin/overtime/recalculate');
}

export function useRecalculateAdminWeek(options: AdminWriteOptions<RecalculateAdminWeekInput> = {}) {
  return useApiMutation({
    mutationFn: recalculateAdminWeek,
    // Invalidates: the user's overtime account, admin weeks and days, and the clocking reads of that user.
    invalidates: ({ userId }) => [
      adminKeys.overtimeOf(userId),
      adminKeys.weekOf(userId),
      adminKeys.daysOf(userId),
      clockingKeys.userDays(userId),
    ],
    ...options,
  });
}
