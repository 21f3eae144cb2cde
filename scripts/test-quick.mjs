// npm run test:quick — the inner loop (≈ 2 min): an incremental type check, ESLint and Prettier on the
// files changed since the last commit (and new ones), and vitest on the tests related to them; the suites
// over every view only for the views whose folders changed.
// `npm test` stays the gate; this only tells you early.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => resolve(root, 'node_modules/.bin', name);
const base = process.argv[2] ?? 'HEAD';

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')])].filter((f) =>
  existsSync(resolve(root, f)),
);
const code = changed.filter((f) => /\.(ts|tsx|js|mjs)$/.test(f));

function step(title, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${title} fehlgeschlagen (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${seconds} s)`);
}

console.log(`Geänderte Dateien seit ${base}: ${changed.length} (${code.length} Code)`);
step('Typprüfung (inkrementell)', process.execPath, [
  resolve(root, 'node_modules/typescript-native/bin/tsc'),
  '-p',
  'tsconfig.json',
  '--noEmit',
  '--incremental',
  '--tsBuildInfoFile',
  '.tmp/tsc-quick.tsbuildinfo',
]);
if (code.length === 0) {
  console.log('\nKeine geänderten Code-Dateien: Lint und Tests entfallen.');
  process.exit(0);
}
step('Lint (geänderte Dateien)', bin('eslint'), ['--max-warnings=0', '--no-warn-ignored', ...code]);
step('Formatierung (geänderte Dateien)', bin('prettier'), ['--check', '--ignore-unknown', ...changed]);
// The shared suites mount every view (every story, the fault, write, reliability and spec-only suites):
// `vitest related` would run them whole for any change in a view (4 minutes). Here they run only for the
// views whose folders changed (by the tag in their test names); a change below the views (core, ui, the
// mocks) leaves them to `npm test`.
const SHARED = [
  'stories/stories.render.test.tsx',
  'stories/narrow.test.tsx',
  'packages/widgets/src/faults.',
  'packages/widgets/src/writes.',
  'packages/widgets/src/reliability.',
  'packages/widgets/src/spec-only.test.tsx',
];
const tags = [
  ...new Set(
    code.map((f) => /^packages\/views\/src\/[^/]+\/([a-z0-9-]+)\//.exec(f)?.[1]).filter((t) => t && t !== 'shared' && t !== 'api'),
  ),
];
step(
  'Tests zu den geänderten Dateien (vitest related, ohne die gemeinsamen Suiten)',
  bin('vitest'),
  ['related', '--run', '--passWithNoTests', ...code],
  { TZ: 'Europe/Berlin', STEMPELUHR_QUICK_SHARED: SHARED.join(',') },
);
if (tags.length > 0)
  step(`Gemeinsame Suiten für ${tags.join(', ')}`, bin('vitest'), ['run', '--passWithNoTests', ...SHARED, '-t', `(${tags.join('|')})`], {
    TZ: 'Europe/Berlin',
  });
else console.log('\nGemeinsame Suiten (jede Ansicht): nur in npm test, da keine Ansicht geändert wurde.');
console.log('\nSchnelltest bestanden (npm test bleibt das Tor).');
