import { toApiError, useWidgetEvent, WidgetHostContext, type ApiError } from '@stempeluhr/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useContext, useEffect, type ReactNode } from 'react';
import { ApiErrorAlert, EmptyState, PlaceholderRows } from '../feedback/feedback';

export interface QueryViewProps<T> {
  /** The read, as a TanStack Query hook returns it. */
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'refetch'>;
  /** The content, once the data is there (and not empty). */
  children: (data: T) => ReactNode;
  /** Whether the data counts as empty; then `empty` is shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  /** What to show when empty: says what to do ("Noch keine Buchungen heute"). */
  empty?: ReactNode;
  /** Loading state shaped like the final layout; default: placeholder rows. */
  placeholder?: ReactNode;
  /** Heading of the error alert, e.g. what could not be loaded. */
  errorHeading?: string;
  /** Show the server's `message` for 404 and 5xx too (see toApiError); the schedulers' spec wants it. */
  serverMessage?: boolean;
}

/**
 * The one read block every view uses: a placeholder while loading, a German error with
 * "Erneut versuchen" (after the query's own retries), the empty state, or the content.
 * A failed read is also told to the host page once (`stempeluhr:failed`).
 */
export function QueryView<T>({ query, children, isEmpty, empty, placeholder, errorHeading, serverMessage }: QueryViewProps<T>) {
  const error: ApiError | null = query.isError ? toApiError(query.error, { serverMessage }) : null;
  useReportFailure(error);
  if (query.isPending) return <>{placeholder ?? <PlaceholderRows rows={3} />}</>;
  if (error) return <ApiErrorAlert error={error} heading={errorHeading} onRetry={() => void query.refetch()} />;
  const data = query.data as T;
  if (isEmpty?.(data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(data)}</>;
}

/** Tells the host page about a failed read once per failure (not on every render). */
export function useReportFailure(error: ApiError | null): void {
  const emit = useWidgetEvent();
  const host = useContext(WidgetHostContext);
  const key = error ? `${error.kind}|${error.status}|${error.message}|${error.contract?.call}|${error.contract?.path}` : null;
  useEffect(() => {
    if (!error) return;
    if (error.contract) {
      const tag = host?.localName ?? 'react';
      console.warn(
        `[stempeluhr] Vertrag: <${tag}> kann die Antwort von ${error.contract.call} nicht lesen (Feld: ${error.contract.path || '(Wurzel)'})`,
      );
      emit('contract', { ...error.contract, tag });
    }
    emit('failed', { message: error.message, status: error.status });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per distinct failure
  }, [key, emit]);
}
