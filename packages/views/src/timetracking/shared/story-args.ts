// What the employee day's stories (day-overview, timetracking-add-day) share: the signed-in user and his day.
import type { MockParameters } from '@stories/support';

/** Max Müller (4) may edit his own days; the seed gives him a full week of clockings. */
export const OWN_USER = { id: 4, dn: 'mmueller', clockings_blacklisted: false };

/** His Friday 20.11.2026, the day both views open on. */
export const OWN_DAY_ARGS = { user: OWN_USER, date: '2026-11-20' };

/** A day before the migration: shown, not changed. */
export const MIGRATED_DAY_STORY = { name: 'Migrierter Tag', args: { date: '2020-02-20' } };

/** A user whose own clockings are locked (clockings_blacklisted). */
export const BLOCKED_USER_ARGS = { user: { ...OWN_USER, clockings_blacklisted: true } };

/** Type-checks a story's mock parameters. */
export const params = (p: MockParameters) => p;
