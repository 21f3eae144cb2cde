// POST /json/vacation-day/{id} {id, type, visible} and POST /json/vacation-request/{id} {id, value,
// days}: "each with the object; response is a value" (spec 02). The value comes as a number, a
// numeric string or {value}; an answer without one (empty) is success too, the value then unknown
// (null) and the view keeps what it shows.
import { apiClient, assertCanWrite, looseNumber, parseResponse, useApiMutation, type VacationDay } from '@stempeluhr/core';
import * as z from 'zod/mini';
import { adminKeys } from './keys';
import type { AdminWriteOptions } from './write-options';

export const vacationValueSchema = z.pipe(
  z.union([looseNumber, z.looseObject({ value: looseNumber }), z.literal(''), z.null(), z.undefined()]),
  z.transform((body): number | null => (typeof body === 'number' ? body : body && typeof body === 'object' ? body.value : null)),
);

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

/** Sends one day; answers the request's value afterwards (null when the server did not say). */
export async function saveVacationDay({ day }: VacationDayInput): Promise<number | null> {
  assertCanWrite();
  const response = await apiClient().post(`/json/vacation-day/${day.id}`, day);
  return parseResponse(vacationValueSchema, response.data, 'vacation-day');
}

/** Sends the request with its days; answers its value afterwards (null when the server did not say). */
export async function saveVacationRequest({ request }: VacationRequestInput): Promise<number | null> {
  assertCanWrite();
  const response = await apiClient().post(`/json/vacation-request/${request.id}`, request);
  return parseResponse(vacationValueSchema, response.data, 'vacation-request');
}

/** Invalidates: the user's admin week and day views (a day's absence type shows there). */
const daysOf = (userId: number | null) => (userId === null ? [] : [adminKeys.weekOf(userId), adminKeys.daysOf(userId)]);

export function useSaveVacationDay(options: AdminWriteOptions<VacationDayInput, number | null> = {}) {
  return useApiMutation({ mutationFn: saveVacationDay, invalidates: ({ userId }) => daysOf(userId), ...options });
}

export function useSaveVacationRequest(options: AdminWriteOptions<VacationRequestInput, number | null> = {}) {
  return useApiMutation({ mutationFn: saveVacationRequest, invalidates: ({ userId }) => daysOf(userId), ...options });
}
