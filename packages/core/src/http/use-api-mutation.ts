import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useContext, useMemo } from 'react';
import { useWidgetEvent, WidgetHostContext } from '../events/events';
import { toApiError, type ApiError, type ApiErrorOptions } from './errors';
import { useAlive } from './use-alive';
import { useSingleFlight } from './use-single-flight';
import type { Write, WriteEvent, WriteResult } from './use-write';

export interface ApiMutationOptions<I, R> extends ApiErrorOptions {
  /** The request; its answer already checked (acceptWriteAnswer / parseResponse). */
  mutationFn: (input: I) => Promise<R>;
  /**
   * What the write changed: these queries are read again after success, also when the widget was
   * removed meanwhile (the cache is the page's; other widgets on the page show the same data).
   */
  invalidates?: (input: I, data: R) => readonly QueryKey[];
  /** Cache updates beyond invalidation (an answer that is the new list), run after success. */
  updateCache?: (queryClient: QueryClient, input: I, data: R) => void;
  /** The event for the host page after success. */
  event?: (input: I, data: R) => WriteEvent | null;
  /**
   * The error text the specification ties to this call (`failure: '…'`): it heads every failure of
   * the call, with the server's plain text or JSON `message` beneath it (never an HTML page). A
   * validation failure keeps its field errors. Session, network and permission failures keep their own texts.
   */
  failureText?: string;
  /**
   * Keeps what the user typed across a reload after an expired session: the input is stored in
   * sessionStorage under the tag and this key when the session has expired, and cleared on success.
   * The form reads it back with `readDraft` / `useDraft`.
   */
  draftKey?: string;
  /** Runs after success, only while the widget is still on the page. */
  onSuccess?: (data: R, input: I) => void;
  /** Runs after a failure, only while the widget is still on the page. */
  onError?: (error: ApiError, input: I) => void;
}

const DRAFT_PREFIX = 'stempeluhr:entwurf:';

function draftStorageKey(tag: string, key: string): string {
  return `${DRAFT_PREFIX}${tag}:${key}`;
}

/** What the user had typed when the session expired (null when nothing is kept). */
export function readDraft<T>(tag: string, key: string): T | null {
  try {
    const raw = window.sessionStorage.getItem(draftStorageKey(tag, key));
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function writeDraft(tag: string, key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(draftStorageKey(tag, key), JSON.stringify(value));
  } catch {
    // Storage full or blocked (private mode): the draft is lost, the message still says what happened.
  }
}

function clearDraft(tag: string, key: string): void {
  try {
    window.sessionStorage.removeItem(draftStorageKey(tag, key));
  } catch {
    // as above
  }
}

/** The draft kept for this widget's form after an expired session (read once per render of the host). */
export function useDraft<T>(key: string): T | null {
  const host = useContext(WidgetHostContext);
  const tag = host?.localName ?? 'react';
  return useMemo(() => readDraft<T>(tag, key), [tag, key]);
}

/** Puts the call's own failure text first, the server's reason beneath it. */
export function withFailureText(error: ApiError, failureText: string | undefined): ApiError {
  if (!failureText) return error;
  if (error.kind === 'session' || error.kind === 'network' || error.kind === 'timeout' || error.kind === 'missing-token') return error;
  if (error.kind === 'cancelled') return error;
  const reason = error.message && error.message !== failureText ? [error.message] : [];
  const messages = [...reason, ...error.messages.filter((m) => m !== error.message)];
  return { ...error, message: failureText, messages };
}

/**
 * The one path of every write (issue 22): TanStack Query's mutation holds pending and error, this
 * hook adds what every write needs — exactly one request for a double click (RELIABILITY 14), the
 * failure as German text (with the call's own failure text first), the host events, the queries
 * the write changed read again, the typed values kept across an expired session, and no state
 * update once the widget has left the page (RELIABILITY 16). Writes are never retried.
 */
export function useApiMutation<I, R>(options: ApiMutationOptions<I, R>): Write<I, R> {
  const queryClient = useQueryClient();
  const emit = useWidgetEvent();
  const alive = useAlive();
  const host = useContext(WidgetHostContext);
  const tag = host?.localName ?? 'react';
  const mutation = useMutation<R, unknown, I>({ mutationFn: options.mutationFn, retry: false });
  const { mutateAsync, reset: resetMutation } = mutation;

  const normalise = useCallback(
    // With a failure text of its own, the server's reason beneath it is its plain text or JSON `message` for any status.
    (caught: unknown) =>
      withFailureText(toApiError(caught, { serverMessage: options.serverMessage || Boolean(options.failureText) }), options.failureText),
    [options.serverMessage, options.failureText],
  );

  const run = useSingleFlight(async (input: I): Promise<WriteResult<R>> => {
    try {
      const data = await mutateAsync(input);
      if (options.draftKey) clearDraft(tag, options.draftKey);
      for (const queryKey of options.invalidates?.(input, data) ?? []) void queryClient.invalidateQueries({ queryKey });
      options.updateCache?.(queryClient, input, data);
      const event = options.event?.(input, data);
      if (event) emit(event[0], event[1] as never);
      if (alive.current) options.onSuccess?.(data, input);
      return { ok: true, data };
    } catch (caught) {
      const apiError = normalise(caught);
      if (apiError.kind === 'session' && options.draftKey) writeDraft(tag, options.draftKey, input);
      emit('failed', { message: apiError.message, status: apiError.status });
      if (alive.current) options.onError?.(apiError, input);
      return { ok: false, error: apiError };
    }
  });

  const guarded = useCallback(async (input: I): Promise<WriteResult<R>> => (await run(input)) ?? { ok: false, ignored: true }, [run]);
  const error = useMemo(() => (mutation.isError ? normalise(mutation.error) : null), [mutation.isError, mutation.error, normalise]);
  return { run: guarded, pending: mutation.isPending, error, reset: resetMutation };
}
