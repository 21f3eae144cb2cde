import { createRuntime, defineWidgetElements } from '@stempeluhr/core';
import { VIEW_LOADERS } from '@stempeluhr/views/registry';

/** For React apps that also want the tags (`<flash-message>`) on their pages. */
export function defineAllWidgets(): void {
  const runtime = createRuntime(VIEW_LOADERS);
  defineWidgetElements({ loadRuntime: () => Promise.resolve(runtime) });
}
