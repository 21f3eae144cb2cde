import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { clockingKeys } from '../../domain/clocking';

/** The channel every tab of this site shares: "someone clocked in or out, read again". */
export const TAB_CHANNEL = 'stempeluhr:clockings';

interface ChangedMessage {
  type: 'clockings-changed';
}

// One channel per page, open while a welcome view is mounted: a BroadcastChannel does not hear its
// own messages, so this page never refetches twice for its own change.
let shared: BroadcastChannel | null = null;
const listeners = new Set<() => void>();

function openChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  if (!shared) {
    shared = new BroadcastChannel(TAB_CHANNEL);
    shared.onmessage = (event: MessageEvent<ChangedMessage>) => {
      if (event.data?.type === 'clockings-changed') for (const listener of listeners) listener();
    };
  }
  return shared;
}

/** Tells the other tabs that the clock status or today's clockings changed (after clock in/out, trips). */
export function announceClockingsChanged(): void {
  const message: ChangedMessage = { type: 'clockings-changed' };
  if (shared) return shared.postMessage(message);
  // The widget left the page while its write was on the way: a short-lived channel still tells the others.
  if (typeof BroadcastChannel === 'undefined') return;
  const once = new BroadcastChannel(TAB_CHANNEL);
  once.postMessage(message);
  once.close();
}

/** Status, today's clockings and the weeks are read again; a read already on its way is reused. */
function readAgain(queryClient: QueryClient): void {
  for (const queryKey of [clockingKeys.status(), clockingKeys.todayClockings(), clockingKeys.weeks()]) {
    void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
  }
}

/**
 * One state across tabs and devices: the clock status and today's clockings are read again when the
 * tab becomes visible or the window regains focus (clocked out on the phone meanwhile), and at once
 * when another tab of this browser says it clocked in or out.
 */
export function useTabSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => readAgain(queryClient);
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    openChannel();
    listeners.add(refresh);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', refresh);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', refresh);
      listeners.delete(refresh);
      if (listeners.size === 0 && shared) {
        shared.close();
        shared = null;
      }
    };
  }, [queryClient]);
}
