// npm test: type check, lint, unit and component tests (with every story), the build, the packed
// package in a fresh project, the end-to-end tests in Chromium against the host demo, and axe over
// every story of the static Storybook build.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => resolve(root, 'node_modules/.bin', name);

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

/**
 * Independent steps side by side (the machine has 2 cores; a type check and a lint each use one):
 * each step's output is printed whole when it ends, so the log stays readable.
 */
async function together(steps) {
  const started = Date.now();
  console.log(`\n=== ${steps.map((s) => s.title).join(' | ')} (gleichzeitig) ===`);
  const results = await Promise.all(
    steps.map(
      ({ title, cmd, args, env = {} }) =>
        new Promise((done) => {
          const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env } });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (status) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            if (output.trim()) console.log(`--- ${title} ---\n${output.trimEnd()}`);
            console.log(status === 0 ? `✓ ${title} (${seconds} s)` : `✗ ${title} fehlgeschlagen (${seconds} s)`);
            done(status);
          });
        }),
    ),
  );
  if (results.some((status) => status !== 0)) process.exit(1);
}

await together([
  { title: 'Typprüfung', cmd: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
  { title: 'Lint', cmd: bin('eslint'), args: ['--max-warnings=0', '.'] },
  { title: 'Formatierung (Prettier)', cmd: bin('prettier'), args: ['--check', '.'] },
]);
// Coverage is `npm run test:coverage` (to read, not a gate): its instrumentation cost CI about a minute.
// Every story is rendered, played and checked in Chromium in the last step (with axe), so vitest leaves
// out its jsdom rendering of the same stories (kept for `npm run test:quick` and `npm run test:unit`).
step('Unit- und Komponententests (vitest: node, jsdom, jsdom-isolated, spec-only)', bin('vitest'), ['run'], {
  TZ: 'Europe/Berlin',
  STEMPELUHR_STORIES_IN_BROWSER: '1',
});
step('Build', process.execPath, [resolve(root, 'scripts/build.mjs')]);
const chromium = ensureChromium();
await together([
  {
    title: 'Byte-Budgets (bench/budgets.json)',
    cmd: process.execPath,
    args: [resolve(root, 'scripts/bench.mjs'), '--bytes-only', '--check'],
  },
  { title: 'npm-Paket in frischem Projekt', cmd: process.execPath, args: [resolve(root, 'scripts/pack-test.mjs')] },
  { title: 'Storybook (statischer Build)', cmd: bin('storybook'), args: ['build', '--quiet', '-o', 'storybook-static'] },
]);
step('End-to-End-Tests (Playwright, Chromium)', bin('playwright'), ['test'], { CHROMIUM: chromium });
step(
  'Barrierefreiheit jeder Story (axe-core, WCAG 2.2 A/AA, Chromium)',
  bin('playwright'),
  ['test', '-c', 'e2e-stories/playwright.config.ts'],
  { CHROMIUM: chromium },
);
console.log('\nAlle Tests bestanden.');
