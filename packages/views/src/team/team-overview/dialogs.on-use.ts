// Loaded when a dialog is first opened (lazyDialog; scripts/build-standalone.ts, ON_USE): the two form dialogs with react-hook-form.
export { TeamClockingDialog } from './team-clocking-dialog';
export { TeamDeleteDialog } from './team-delete-dialog';
