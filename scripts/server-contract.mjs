// node scripts/server-contract.mjs: writes docs/server-contract.md from the specification's calls as
// data (mocks/spec-only/spec-calls.ts). mocks/spec-only/contract-doc.test.ts fails when it is stale.
import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(root, '.tmp/server-contract.mjs');
await build({
  entryPoints: [resolve(root, 'mocks/spec-only/contract-doc.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: out,
  logLevel: 'error',
});
const { serverContractMarkdown } = await import(`${pathToFileURL(out).href}?t=${Date.now()}`);
mkdirSync(resolve(root, 'docs'), { recursive: true });
writeFileSync(resolve(root, 'docs/server-contract.md'), serverContractMarkdown());
console.log('docs/server-contract.md geschrieben.');
