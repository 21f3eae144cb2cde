// POST /json/vacation-day/{id} {id, type, visible} and POST /json/vacation-request/{id} {id, value,
// days}: "each with the object; response is a value" (spec 02). The emulated backend answers
// {value} (the request's days afterwards); a bare number is accepted too.
import { apiClient, assertCanWrite, parseResponse, type VacationDay } from '@stempeluhr/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { adminKeys } from './keys';

const valueSchema = z
  .union([z.coerce.number(), z.object({ value: z.coerce.number() }).transform((body) => body.value)])
  .pipe(z.number().finite());

export interface VacationDayInput {
  /** The owner of the request (to refresh the views of their days); null when the page did not say. */
  userId: number | null;
  day: Pick<VacationDay, 'id' | 'type' | 'visible'> & Partial<VacationDay>;
}

export interface VacationRequestInput {
  userId: number | null;
  /** The request object: id, value (null = the sum of the counted days) and its days. */
  request: { id: number; value: number | null; days: Array<Pick<VacationDay, 'id' | 'type' | 'visible'> & Partial<VacationDay>> };
}

/** Sends one day; answers the request's value afterwards. */
export async function saveVacationDay({ day }: VacationDayInput): Promise<number> {
  assertCanWrite();
  const response = await apiClient().post(`/json/vacation-day/${day.id}`, day);
  return parseResponse(valueSchema, response.data, 'vacation-day');
}

/** Sends the request with its days; answers its value afterwards. */
export async function saveVacationRequest({ request }: VacationRequestInput): Promise<number> {
  assertCanWrite();
  const response = await apiClient().post(`/json/vacation-request/${request.id}`, request);
  return parseResponse(valueSchema, response.data, 'vacation-request');
}

function useInvalidateDays() {
  const queryClient = useQueryClient();
  // Invalidates: the user's admin week and day views (a day's absence type shows there).
  return (userId: number | null) => {
    if (userId === null) return;
    void queryClient.invalidateQueries({ queryKey: adminKeys.weekOf(userId) });
    void queryClient.invalidateQueries({ queryKey: adminKeys.daysOf(userId) });
  };
}

export function useSaveVacationDay() {
  const invalidate = useInvalidateDays();
  return useMutation({ mutationFn: saveVacationDay, onSuccess: (_value, { userId }) => invalidate(userId) });
}

export function useSaveVacationRequest() {
  const invalidate = useInvalidateDays();
  return useMutation({ mutationFn: saveVacationRequest, onSuccess: (_value, { userId }) => invalidate(userId) });
}
