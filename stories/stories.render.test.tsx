import { composeStories, type Meta } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import * as previewAnnotations from '../.storybook/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { expectConsole } from '@test/console-guard';
import { STORY_NOW } from './support';
import { loadPickerLibrary } from '@stempeluhr/ui';

setProjectAnnotations(previewAnnotations.default);

// Every story rendered and played in jsdom: the quick loop's check of the changed views' stories
// (`npm run test:quick`) and part of `npm run test:unit`. `npm test` leaves this file out: the same
// checks run in Chromium on the static Storybook build, in the visit that runs axe
// (e2e-stories/stories-a11y.spec.ts), so the stories are rendered once per run, in a real browser.

// The date pickers' library loads on a picker's first use (a chunk of its own). Loaded here once, so a
// story that opens a picker tests the picker and not how fast this machine transforms that chunk
// under load (its size and load belong to the benchmark).
beforeAll(() => loadPickerLibrary(), 60_000);

type StoryModule = Record<string, unknown>;
const modules = import.meta.glob<StoryModule>(['../packages/views/src/*/*/*.stories.tsx', '../packages/ui/src/**/*.stories.tsx'], {
  eager: true,
});

/**
 * Every story of every view renders as a test: no crash, no console error, no request the
 * emulated backend does not answer, and something visible once loading is over; a story with a
 * `play` function is played (its queries fail the test when the UI is not as the story says).
 */
describe.each(Object.entries(modules))('%s', (_file, module) => {
  const stories = Object.entries(composeStories(module as { default: Meta })) as Array<
    [
      string,
      ComponentType & {
        load: () => Promise<void>;
        play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
        parameters: { expectedConsoleErrors?: RegExp; mockNow?: string };
      },
    ]
  >;
  it.each(stories)('%s renders and plays', async (_name, Story) => {
    // A story that shows a configuration error announces the console error it makes.
    if (Story.parameters.expectedConsoleErrors) expectConsole('error', Story.parameters.expectedConsoleErrors);
    // As in Storybook, the page's clock runs from the story's "now" (the emulated backend's), so a
    // story of a day that is still ahead of the machine's clock shows that day as today.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(Story.parameters.mockNow ?? STORY_NOW));
    await Story.load();
    const { container } = render(<Story />);
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 5000 });
    expect(container.textContent?.trim().length ?? 0).toBeGreaterThan(0);
    expect(screen.queryByText('Dieser Bereich konnte nicht angezeigt werden.')).toBeNull();
    // The story's play function runs as in Storybook: what it looks for must be there.
    if (Story.play) {
      await Story.play({ canvasElement: container });
      await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 5000 });
      expect(screen.queryByText('Dieser Bereich konnte nicht angezeigt werden.')).toBeNull();
    }
  });
});
