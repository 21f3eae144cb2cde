// ES module chunk loaded by the classic loader on the first widget of a page. It carries React and
// the shared client; each view arrives as its own chunk through VIEW_LOADERS.
import { createRuntime } from '@stempeluhr/core';
import { VIEW_LOADERS } from '@stempeluhr/views/registry';
import '@stempeluhr/ui/styles.css';

export const runtime = createRuntime(VIEW_LOADERS);
