import '@stempeluhr/ui/styles.css';
// The npm entry: every built view as a React component (generated from the view folders), their
// props types, and the pieces a host app may want.
export * from './components.generated';
export type { WidgetElement } from './elements.generated';

export type { FlashType, WeekOverviewMode } from '@stempeluhr/views';

export {
  TAG_NAMES,
  TAGS,
  EVENT_PREFIX,
  WidgetShell,
  pageQueryClient,
  defineWidgetElements,
  type TagName,
  type TagContract,
  type PropSpec,
  type WidgetEventMap,
  type WidgetEventName,
} from '@stempeluhr/core';

export { defineAllWidgets } from './define-all';
