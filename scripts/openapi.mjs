// node scripts/openapi.mjs: writes dist/openapi.json (OpenAPI 3.1 of the 75 calls of the specification
// and our additions) from spec-calls.ts and the views' own response schemas (packages/contract/openapi.ts).
import { build } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export async function writeOpenApi() {
  const out = resolve(root, '.tmp/openapi.mjs');
  await build({
    entryPoints: [resolve(root, 'packages/contract/openapi.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: out,
    logLevel: 'error',
  });
  const { buildOpenApi } = await import(`${pathToFileURL(out).href}?t=${Date.now()}`);
  const { version } = JSON.parse(readFileSync(resolve(root, 'packages/widgets/package.json'), 'utf8'));
  mkdirSync(resolve(root, 'dist'), { recursive: true });
  writeFileSync(resolve(root, 'dist/openapi.json'), `${JSON.stringify(buildOpenApi(version), null, 2)}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await writeOpenApi();
  console.log('dist/openapi.json geschrieben.');
}
