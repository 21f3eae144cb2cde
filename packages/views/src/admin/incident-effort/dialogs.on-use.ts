// Loaded when a dialog is first opened (lazyDialog; scripts/build-standalone.ts, ON_USE): the view's dialogs with their form code.
export { IncidentDialog } from './incident-dialog';
