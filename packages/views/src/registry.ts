import type { ViewLoaders } from '@stempeluhr/core';

/**
 * How each tag loads its view: one dynamic import per view, so a page loads only the views it has.
 * A tag missing here is defined but renders nothing (with one console warning).
 */
export const VIEW_LOADERS: ViewLoaders = {
  'flash-message': () => import('./tools/flash-message').then((m) => m.FlashMessage),
  'welcome-view': () => import('./timetracking/welcome-view').then((m) => m.WelcomeView),
  'week-overview': () => import('./timetracking/week-overview').then((m) => m.WeekOverview),
  'day-overview': () => import('./timetracking/day-overview').then((m) => m.DayOverview),
  'timetracking-add-day': () => import('./timetracking/timetracking-add-day').then((m) => m.TimetrackingAddDay),
  'locked-user': () => import('./admin/locked-user').then((m) => m.LockedUser),
  'multi-user-selection': () => import('./admin/multi-user-selection').then((m) => m.MultiUserSelection),
  'multi-group-selection': () => import('./admin/multi-group-selection').then((m) => m.MultiGroupSelection),
};
