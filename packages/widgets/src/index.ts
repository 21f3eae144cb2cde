import '@stempeluhr/ui/styles.css';
// The npm entry: every built view as a React component that works in any React app (it brings its
// own error boundary and uses the page-wide query cache), plus the pieces a host app may want.
import { withWidgetShell } from '@stempeluhr/core';
import { FlashMessage as FlashMessageView, LockedUser as LockedUserView, MultiGroupSelection as MultiGroupSelectionView, MultiUserSelection as MultiUserSelectionView } from '@stempeluhr/views';

export const FlashMessage = withWidgetShell(FlashMessageView, 'flash-message');
export const LockedUser = withWidgetShell(LockedUserView, 'locked-user');
export const MultiUserSelection = withWidgetShell(MultiUserSelectionView, 'multi-user-selection');
export const MultiGroupSelection = withWidgetShell(MultiGroupSelectionView, 'multi-group-selection');

export type { FlashMessageProps, FlashType, LockedUserProps, MultiUserSelectionProps, MultiGroupSelectionProps } from '@stempeluhr/views';

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
