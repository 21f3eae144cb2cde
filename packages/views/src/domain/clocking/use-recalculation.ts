import { scrollToTop, useApiMutation, type ApiError } from '@stempeluhr/core';
import { useCallback, useRef, useState } from 'react';
import { recalculateWeekWrite, type RecalculateWeekInput } from './api/recalculate-week';
import { DAY_TEXTS } from './texts';

import type { Notice } from '@stempeluhr/ui';

/**
 * Spec §7: after a clocking change or deletion the week is recalculated; on success "Zeiten werden neu
 * berechnet" shows, the page scrolls up and the views refresh (useApiMutation reads the weeks and the
 * day again, also when the widget was removed meanwhile). A failure says the change itself was saved.
 */
export function useRecalculation({ scrollUp = true }: { scrollUp?: boolean } = {}) {
  const counter = useRef(0);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [failure, setFailure] = useState<{ error: ApiError; input: RecalculateWeekInput } | null>(null);
  const write = useApiMutation({
    ...recalculateWeekWrite,
    onSuccess: () => {
      setFailure(null);
      setNotice({ id: ++counter.current, text: DAY_TEXTS.recalculating });
      // The team view keeps the user where they were (the member's week far down the page).
      if (scrollUp) scrollToTop();
    },
    onError: (error, input) => setFailure({ error: { ...error, message: `${DAY_TEXTS.recalculationFailed} ${error.message}` }, input }),
  });
  const { run: runWrite } = write;

  const run = useCallback(
    async (input: RecalculateWeekInput) => {
      await runWrite(input);
    },
    [runWrite],
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
    pending: write.pending,
  };
}
