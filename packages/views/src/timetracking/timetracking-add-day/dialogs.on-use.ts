// Loaded when the add dialog is first opened (lazyDialog; scripts/build-standalone.ts, ON_USE).
export { AddDayDialog } from './add-day-dialog';
