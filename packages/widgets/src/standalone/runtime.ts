// ES module chunk loaded by the classic loader on the first widget of a page. It carries React,
// react-dom and the element runtime only; each view arrives as its own chunks through VIEW_LOADERS,
// with the data layer (axios, TanStack Query, zod, date-fns) in the chunks of the views that use it.
// The loader has already preloaded them (widgets.js carries each tag's chunk list: loader.ts).
import { createRuntime } from '@stempeluhr/core/element-runtime';
import { VIEW_LOADERS } from '@stempeluhr/views/registry';
import '@stempeluhr/ui/styles.css';

export const runtime = createRuntime(VIEW_LOADERS);
