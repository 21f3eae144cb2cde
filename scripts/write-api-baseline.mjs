// node scripts/write-api-baseline.mjs: writes api-baseline/manifest.json, the released API of
// @stempeluhr/widgets (scripts/api-baseline.ts), with the package's version. Run at each release, by
// `npm run release:version` after `changeset version`.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(root, '.tmp/api-baseline.mjs');
await build({
  entryPoints: [resolve(root, 'scripts/api-baseline.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: out,
  logLevel: 'error',
});
const { currentApi } = await import(`${pathToFileURL(out).href}?t=${Date.now()}`);
const { version } = JSON.parse(readFileSync(resolve(root, 'packages/widgets/package.json'), 'utf8'));
mkdirSync(resolve(root, 'api-baseline'), { recursive: true });
writeFileSync(resolve(root, 'api-baseline/manifest.json'), `${JSON.stringify({ ...currentApi(), version }, null, 2)}\n`);
console.log(`api-baseline/manifest.json: ${version}`);
