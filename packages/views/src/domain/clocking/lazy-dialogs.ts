import { lazyDialog } from '@stempeluhr/ui';

// The clocking dialogs as the views open them: their code (react-hook-form, the modal) comes with the first opening.
export const LazyEditClockingDialog = /* @__PURE__ */ lazyDialog(
  () => import('./dialogs.on-use').then((m) => m.EditClockingDialog),
  'EditClockingDialog',
);
export const LazyConfirmDeleteDialog = /* @__PURE__ */ lazyDialog(
  () => import('./dialogs.on-use').then((m) => m.ConfirmDeleteDialog),
  'ConfirmDeleteDialog',
);
