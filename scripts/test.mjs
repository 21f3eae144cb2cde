// npm test: type check, lint and format check side by side; the unit and component tests (vitest); the
// build; the byte budgets, the packed package in a fresh project and the static Storybook side by side; the
// end-to-end tests in Chromium against the host demo; and every story in Chromium (axe).
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => resolve(root, 'node_modules/.bin', name);
const nativeTsc = resolve(root, 'node_modules/typescript-native/bin/tsc');

/** Runs one step with its output captured; prints it whole when the step ends, with its time. */
function captured({ title, cmd, args, env = {} }) {
  const started = Date.now();
  return new Promise((done) => {
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
  });
}

/**
 * Independent steps side by side (the machine has 2 cores; a type check and a lint each use one):
 * each step's output is printed whole when it ends, so the log stays readable.
 */
async function together(steps) {
  console.log(`\n=== ${steps.map((s) => s.title).join(' | ')} (gleichzeitig) ===`);
  const results = await Promise.all(steps.map(captured));
  return results.every((status) => status === 0) ? 0 : 1;
}

/** Steps one after the other (an array in the list: those side by side); stops at the first failure. */
async function lane(steps) {
  for (const entry of steps) {
    const status = Array.isArray(entry) ? await together(entry) : await captured(entry);
    if (status !== 0) return status;
  }
  return 0;
}

const started = Date.now();
if (
  (await together([
    // TypeScript 7's native compiler: the same check in 6 instead of 27 s (typescript 5.9 stays for ESLint and tsup).
    { title: 'Typprüfung', cmd: process.execPath, args: [nativeTsc, '-p', 'tsconfig.json', '--noEmit'] },
    { title: 'Lint', cmd: bin('eslint'), args: ['--max-warnings=0', '.'] },
    { title: 'Formatierung (Prettier)', cmd: bin('prettier'), args: ['--check', '.'] },
  ])) !== 0
)
  process.exit(1);
const chromium = ensureChromium({ forTests: true });

// One after the other. Tried on 2026-11-26: vitest side by side with the browser lane took 12.1 minutes
// instead of 12.5 — the two compete for the same 2 cores (vitest alone 264 s, beside Playwright 686 s) —,
// not worth the timeouts such a squeeze risks. Each step prints whole when it ends.
// - vitest: units, components, the shared suites. Every story is rendered, played and checked in Chromium
//   (the last step, with axe), so vitest leaves out its jsdom rendering of the same stories (kept for
//   `npm run test:quick` and `npm run test:unit`). Coverage is `npm run test:coverage` (to read, not a gate).
// - the build, then the byte budgets, the packed package and the static Storybook side by side, then
//   Playwright against the host demo, then every story in Chromium.
const result = await lane([
  {
    title: 'Unit- und Komponententests (vitest: node, jsdom, jsdom-isolated, spec-only, spec-only-node)',
    cmd: bin('vitest'),
    args: ['run'],
    env: { TZ: 'Europe/Berlin', STEMPELUHR_STORIES_IN_BROWSER: '1' },
  },
  { title: 'Build', cmd: process.execPath, args: [resolve(root, 'scripts/build.mjs')] },
  [
    {
      title: 'Byte-Budgets (bench/budgets.json)',
      cmd: process.execPath,
      args: [resolve(root, 'scripts/bench.mjs'), '--bytes-only', '--check'],
    },
    { title: 'npm-Paket in frischem Projekt', cmd: process.execPath, args: [resolve(root, 'scripts/pack-test.mjs')] },
    { title: 'Storybook (statischer Build)', cmd: bin('storybook'), args: ['build', '--quiet', '-o', 'storybook-static'] },
  ],
  { title: 'End-to-End-Tests (Playwright, Chromium)', cmd: bin('playwright'), args: ['test'], env: { CHROMIUM: chromium } },
  {
    title: 'Jede Story in Chromium: rendert, spielt, Konsole sauber, axe (WCAG 2.2 A/AA)',
    cmd: bin('playwright'),
    args: ['test', '-c', 'e2e-stories/playwright.config.ts'],
    env: { CHROMIUM: chromium },
  },
]);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
if (result !== 0) {
  console.error(`\n✗ npm test fehlgeschlagen (${minutes} min)`);
  process.exit(1);
}
console.log(`\nAlle Tests bestanden (${minutes} min).`);
