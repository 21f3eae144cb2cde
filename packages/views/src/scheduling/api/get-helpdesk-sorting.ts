// GET /scheduler/helpdesk/sorting — the ordered helpdesk sorting list for the first render. Not among
// the specification's calls (a server addition, used only when it answers): a 404 is `null`, and
// the view then takes the list from its page prop `list` or says that the first action brings it.
// The spec's four sorting calls answer the same list (change-helpdesk-sorting.ts); the spec names
// no field of an entry, so only the id (the calls' {id}) is required, everything else is assumed.
import { apiClient, assumed, looseId, looseInt, looseList, parseResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import * as z from 'zod/mini';

const entrySchema = z.looseObject({
  id: looseId,
  user_id: assumed(looseId, undefined, 'HelpdeskSorting.user_id', 'nicht gebraucht: die Aufrufe nennen den Eintrag'),
  position: assumed(looseInt, undefined, 'HelpdeskSorting.position', 'die Stelle in der Liste wird gezeigt'),
  user: assumed(
    z.looseObject({
      dn: assumed(z.string(), undefined, 'HelpdeskSorting.user.dn', 'Name aus displayName oder „Eintrag {id}“'),
      displayName: assumed(z.string(), undefined, 'HelpdeskSorting.user.displayName', 'dn wird als Name gezeigt'),
    }),
    undefined,
    'HelpdeskSorting.user',
    'der Eintrag wird „Eintrag {id}“ genannt',
  ),
  name: assumed(z.string(), undefined, 'HelpdeskSorting.name', 'Name aus user'),
});

export interface SortingEntry {
  id: number;
  /** 1-based; the list's order when the server sends no position. */
  position: number;
  /** The worker's name as the list shows it. */
  name: string;
}

/** The new list every sorting call answers (spec 02 §7), in the server's order. */
export const helpdeskSortingSchema = z.pipe(
  looseList(entrySchema),
  z.transform((entries): SortingEntry[] =>
    entries.map((entry, index) => ({
      id: entry.id,
      position: entry.position ?? index + 1,
      name: entry.user?.displayName ?? entry.name ?? entry.user?.dn ?? `Eintrag ${entry.id}`,
    })),
  ),
);

/** Every cached list (the page's and the read's): a sorting call's answer replaces them all. */
export const helpdeskSortingKey = ['scheduling', 'helpdesk-sorting'] as const;

/** The page's list by its identity: a new list from the page (a changed attribute or property) is a new entry. */
const pageLists = new WeakMap<object, number>();
let pageListCount = 0;
function pageListId(list: object): number {
  let id = pageLists.get(list);
  if (id === undefined) {
    id = ++pageListCount;
    pageLists.set(list, id);
  }
  return id;
}

/** The list, or `null` when the server has no such read (404). */
export async function getHelpdeskSorting(signal?: AbortSignal): Promise<SortingEntry[] | null> {
  try {
    const response = await apiClient().get('/scheduler/helpdesk/sorting', { signal });
    return parseResponse(helpdeskSortingSchema, response.data, '/scheduler/helpdesk/sorting');
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 404) return null;
    throw error;
  }
}

/** `page`: the list the page passed (then nothing is read until a call answers a new one). */
export const helpdeskSortingQuery = (page?: SortingEntry[]) =>
  page
    ? queryOptions<SortingEntry[] | null>({
        queryKey: [...helpdeskSortingKey, 'seite', pageListId(page)],
        queryFn: () => page,
        initialData: page,
        staleTime: Infinity,
      })
    : queryOptions<SortingEntry[] | null>({
        queryKey: [...helpdeskSortingKey, 'lesen'],
        queryFn: ({ signal }) => getHelpdeskSorting(signal),
      });

export function useHelpdeskSorting(page?: SortingEntry[]) {
  return useQuery(helpdeskSortingQuery(page));
}
