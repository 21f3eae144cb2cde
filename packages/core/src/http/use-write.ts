import { useCallback, useState } from 'react';
import { useWidgetEvent, type WidgetEventMap, type WidgetEventName } from '../events/events';
import { toApiError, type ApiError, type ApiErrorOptions } from './errors';
import { useAlive } from './use-alive';
import { useSingleFlight } from './use-single-flight';

/** The host event a successful write sends, e.g. `['saved', { what: 'clocking', id: 5 }]`. */
export type WriteEvent = { [K in WidgetEventName]: [K, WidgetEventMap[K]] }[WidgetEventName];

export type WriteResult<R> = { ok: true; data: R } | { ok: false; error: ApiError } | { ok: false; ignored: true };

export interface WriteOptions<I, R> extends ApiErrorOptions {
  /** The event for the host page after success (sent even when the widget was removed meanwhile). */
  event?: (input: I, data: R) => WriteEvent | null;
  /** Runs after success, only while the widget is still on the page. */
  onSuccess?: (data: R, input: I) => void;
  /** Runs after a failure, only while the widget is still on the page. */
  onError?: (error: ApiError, input: I) => void;
}

export interface Write<I, R> {
  /** Sends the write; a second call while one is in flight is ignored (`{ ok: false, ignored: true }`). */
  run: (input: I) => Promise<WriteResult<R>>;
  pending: boolean;
  /** The last failure (normalised, German), until the next run or reset. */
  error: ApiError | null;
  reset: () => void;
}

/**
 * Every write of every view goes through this block: exactly one request for a double click
 * (RELIABILITY 14), the error normalised to German text, `stempeluhr:failed` or the success event
 * for the host page, and no state update once the widget has left the page (RELIABILITY 16).
 * Writes are never retried on their own. Cache invalidation stays in the mutation's own callbacks.
 */
export function useWrite<I, R>(send: (input: I) => Promise<R>, options: WriteOptions<I, R> = {}): Write<I, R> {
  const emit = useWidgetEvent();
  const alive = useAlive();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  const run = useSingleFlight(async (input: I): Promise<WriteResult<R>> => {
    setPending(true);
    setError(null);
    try {
      const data = await send(input);
      const event = options.event?.(input, data);
      if (event) emit(event[0], event[1] as never);
      if (alive.current) {
        setPending(false);
        options.onSuccess?.(data, input);
      }
      return { ok: true, data };
    } catch (caught) {
      const apiError = toApiError(caught, { serverMessage: options.serverMessage });
      emit('failed', { message: apiError.message, status: apiError.status });
      if (alive.current) {
        setPending(false);
        setError(apiError);
        options.onError?.(apiError, input);
      }
      return { ok: false, error: apiError };
    }
  });

  const guarded = useCallback(async (input: I): Promise<WriteResult<R>> => (await run(input)) ?? { ok: false, ignored: true }, [run]);
  const reset = useCallback(() => setError(null), []);
  return { run: guarded, pending, error, reset };
}
