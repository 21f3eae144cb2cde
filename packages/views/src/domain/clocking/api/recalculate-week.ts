// POST /clocking/user/overtime/recalculate/{userId}/{year}-W{week} — recalculates one ISO week's overtime
// after a clocking was changed, added or deleted. The answer is not shown in the specification: any 2xx
// is success (an HTML page is an expired session).
import { acceptWriteAnswer, apiClient, assertCanWrite, CLOCKING_VIEW_KEY_PREFIXES, isoWeekKey } from '@stempeluhr/core';
import type { QueryKey } from '@tanstack/react-query';
import { clockingKeys } from './keys';

export interface RecalculateWeekInput {
  userId: number;
  /** Any day of the week, `yyyy-MM-dd`; the path gets its ISO week-numbering year and week (`2026-W48`). */
  date: string;
}

export function recalculateWeekPath({ userId, date }: RecalculateWeekInput): string {
  return `/clocking/user/overtime/recalculate/${userId}/${isoWeekKey(date)}`;
}

export async function recalculateWeek(input: RecalculateWeekInput): Promise<void> {
  assertCanWrite();
  const response = await apiClient().post(recalculateWeekPath(input));
  acceptWriteAnswer(response.data, 'clocking/user/overtime/recalculate');
}

/**
 * What the specification refreshes after a recalculation (spec 01 §4): every overview on the page — the
 * day, the own and team weeks, the month, the period, today's clockings, and the team's and admin's
 * reads (core's CLOCKING_VIEW_KEY_PREFIXES).
 */
export function invalidatedByRecalculation(userId: number): readonly QueryKey[] {
  return [clockingKeys.userDays(userId), ...CLOCKING_VIEW_KEY_PREFIXES];
}

/** The write for useApiMutation: `useApiMutation({ ...recalculateWeekWrite, … })`. */
export const recalculateWeekWrite = {
  mutationFn: (input: RecalculateWeekInput) => recalculateWeek(input),
  invalidates: (input: RecalculateWeekInput) => invalidatedByRecalculation(input.userId),
};
