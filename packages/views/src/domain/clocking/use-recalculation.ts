import { scrollToTop, toApiError, useAlive, useWidgetEvent, type ApiError } from '@stempeluhr/core';
import { useCallback, useRef, useState } from 'react';
import { useRecalculateWeek, type RecalculateWeekInput } from './api/recalculate-week';
import { DAY_TEXTS } from './texts';

import type { Notice } from '@stempeluhr/ui';

/**
 * Spec §7: after a clocking change or deletion the week is recalculated; on success "Zeiten werden neu
 * berechnet" shows, the page scrolls up and the views refresh (the mutation's own onSuccess invalidates).
 */
export function useRecalculation() {
  const recalculate = useRecalculateWeek();
  const emit = useWidgetEvent();
  const alive = useAlive();
  const counter = useRef(0);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [failure, setFailure] = useState<{ error: ApiError; input: RecalculateWeekInput } | null>(null);
  const mutateAsync = recalculate.mutateAsync;

  const run = useCallback(
    async (input: RecalculateWeekInput) => {
      try {
        await mutateAsync(input);
      } catch (error) {
        const apiError = toApiError(error);
        emit('failed', { message: apiError.message, status: apiError.status });
        if (alive.current) setFailure({ error: { ...apiError, message: `${DAY_TEXTS.recalculationFailed} ${apiError.message}` }, input });
        return;
      }
      if (!alive.current) return;
      setFailure(null);
      setNotice({ id: ++counter.current, text: DAY_TEXTS.recalculating });
      scrollToTop();
    },
    [mutateAsync, emit, alive],
  );

  return {
    run,
    notice,
    dismissNotice: useCallback(() => setNotice(null), []),
    failure: failure?.error ?? null,
    retry: useCallback(() => {
      if (failure) void run(failure.input);
    }, [failure, run]),
    dismissFailure: useCallback(() => setFailure(null), []),
    pending: recalculate.isPending,
  };
}
