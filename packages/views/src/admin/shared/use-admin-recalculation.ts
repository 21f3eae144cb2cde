import type { NoticeApi } from '@stempeluhr/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRecalculateAdminWeek, type RecalculateAdminWeekInput } from '../api/recalculate-admin-week';
import { ADMIN_TIME_TEXTS } from './texts';

/** Spec §9: the recalculate button stays disabled this long after use. */
export const RECALCULATE_LOCK_MS = 3000;

/**
 * The admin's week recalculation: one request per click, "Zeiten werden neu berechnet" as the view's
 * notice (`useNotice`), the button locked for 3000 ms after use (its timer cleared when the widget leaves).
 */
export function useAdminRecalculation(notice: Pick<NoticeApi, 'say'>, what = 'overtime') {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const write = useRecalculateAdminWeek({
    event: (input) => ['saved', { what, id: input.userId }],
    onSuccess: () => notice.say(ADMIN_TIME_TEXTS.recalculating),
  });

  const run = useCallback(
    async (input: RecalculateAdminWeekInput) => {
      setLocked(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setLocked(false), RECALCULATE_LOCK_MS);
      await write.run(input);
    },
    [write],
  );

  return {
    run,
    /** Disabled while sending and for 3000 ms after use. */
    disabled: locked || write.pending,
    pending: write.pending,
    error: write.error,
    dismissError: write.reset,
  };
}
