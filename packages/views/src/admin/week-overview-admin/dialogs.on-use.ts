// Loaded when a day's editor is first opened (lazyDialog; scripts/build-standalone.ts, ON_USE): the admin day with its forms.
export { DayEditorDialog } from './day-editor-dialog';
