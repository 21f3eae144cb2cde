// CI: the generator probe. In a throwaway copy of the committed tree (a git worktree under .tmp/), it
// generates a new view the way a developer would — `npm run new-view -- probe-view --area tools
// --title "Probe" --get /json/welcome/status` — and fails when the generator writes outside the view's
// folder, its area's api/, the tag list and the derived files, or when the type check, lint or the new
// view's tests (its own, its stories, the shared reliability suite) fail. Only tag-names.test.ts, which
// holds the list to the specification's 34 names, may object to a 35th tag: it is not run here.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const probe = resolve(root, '.tmp/generator-probe');
const tag = 'probe-view';
const run = (cmd, args, env = {}) => execFileSync(cmd, args, { cwd: probe, stdio: 'inherit', env: { ...process.env, ...env } });

function cleanUp() {
  try {
    execFileSync('git', ['worktree', 'remove', '--force', probe], { cwd: root, stdio: 'ignore' });
  } catch {
    // not there
  }
  rmSync(probe, { recursive: true, force: true });
  execFileSync('git', ['worktree', 'prune'], { cwd: root });
}

/** The copy's node_modules: the installed packages, but our workspace packages from the copy itself. */
function linkDependencies() {
  const modules = join(probe, 'node_modules');
  mkdirSync(join(modules, '@stempeluhr'), { recursive: true });
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry === '@stempeluhr') continue;
    symlinkSync(join(root, 'node_modules', entry), join(modules, entry));
  }
  for (const pkg of readdirSync(join(probe, 'packages'))) symlinkSync(join(probe, 'packages', pkg), join(modules, '@stempeluhr', pkg));
  // The specification beside the project, as in CI (../shared).
  symlinkSync(resolve(root, '../shared'), resolve(probe, '../shared'));
}

cleanUp();
mkdirSync(dirname(probe), { recursive: true });
rmSync(resolve(probe, '../shared'), { force: true });
execFileSync('git', ['worktree', 'add', '--detach', probe, 'HEAD'], { cwd: root, stdio: 'ignore' });
let ok = false;
try {
  linkDependencies();
  console.log(`Generator-Probe mit <${tag}> in ${probe}`);
  run(process.execPath, ['scripts/new-view.mjs', tag, '--area', 'tools', '--title', 'Probe', '--get', '/json/welcome/status']);
  const touched = execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: probe })
    .toString()
    .split('\n')
    .map((l) => l.slice(3))
    .filter((f) => f && !f.startsWith('node_modules'));
  const allowed = (f) =>
    f.startsWith(`packages/views/src/tools/${tag}/`) ||
    /^packages\/views\/src\/tools\/api\/[\w-]+\.ts$/.test(f) ||
    f === 'packages/core/src/element/tag-names.ts' ||
    f.endsWith('.generated.ts') ||
    // npm run docs: the status line and the props tables.
    f === 'stories/narrow.stories.tsx' ||
    f === 'README.md' ||
    f === 'docs/views.md';
  const outside = touched.filter((f) => !allowed(f));
  if (outside.length > 0) throw new Error(`Der Generator hat außerhalb des Ansichtsordners geschrieben: ${outside.join(', ')}`);
  const own = touched.filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.generated.ts') && existsSync(join(probe, f)));
  console.log(`Berührt: ${touched.length} Dateien (${own.length} eigene).`);
  run(process.execPath, ['node_modules/typescript-native/bin/tsc', '-p', 'tsconfig.json', '--noEmit']);
  run('npx', ['eslint', '--max-warnings=0', ...own]);
  run(
    'npx',
    [
      'vitest',
      'run',
      ...own.filter((f) => f.endsWith('.test.tsx')),
      'stories/stories.test.tsx',
      'stories/stories.render.test.tsx',
      'stories/narrow.test.tsx',
      'packages/widgets/src/reliability.',
      'packages/widgets/src/registry.test.ts',
      '-t',
      tag,
    ],
    { TZ: 'Europe/Berlin' },
  );
  ok = true;
} finally {
  rmSync(resolve(probe, '../shared'), { force: true });
  cleanUp();
  console.log(ok ? `Generator-Probe bestanden; <${tag}> wieder entfernt.` : `Generator-Probe fehlgeschlagen; <${tag}> wieder entfernt.`);
}
if (!ok) process.exit(1);
