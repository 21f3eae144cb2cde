// Storybook indexes the stories by reading each file statically (CSF): a default export that is not an
// object literal, or a story it cannot read, fails `storybook build` although the stories render in the
// component tests. This checks every story file the way the indexer does, in seconds.
import { loadCsf } from 'storybook/internal/csf-tools';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(__dirname, '..');
const files = Object.keys(import.meta.glob(['../packages/**/*.stories.tsx', './*.stories.tsx'])).map((file) => resolve(__dirname, file));

describe('every story file can be indexed by Storybook', () => {
  it.each(files.map((file) => [file.slice(root.length + 1), file]))('%s', (_name, file) => {
    const csf = loadCsf(readFileSync(file, 'utf8'), { fileName: file, makeTitle: (title?: string) => title ?? 'Ohne Titel' }).parse();
    expect(csf.stories.length).toBeGreaterThan(0);
  });
});
