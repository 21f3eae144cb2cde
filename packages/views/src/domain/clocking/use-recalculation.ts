import { scrollToTop, useApiMutation, type ApiError } from '@stempeluhr/core';
import { useNotice, type NoticeApi } from '@stempeluhr/ui';
import { useCallback, useState } from 'react';
import { recalculateWeekWrite, type RecalculateWeekInput } from './api/recalculate-week';
import { DAY_TEXTS } from './texts';

export interface RecalculationOptions {
  /** Scroll the page up after success (default); the team view keeps the user where they were. */
  scrollUp?: boolean;
  /**
   * The view's own notice (`useNotice()`): "Zeiten werden neu berechnet" goes there, so the view keeps one
   * notice state. Without it the hook keeps its own and returns it (`notice`, `dismissNotice`, `toast`).
   */
  notice?: Pick<NoticeApi, 'say'>;
}

/**
 * Spec §7: after a clocking change or deletion the week is recalculated; on success "Zeiten werden neu
 * berechnet" shows, the page scrolls up and the views refresh (useApiMutation reads the weeks and the
 * day again, also when the widget was removed meanwhile). A failure says the change itself was saved.
 */
export function useRecalculation({ scrollUp = true, notice }: RecalculationOptions = {}) {
  const own = useNotice();
  const say = notice?.say ?? own.say;
  const [failure, setFailure] = useState<{ error: ApiError; input: RecalculateWeekInput } | null>(null);
  const write = useApiMutation({
    ...recalculateWeekWrite,
    onSuccess: () => {
      setFailure(null);
      say(DAY_TEXTS.recalculating);
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
    /** Only without a `notice` option: the hook's own notice, and its toast to render once. */
    notice: own.current,
    dismissNotice: own.dismiss,
    toast: own.toast,
    failure: failure?.error ?? null,
    retry: useCallback(() => {
      if (failure) void run(failure.input);
    }, [failure, run]),
    dismissFailure: useCallback(() => setFailure(null), []),
    pending: write.pending,
  };
}
