// Loaded when one of them is first opened (lazy-dialogs.ts; scripts/build-standalone.ts, ON_USE).
export { EditClockingDialog } from './edit-clocking-dialog';
export { ConfirmDeleteDialog } from './confirm-delete-dialog';
