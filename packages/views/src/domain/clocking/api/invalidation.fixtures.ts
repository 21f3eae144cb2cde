// The reads a clocking write must refresh (spec 01 §4: every overview on the page), as sample keys of
// each area, and whether an invalidation list reaches a key (TanStack matches by prefix).
import type { QueryKey } from '@tanstack/react-query';
import { clockingKeys } from './keys';

/** One key of every read that shows clockings: own, team, monthly and periodic weeks, a day, today, and the team's and admin's reads. */
export const EVERY_CLOCKING_VIEW: readonly QueryKey[] = [
  clockingKeys.userDay(5, '2026-11-23'),
  clockingKeys.week('2026-11-23'),
  clockingKeys.todayClockings(),
  clockingKeys.teamWeek('max.mueller', 2026, 48),
  clockingKeys.monthly(2026, 11),
  clockingKeys.period('2026-11-01', '2026-11-30'),
  ['team', 'overview', 'Helpdesk', '2026-11-23'],
  ['admin', 'week', 5, '2026-11-23'],
  ['admin', 'day', 5, '2026-11-23'],
  ['admin', 'overtime', 5, 'total'],
  ['admin', 'history', 5, '2026-11-01', '2026-11-30'],
];

/** The keys of `keys` that none of `invalidated` reaches. */
export function notReached(invalidated: readonly QueryKey[], keys: readonly QueryKey[] = EVERY_CLOCKING_VIEW): QueryKey[] {
  return keys.filter((key) => !invalidated.some((prefix) => prefix.every((part, i) => part === key[i])));
}
