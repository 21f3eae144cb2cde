import { addDaysIso, isoWeekKey, todayBerlin, type Day } from '@stempeluhr/core';
import { onlineManager, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { clockingKeys } from '../../domain/clocking';
import { dayEnd } from '../../domain/worktime-law';
import { weekOverviewQuery } from '../api/get-week-overview';
import { useNow } from './use-now';

/** How often the view looks whether a new day has begun. */
export const DAY_CHECK_MS = 30_000;

/** True `delayMs` after `ready` first became true; stays true afterwards. The timer is cleared on unmount. */
export function useRevealAfter(ready: boolean, delayMs: number): boolean {
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    if (!ready || revealed) return undefined;
    const timer = window.setTimeout(() => setRevealed(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [ready, revealed, delayMs]);
  return revealed;
}

/**
 * Today's date, renewed after midnight: the page stays open overnight on many desks. When the day
 * changes, today's clockings and the status are read again and the week follows the new day.
 */
export function useToday(): string {
  const today = todayBerlin(useNow(true, DAY_CHECK_MS));
  const queryClient = useQueryClient();
  const seen = useRef(today);
  useEffect(() => {
    if (seen.current === today) return;
    seen.current = today;
    void queryClient.invalidateQueries({ queryKey: clockingKeys.todayClockings() });
    void queryClient.invalidateQueries({ queryKey: clockingKeys.status() });
  }, [today, queryClient]);
  return today;
}

/**
 * The days of this week and, when yesterday lies in the week before, of that week too: enough to find
 * yesterday's end (rest time) and a clocking of an earlier day that is still open. This week shares
 * its cache entry with the week overview below.
 */
export function useRecentWeeks(today: string): { weeks: Day[][]; ready: boolean } {
  const yesterday = addDaysIso(today, -1);
  const otherWeek = isoWeekKey(yesterday) !== isoWeekKey(today);
  const thisWeek = useQuery(weekOverviewQuery(today));
  const lastWeek = useQuery({ ...weekOverviewQuery(yesterday), enabled: otherWeek });
  const weeks = [lastWeek.data && otherWeek ? lastWeek.data : null, thisWeek.data ?? null].filter((w): w is Day[] => w !== null);
  return { weeks, ready: thisWeek.isSuccess && (!otherWeek || lastWeek.isSuccess) };
}

/** The end of the last working day before today (epoch ms), for the rest-time rule; null when unknown or still open. */
export function previousDayEnd(weeks: readonly Day[][], today: string): number | null {
  const earlier = weeks
    .flat()
    .filter((d) => d.date < today && d.clockings.length > 0)
    .sort((a, b) => (a.date < b.date ? -1 : 1));
  const last = earlier[earlier.length - 1];
  return last ? dayEnd(last.clockings) : null;
}

/** The week balance of the week containing `date`, from the days the page has read. */
export function weekBalanceOf(weeks: readonly Day[][], date: string): number | null {
  const week = weeks.find((w) => w.some((d) => d.date === date));
  return week ? week.reduce((sum, d) => sum + d.overtime, 0) : null;
}

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);

/** Whether the browser is online, as the query cache sees it (reads pause while offline and resume once). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => onlineManager.isOnline(),
    () => true,
  );
}
