// POST json/short-business-trip/start {comment} — starts a short business trip. The success answer is not
// shown in the specification: any 2xx is success. On failure the response body is shown as the error
// (spec §7, §8), whatever its shape: plain text, a JSON message, a list of texts, the validation errors.
import { acceptWriteAnswer, apiClient, assertCanWrite, useApiMutation } from '@stempeluhr/core';
import { isAxiosError } from 'axios';
import { refreshAfterClocking, setStatusFlags } from './clock-in';

/** Longest server text shown (a whole debug page is never shown). */
const MAX_SHOWN = 500;

/** A whole HTML document (a debug or login page) is never shown, not even as text. */
function isHtmlDocument(text: string): boolean {
  return /<(!doctype|html|head|body)\b/i.test(text);
}

function texts(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.message === 'string' && record.message.trim()) return [record.message.trim()];
    if (record.errors !== undefined) return texts(record.errors);
    if (typeof record.error === 'string') return texts(record.error);
    return Object.values(record).flatMap(texts);
  }
  return [];
}

/**
 * The failure body as one text to show (null: nothing worth showing, e.g. empty or an HTML page).
 * Plain text as it came; JSON: its `message`, else its `errors`, else every text in it.
 */
export function tripFailureText(data: unknown): string | null {
  if (typeof data === 'string' && isHtmlDocument(data)) return null;
  const text = texts(data).join(' ');
  if (!text) return null;
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 2)} …` : text;
}

function hasMessage(data: unknown): boolean {
  return Boolean(data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message.trim());
}

export async function startBusinessTrip(comment: string): Promise<void> {
  assertCanWrite();
  try {
    const response = await apiClient().post('json/short-business-trip/start', { comment });
    acceptWriteAnswer(response.data, 'short-business-trip/start');
  } catch (error) {
    // A Laravel answer with its `message` is read as every answer is (a 422's field errors kept);
    // any other body becomes a JSON message, which the common error reading shows for every status.
    if (isAxiosError(error) && error.response && !hasMessage(error.response.data)) {
      const text = tripFailureText(error.response.data);
      if (text !== null) error.response.data = { message: text };
    }
    throw error;
  }
}

/** Start: businessTrip true (spec §4; the error cleared); status, today's clockings and the weeks are refreshed. */
export function useStartBusinessTrip() {
  return useApiMutation({
    mutationFn: (comment: string) => startBusinessTrip(comment),
    serverMessage: true,
    draftKey: 'dienstreise',
    updateCache: (client) => {
      setStatusFlags(client, { businessTrip: true });
      // The trip's flag is the spec's own transition (§4); the status (a trip is a clocking: clocked in or
      // out with it) and the lists are read again.
      refreshAfterClocking(client);
    },
  });
}
