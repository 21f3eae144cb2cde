// npm run demo: builds what is missing or stale, then serves the demo site on PORT (default 3000).
// The legacy server lives in Berlin: its wall times (clock_in, clock_out) are Berlin time.
process.env.TZ = 'Europe/Berlin';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { execFileSync } from 'node:child_process';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['dist/standalone/widgets.js', 'dist/manifest.json', 'dist/host-demo/server.mjs'].map((p) => join(root, p));

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const sources = Math.max(...['packages', 'mocks', 'host-demo'].map((d) => newest(join(root, d))));
const stale = outputs.some((file) => !existsSync(file) || statSync(file).mtimeMs < sources);
// npm run dev rebuilds the bundle itself (tsup --watch) and starts the server at once.
if (stale && !process.env.DEMO_SKIP_BUILD) {
  console.log('Baue die Widgets und den Demo-Server …');
  execFileSync(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
}

const { startDemoServer } = await import(pathToFileURL(join(root, 'dist/host-demo/server.mjs')).href);
const port = Number(process.env.PORT ?? 3000);
const now = process.env.DEMO_NOW ? new Date(process.env.DEMO_NOW) : undefined;
const { url } = await startDemoServer({ port, distDir: join(root, 'dist'), rootDir: root, now });
console.log(`Stempeluhr-Demo läuft: ${url}/`);
if (process.env.DEMO_SPEC_ONLY === '1')
  console.log('Nur Spezifikation: Antworten auf das gekürzt, was die Spezifikation zeigt (docs/server-contract.md).');
