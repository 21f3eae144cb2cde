import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Spec 01 §4: after any clocking change the view refreshes. A page may hold several overviews of the
 * same clockings (the own week, a month, a period, a team week, a team's badges, an admin's day or
 * week), each under its area's own query keys. These are the key prefixes of every read that shows
 * clockings or sums of them; a clocking write invalidates them all (only the reads on the page
 * refetch). Each area keeps its keys; a new read of clocking data under another prefix belongs here.
 * - `['clocking']`: status, today's clockings, own and team weeks, monthly, period, a user's day (domain/clocking).
 * - `['team']`: the team overviews (team/api/keys.ts).
 * - `['admin', 'week' | 'day' | 'overtime' | 'history']`: the admin's week, day, overtime and clocking history (admin/api).
 */
export const CLOCKING_VIEW_KEY_PREFIXES: readonly QueryKey[] = [
  ['clocking'],
  ['team'],
  ['admin', 'week'],
  ['admin', 'day'],
  ['admin', 'overtime'],
  ['admin', 'history'],
];

/** Invalidates every read of clocking data on the page (CLOCKING_VIEW_KEY_PREFIXES); resolves when the active ones are read again. */
export async function refreshClockingViews(queryClient: QueryClient): Promise<void> {
  await Promise.all(CLOCKING_VIEW_KEY_PREFIXES.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
