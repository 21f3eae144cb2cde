import { composeStories, setProjectAnnotations, type Meta } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import * as previewAnnotations from '../.storybook/preview';
import { STORY_NOW } from './support';
import { NARROW_VIEWPORT, VIEWPORTS } from './narrow';
import * as narrowStories from './narrow.stories';

setProjectAnnotations(previewAnnotations.default);

const viewStories = import.meta.glob<Record<string, unknown>>('../packages/views/src/*/*/*.stories.tsx');
const tagOf = (file: string) => file.split('/').at(-2) ?? file;

describe('each view has one story at 360 px, the stories are not doubled', () => {
  const narrow = composeStories(narrowStories as unknown as { default: Meta });
  const entries = Object.values(narrow) as unknown as Array<{ globals: Record<string, unknown> }>;

  it('the toolbar offers 360 and 1200 px', () => {
    expect(previewAnnotations.default.parameters?.viewport).toEqual({ options: VIEWPORTS });
    expect(Object.values(VIEWPORTS).map((v) => v.styles.width)).toEqual(['360px', '1200px']);
  });

  it('one narrow story per view (named by its tag), each opened at 360 px', () => {
    const tags = Object.keys(viewStories).map(tagOf).sort();
    const names = Object.entries(narrowStories)
      .filter(([key]) => key !== 'default')
      .map(([, story]) => (story as { name: string }).name);
    expect(names.sort()).toEqual(tags);
    for (const story of entries) expect(story.globals.viewport).toEqual({ value: NARROW_VIEWPORT, isRotated: false });
  });

  // Per tag, so the generator probe's run filtered to its new tag sees the new view's line too.
  it.each(Object.keys(viewStories).map(tagOf).sort())('<%s> has its story at 360 px', (tag) => {
    const own = Object.entries(narrowStories).filter(([key, story]) => key !== 'default' && (story as { name?: string }).name === tag);
    expect(own).toHaveLength(1);
    expect((own[0][1] as { globals: Record<string, unknown> }).globals.viewport).toEqual({ value: NARROW_VIEWPORT, isRotated: false });
  });

  it.each([['LockedUserSchmal'], ['DayOverviewAdminSchmal']] as const)(
    '%s renders as its view’s story does (meta decorators, loaders and args folded in)',
    async (key) => {
      vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
      vi.setSystemTime(new Date(STORY_NOW));
      const Story = (narrow as unknown as Record<string, ComponentType & { load: () => Promise<void> }>)[key];
      await Story.load();
      render(<Story />);
      await waitFor(() => expect(document.body.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 5000 });
      expect(document.body.textContent?.trim().length ?? 0).toBeGreaterThan(0);
      expect(screen.queryByText('Dieser Bereich konnte nicht angezeigt werden.')).toBeNull();
      if (key === 'LockedUserSchmal') expect(screen.getByRole('button', { name: 'Speichern' })).toBeInTheDocument();
      vi.useRealTimers();
    },
  );
});
