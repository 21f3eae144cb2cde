// POST json/short-business-trip/start {comment} — starts a short business trip.
import { apiClient, assertCanWrite, toApiError, type ApiError, type WelcomeStatus } from '@stempeluhr/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { clockingKeys } from '../../domain/clocking';
import { readTripAnswer, type TripAnswer } from './finish-business-trip';

export async function startBusinessTrip(comment: string): Promise<TripAnswer> {
  assertCanWrite();
  const response = await apiClient().post('json/short-business-trip/start', { comment });
  return readTripAnswer(response.data);
}

/** A whole HTML document (a debug or login page) is never shown, not even as text. */
function isHtmlDocument(text: string): boolean {
  return /<(!doctype|html|head|body)\b/i.test(text);
}

/**
 * Spec §8: on failure the response body is stored and shown as the error. The body is shown as text
 * (React escapes it); a whole HTML page, an empty body and the session/network cases keep the
 * general message of toApiError.
 */
export function businessTripError(error: unknown): ApiError {
  const base = toApiError(error);
  if (base.kind === 'session' || base.kind === 'missing-token' || base.kind === 'network' || base.kind === 'timeout') return base;
  if (!isAxiosError(error) || !error.response) return base;
  const data: unknown = error.response.data;
  if (typeof data === 'string') {
    const text = data.trim();
    if (text === '' || isHtmlDocument(text)) return base;
    return { ...base, message: text.length > 1000 ? `${text.slice(0, 1000)} …` : text, messages: [] };
  }
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message.trim()) {
    return { ...base, message: data.message.trim() };
  }
  return base;
}

/** Start: businessTrip true (spec §4); today's clockings and the weeks are refreshed. */
export function useStartBusinessTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) => startBusinessTrip(comment),
    onSuccess: (answer) => {
      queryClient.setQueryData<WelcomeStatus>(clockingKeys.status(), (old) =>
        old ? { ...old, businessTrip: true, clockedIn: answer.clockedIn ?? old.clockedIn } : old,
      );
      // Not awaited: the button is free again at once; the lists follow when their answers arrive.
      void queryClient.invalidateQueries({ queryKey: clockingKeys.todayClockings() });
      void queryClient.invalidateQueries({ queryKey: clockingKeys.weeks() });
    },
  });
}
