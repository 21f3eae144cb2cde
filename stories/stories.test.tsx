import { composeStories, setProjectAnnotations, type Meta } from '@storybook/react-vite';
import * as previewAnnotations from '../.storybook/preview';

// The checks of the story files themselves. That every story renders, plays and prints nothing is checked in
// Chromium, on the static Storybook build, in the same visit as axe (e2e-stories/stories-a11y.spec.ts);
// stories/stories.render.test.tsx does it in jsdom for `npm run test:quick` and `npm run test:unit`.
setProjectAnnotations(previewAnnotations.default);

type StoryModule = Record<string, unknown>;
const modules = import.meta.glob<StoryModule>(['../packages/views/src/*/*/*.stories.tsx', '../packages/ui/src/**/*.stories.tsx'], {
  eager: true,
});

it('story play functions are found (so the test below really plays them)', () => {
  const played = Object.values(modules).flatMap((module) =>
    Object.values(composeStories(module as { default: Meta })).filter((story) => typeof (story as { play?: unknown }).play === 'function'),
  );
  expect(played.length).toBeGreaterThanOrEqual(3);
});

// The sidebar shows a story's `name`; without one Storybook splits the export name ("Dienstreise Laeuft").
it('every story has a German display name of its own (`name`, with umlauts)', () => {
  const unnamed = Object.entries(modules).flatMap(([file, module]) =>
    Object.keys(composeStories(module as { default: Meta }))
      .filter((key) => typeof (module[key] as { name?: unknown }).name !== 'string')
      .map((key) => `${file} ${key}`),
  );
  expect(unnamed).toEqual([]);
});
