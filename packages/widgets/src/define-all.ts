import { createRuntime, defineWidgetElements, installClickableRows } from '@stempeluhr/core';
import { VIEW_LOADERS } from '@stempeluhr/views/registry';

/** For React apps that also want the tags (`<flash-message>`) on their pages. */
export function defineAllWidgets(): void {
  // The data-href rows (server-rendered and inside widgets): the standalone loader installs them on its
  // own (widgets.js), so the runtime does not carry a second copy.
  installClickableRows();
  const runtime = createRuntime(VIEW_LOADERS);
  defineWidgetElements({ loadRuntime: () => Promise.resolve(runtime) });
}
