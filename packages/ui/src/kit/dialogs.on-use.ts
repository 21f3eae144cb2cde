// Loaded when a confirmation is first asked for (LazyConfirmDialog; scripts/build-standalone.ts, ON_USE): the modal.
export { ConfirmDialog } from './confirm-dialog';
