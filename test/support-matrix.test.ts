// @vitest-environment node
// The browsers employees use (issue 21, point 4): the standalone build's target follows from the support
// matrix, and the README and docs/deploy.md say which versions the build targets — the same ones.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(__dirname, '..');
const read = (path: string) => readFileSync(resolve(root, path), 'utf8').replace(/\s+/g, ' ');

/** `BROWSERS` of tsup.config.ts as [name, version] pairs: `chrome120` → ['chrome', '120']. */
function buildTargets(): Array<[string, string]> {
  const list = /const BROWSERS = \[([^\]]*)\]/.exec(readFileSync(resolve(root, 'tsup.config.ts'), 'utf8'))?.[1] ?? '';
  return [...list.matchAll(/'([a-z]+)([\d.]+)'/g)].map((m) => [m[1]!, m[2]!]);
}

const NAMES: Record<string, string> = { chrome: 'Chrome', edge: 'Edge', firefox: 'Firefox', safari: 'Safari' };

describe('the support matrix and the build target', () => {
  it('the build targets the matrix’s browsers: Chrome, Edge, Firefox (ESR) and Safari (iOS)', () => {
    expect(buildTargets().map(([name]) => name)).toEqual(['chrome', 'edge', 'firefox', 'safari']);
    const readme = read('README.md');
    for (const words of ['current Chrome, current Edge, Firefox ESR', 'Safari on iOS']) expect(readme).toContain(words);
  });

  it('README and docs/deploy.md name the versions the build targets', () => {
    for (const doc of ['README.md', 'docs/deploy.md']) {
      const text = read(doc);
      for (const [name, version] of buildTargets()) expect(text, doc).toContain(`${NAMES[name]} ${version}`);
      expect(text, doc).not.toContain('es2020');
    }
  });
});
