// @vitest-environment node
// A deploy that doesn't break open tabs (issue 21, point 2; docs/deploy.md): the demo server sends what
// the README asks of the legacy site's web server — `no-cache` for the fixed names (widgets.js, the
// runtime, the Bootstrap 4.6 supplement, manifest.json), a year for the content-hashed chunks.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestDemo, withDemoClock } from './test-demo';

const YEAR = 'public, max-age=31536000, immutable';

let dist = '';
let base = '';
let close: () => Promise<void>;

withDemoClock();

beforeAll(async () => {
  // A release as the build writes it: fixed names beside dist/standalone/chunks/ with hashed names.
  dist = mkdtempSync(join(tmpdir(), 'release-'));
  mkdirSync(join(dist, 'standalone/chunks'), { recursive: true });
  const files: Record<string, string> = {
    'manifest.json': '{"version":"9.9.9","tags":[]}',
    'standalone/widgets.js': '/*! @stempeluhr/widgets 9.9.9 */',
    'standalone/runtime.js': '/*! @stempeluhr/widgets 9.9.9 */',
    'standalone/runtime.css': '',
    'standalone/base.css': '',
    'standalone/bootstrap4-compat.css': '',
    'standalone/chunks/k3x9q2a.js': '',
    'standalone/chunks/picker-0p4m7zt.css': '',
    'standalone/chunks/k3x9q2a.js.map': '{}',
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dist, name), text);
  ({ base, close } = await startTestDemo({ distDir: dist }));
});

afterAll(async () => {
  await close();
  rmSync(dist, { recursive: true, force: true });
});

const cacheOf = async (path: string) => {
  const response = await fetch(`${base}${path}`);
  expect(response.status, path).toBe(200);
  return response.headers.get('cache-control');
};

describe('the cache headers of a release', () => {
  it('fixed names are asked again on every page load (no-cache): the loader, the runtime, its sheets, the supplement, the manifest', async () => {
    for (const path of [
      '/widgets/widgets.js',
      '/widgets/runtime.js',
      '/widgets/runtime.css',
      '/widgets/base.css',
      '/widgets/bootstrap4-compat.css',
      '/widgets/manifest.json',
    ])
      expect(await cacheOf(path), path).toBe('no-cache');
  });

  it('content-hashed chunks are kept for a year (immutable)', async () => {
    expect(await cacheOf('/widgets/chunks/k3x9q2a.js')).toBe(YEAR);
    expect(await cacheOf('/widgets/chunks/picker-0p4m7zt.css')).toBe(YEAR);
  });

  it('a chunk the deploy removed answers 404 (the view then offers the reload: core/element/deploy.test.tsx, e2e/deploy.spec.ts)', async () => {
    expect((await fetch(`${base}/widgets/chunks/0ldhash.js`)).status).toBe(404);
  });
});
