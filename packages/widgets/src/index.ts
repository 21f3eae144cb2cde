import '@stempeluhr/ui/styles.css';
// The npm entry: every built view as a React component that works in any React app (it brings its
// own error boundary and uses the page-wide query cache), plus the pieces a host app may want.
import { withWidgetShell } from '@stempeluhr/core';
import * as views from '@stempeluhr/views';

export const WelcomeView = withWidgetShell(views.WelcomeView, 'welcome-view');
export const WeekOverview = withWidgetShell(views.WeekOverview, 'week-overview');
export const DayOverview = withWidgetShell(views.DayOverview, 'day-overview');
export const TimetrackingAddDay = withWidgetShell(views.TimetrackingAddDay, 'timetracking-add-day');
export const FlashMessage = withWidgetShell(views.FlashMessage, 'flash-message');
export const LockedUser = withWidgetShell(views.LockedUser, 'locked-user');
export const MultiUserSelection = withWidgetShell(views.MultiUserSelection, 'multi-user-selection');
export const MultiGroupSelection = withWidgetShell(views.MultiGroupSelection, 'multi-group-selection');

export type {
  WelcomeViewProps,
  WeekOverviewProps,
  WeekOverviewMode,
  DayOverviewProps,
  TimetrackingAddDayProps,
  FlashMessageProps,
  FlashType,
  LockedUserProps,
  MultiUserSelectionProps,
  MultiGroupSelectionProps,
} from '@stempeluhr/views';

export {
  TAG_NAMES,
  TAG_SPECS,
  EVENT_PREFIX,
  WidgetShell,
  pageQueryClient,
  defineWidgetElements,
  type TagName,
  type TagSpec,
  type PropSpec,
  type WidgetEventMap,
  type WidgetEventName,
} from '@stempeluhr/core';

export { defineAllWidgets } from './define-all';
