// POST /clocking/user/create — adds a clocking to a day (ClockingCreatePayload; addedFromUser true when
// users add to their own day). The answer is not shown in the specification: any 2xx is success (an HTML
// page is an expired session). The caller then recalculates the week (recalculate-week.ts).
import { acceptWriteAnswer, apiClient, assertCanWrite, CLOCKING_VIEW_KEY_PREFIXES, type ClockingCreatePayload } from '@stempeluhr/core';
import type { QueryKey } from '@tanstack/react-query';
import { clockingKeys } from './keys';

export async function createClocking(payload: ClockingCreatePayload): Promise<void> {
  assertCanWrite();
  const response = await apiClient().post('/clocking/user/create', payload);
  acceptWriteAnswer(response.data, 'clocking/user/create');
}

/** What a new clocking changed: every overview of clockings on the page (spec 01 §4; core's CLOCKING_VIEW_KEY_PREFIXES). */
export function invalidatedByCreate(payload: Pick<ClockingCreatePayload, 'userId'>): readonly QueryKey[] {
  return [clockingKeys.userDays(payload.userId), ...CLOCKING_VIEW_KEY_PREFIXES];
}

/** The write for useApiMutation: `useApiMutation({ ...createClockingWrite, event, draftKey, … })`. */
export const createClockingWrite = {
  mutationFn: (payload: ClockingCreatePayload) => createClocking(payload),
  invalidates: (payload: ClockingCreatePayload) => invalidatedByCreate(payload),
};
