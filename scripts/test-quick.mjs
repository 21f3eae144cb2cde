// npm run test:quick — the inner loop (under 2 min): an incremental type check, ESLint and Prettier on the
// files changed since the last commit (and new ones), and vitest on the tests related to them; the suites
// over every view only for the views whose folders changed.
// `npm test` stays the gate; this only tells you early.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
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
// A shared block (packages/ui, packages/core) reaches the views through its package's index, a barrel: for
// `vitest related` every view depends on every block, so a one-line change in one card ran 97 files (3½
// minutes). A changed block is narrowed to the files that name what it exports (in turn what those export,
// while they are blocks too): the views among them go to vitest related, the blocks by the tests beside them. A change to an index, or to a
// block whose exports no file names, keeps the whole graph.
const BLOCK = /^packages\/(ui|core)\/src\/(?!.*\.(test|stories)\.tsx?$).+\.tsx?$/;
const EXPORTS =
  /export\s+(?:default\s+)?(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/g;
function exportedNames(file) {
  const source = readFileSync(resolve(root, file), 'utf8');
  const names = [...source.matchAll(EXPORTS)].map((m) => m[1]);
  for (const list of source.matchAll(/export\s*(?:type\s*)?\{([^}]*)\}(?!\s*from)/g))
    names.push(
      ...list[1]
        .split(',')
        .map((part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .pop(),
        )
        .filter(Boolean),
    );
  return names;
}
function sourcesUnder(dir) {
  return readdirSync(resolve(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.(test|stories)\.tsx?$|\.generated\.ts$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)));
}
function narrowedToUsers(files) {
  const blocks = files.filter((f) => BLOCK.test(f) && !/\/index\.ts$/.test(f));
  if (
    blocks.length === 0 ||
    blocks.length !== files.filter((f) => /^packages\/(ui|core)\/src\//.test(f) && !/\.(test|stories)\.tsx?$/.test(f)).length
  )
    return files;
  const all = ['packages/core/src', 'packages/ui/src', 'packages/views/src'].flatMap(sourcesUnder);
  const texts = new Map(all.map((f) => [f, readFileSync(resolve(root, f), 'utf8')]));
  const users = new Set();
  let frontier = blocks;
  while (frontier.length > 0) {
    const names = frontier.flatMap(exportedNames);
    if (names.length === 0) return files;
    const mention = new RegExp(`\\b(?:${[...new Set(names)].join('|')})\\b`);
    const found = all.filter((f) => !users.has(f) && !blocks.includes(f) && !/\/index\.ts$/.test(f) && mention.test(texts.get(f)));
    found.forEach((f) => users.add(f));
    frontier = found.filter((f) => BLOCK.test(f));
  }
  // A block's own tests stand for it (given to vitest as the block itself, it would reach the index again).
  const testsBeside = (f) =>
    readdirSync(resolve(root, dirname(f)))
      .filter((name) => /\.test\.tsx?$/.test(name))
      .map((name) => `${dirname(f)}/${name}`);
  const reached = [...blocks, ...[...users].filter((f) => BLOCK.test(f))];
  const narrowed = [
    ...new Set([...files.filter((f) => !blocks.includes(f)), ...reached.flatMap(testsBeside), ...[...users].filter((f) => !BLOCK.test(f))]),
  ];
  console.log(`Geänderte Bausteine: ${blocks.length}; vitest bezieht ${narrowed.length} Dateien ein, die nennen, was sie exportieren.`);
  return narrowed;
}

const tags = [
  ...new Set(
    code.map((f) => /^packages\/views\/src\/[^/]+\/([a-z0-9-]+)\//.exec(f)?.[1]).filter((t) => t && t !== 'shared' && t !== 'api'),
  ),
];
step(
  'Tests zu den geänderten Dateien (vitest related, ohne die gemeinsamen Suiten)',
  bin('vitest'),
  ['related', '--run', '--passWithNoTests', ...narrowedToUsers(code)],
  { TZ: 'Europe/Berlin', STEMPELUHR_QUICK_SHARED: SHARED.join(',') },
);
if (tags.length > 0)
  step(`Gemeinsame Suiten für ${tags.join(', ')}`, bin('vitest'), ['run', '--passWithNoTests', ...SHARED, '-t', `(${tags.join('|')})`], {
    TZ: 'Europe/Berlin',
  });
else console.log('\nGemeinsame Suiten (jede Ansicht): nur in npm test, da keine Ansicht geändert wurde.');
console.log('\nSchnelltest bestanden (npm test bleibt das Tor).');
