// Issue 24 point 10: each view has ONE story at 360 px (stories/narrow.stories.tsx), made here from one
// of its existing stories, so the stories themselves are not doubled. The toolbar offers both widths
// (.storybook/preview.tsx: VIEWPORTS) for every other story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { combineParameters } from 'storybook/preview-api';

/** The two widths of the design review (issue 24): a phone and a desk. */
export const VIEWPORTS = {
  phone360: { name: 'Telefon (360 px)', styles: { width: '360px', height: '780px' }, type: 'mobile' },
  desk1200: { name: 'Schreibtisch (1200 px)', styles: { width: '1200px', height: '900px' }, type: 'desktop' },
} as const;

export const NARROW_VIEWPORT: keyof typeof VIEWPORTS = 'phone360';

type Annotations = StoryObj & Pick<Meta, 'render' | 'loaders' | 'decorators' | 'beforeEach' | 'args' | 'argTypes' | 'parameters'>;
type StoryModule = { default: unknown };

const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * One view's story at 360 px: its meta and the named story folded into one story (render, args,
 * decorators, loaders, parameters, play as Storybook would combine them), opened at the phone width.
 */
export function narrow<M extends StoryModule>(module: M, exportName: Exclude<keyof M, 'default'> & string): StoryObj {
  const meta = module.default as Annotations;
  const story = module[exportName] as Annotations | undefined;
  if (!story) throw new Error(`narrow: ${exportName} is not a story of its module`);
  return {
    render: story.render ?? meta.render,
    args: { ...meta.args, ...story.args },
    argTypes: { ...meta.argTypes, ...story.argTypes },
    // Storybook's order: the story's decorators innermost, loaders and beforeEach the meta's first.
    decorators: [...list(story.decorators), ...list(meta.decorators)],
    loaders: [...list(meta.loaders), ...list(story.loaders)],
    beforeEach: [...list(meta.beforeEach), ...list(story.beforeEach)],
    parameters: combineParameters(meta.parameters ?? {}, story.parameters ?? {}, { narrowOf: exportName }),
    ...(story.play ? { play: story.play } : {}),
    globals: { ...story.globals, viewport: { value: NARROW_VIEWPORT, isRotated: false } },
  } as StoryObj;
}
