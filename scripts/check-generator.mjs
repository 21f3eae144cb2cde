// CI: proves that adding a view touches only its folder, its api file and its story, and that what
// the generator writes is registered and passes type check, lint and its tests. Runs the generator
// for a throwaway (not yet built) tag and removes everything it wrote afterwards.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtViews, syncRegistry } from './registry.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args, env = {}) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
const git = (...args) => execFileSync('git', args, { cwd: root }).toString().trim();

const catalogue = execFileSync(
  process.execPath,
  ['-e', "process.stdout.write(require('fs').readFileSync('packages/core/src/element/tag-names.ts','utf8'))"],
  { cwd: root },
).toString();
const built = new Set(builtViews().map((v) => v.tag));
const tag = [...catalogue.matchAll(/^ {2}'([a-z-]+)': \{ area:/gm)].map((m) => m[1]).find((t) => !built.has(t));
if (!tag) {
  console.log('Alle 34 Ansichten sind gebaut; kein Tag für die Probe übrig.');
  process.exit(0);
}
if (git('status', '--porcelain') !== '') {
  console.error('Arbeitsbaum nicht sauber: die Probe braucht einen sauberen Stand.');
  process.exit(1);
}

console.log(`Generator-Probe mit <${tag}>`);
let ok = false;
try {
  run('node', ['scripts/new-view.mjs', tag]);
  const touched = git('status', '--porcelain', '--untracked-files=all')
    .split('\n')
    .map((l) => l.slice(3));
  const allowed = (f) => f.includes(`/${tag}/`) || /^packages\/views\/src\/\w+\/api\/[\w-]+\.ts$/.test(f) || f.endsWith('.generated.ts');
  const outside = touched.filter((f) => !allowed(f));
  if (outside.length > 0) throw new Error(`Der Generator hat außerhalb des Ansichtsordners geschrieben: ${outside.join(', ')}`);
  const own = touched.filter((f) => !f.endsWith('.generated.ts'));
  console.log(`Berührt: ${own.length} eigene Dateien (Ordner, API-Datei, Story) und die abgeleitete Registrierung.`);
  run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
  run('npx', ['eslint', '--max-warnings=0', ...own]);
  run(
    'npx',
    [
      'vitest',
      'run',
      ...own.filter((f) => f.endsWith('.test.tsx')),
      'packages/widgets/src/registry.test.ts',
      'stories/stories.test.tsx',
      'packages/widgets/src/reliability.test.tsx',
      '-t',
      tag,
    ],
    { TZ: 'Europe/Berlin' },
  );
  ok = true;
} finally {
  for (const f of git('status', '--porcelain', '--untracked-files=all')
    .split('\n')
    .filter((l) => l.startsWith('??'))
    .map((l) => l.slice(3)))
    rmSync(resolve(root, f), { force: true, recursive: true });
  syncRegistry();
  console.log(ok ? `Generator-Probe bestanden; <${tag}> wieder entfernt.` : `Generator-Probe fehlgeschlagen; <${tag}> wieder entfernt.`);
}
