// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { propsTablesMarkdown, buildManifest, statusMarkdown } from '../scripts/docs-source';

describe('generated documentation', () => {
  it('the README props tables match the tag contracts (run `npm run docs` after changing a spec)', () => {
    const readme = readFileSync(resolve(__dirname, '../README.md'), 'utf8');
    const block = /<!-- props:start -->\n([\s\S]*)<!-- props:end -->/.exec(readme)?.[1];
    expect(block).toBe(propsTablesMarkdown());
  });

  it('the README status names exactly the built views (run `npm run docs` after adding one)', () => {
    const readme = readFileSync(resolve(__dirname, '../README.md'), 'utf8');
    expect(/<!-- status:start -->\n([\s\S]*)\n<!-- status:end -->/.exec(readme)?.[1]).toBe(statusMarkdown());
  });

  it('the manifest has 34 tags, each with an example that embeds it', () => {
    const manifest = buildManifest();
    expect(manifest.tags).toHaveLength(34);
    for (const entry of manifest.tags) expect(entry.example).toMatch(new RegExp(`^<${entry.tag}[\\s>]`));
  });
});
