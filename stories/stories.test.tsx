import { composeStories, type Meta } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import * as previewAnnotations from '../.storybook/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { expectConsole } from '@test/console-guard';

setProjectAnnotations(previewAnnotations.default);

type StoryModule = Record<string, unknown>;
const modules = import.meta.glob<StoryModule>('./*.stories.tsx', { eager: true });

/**
 * Every story of every view renders as a test: no crash, no console error, no request the
 * emulated backend does not answer, and something visible once loading is over.
 */
describe.each(Object.entries(modules))('%s', (_file, module) => {
  const stories = Object.entries(composeStories(module as { default: Meta })) as Array<
    [string, ComponentType & { load: () => Promise<void>; parameters: { expectedConsoleErrors?: RegExp } }]
  >;
  it.each(stories)('%s renders', async (_name, Story) => {
    // A story that shows a configuration error announces the console error it makes.
    if (Story.parameters.expectedConsoleErrors) expectConsole('error', Story.parameters.expectedConsoleErrors);
    await Story.load();
    const { container } = render(<Story />);
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 5000 });
    expect(container.textContent?.trim().length ?? 0).toBeGreaterThan(0);
    expect(screen.queryByText('Dieser Bereich konnte nicht angezeigt werden.')).toBeNull();
  });
});
