// npm test: type check, lint, unit and component tests (with every story), the build, the packed
// package in a fresh project, the end-to-end tests in Chromium against the host demo, and axe over
// every story of the static Storybook build.
import { spawnSync } from 'node:child_process';
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

step('Typprüfung', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
step('Lint', bin('eslint'), ['--max-warnings=0', '.']);
step('Formatierung (Prettier)', bin('prettier'), ['--check', '.']);
// Coverage is `npm run test:coverage` (to read, not a gate): its instrumentation cost CI about a minute.
step('Unit-, Komponenten- und Story-Tests (vitest, Projekte node und jsdom)', bin('vitest'), ['run'], { TZ: 'Europe/Berlin' });
step('Build', process.execPath, [resolve(root, 'scripts/build.mjs')]);
step('Byte-Budgets (bench/budgets.json)', process.execPath, [resolve(root, 'scripts/bench.mjs'), '--bytes-only', '--check']);
step('npm-Paket in frischem Projekt', process.execPath, [resolve(root, 'scripts/pack-test.mjs')]);
const chromium = ensureChromium();
step('End-to-End-Tests (Playwright, Chromium)', bin('playwright'), ['test'], { CHROMIUM: chromium });
step('Storybook (statischer Build)', bin('storybook'), ['build', '--quiet', '-o', 'storybook-static']);
step(
  'Barrierefreiheit jeder Story (axe-core, WCAG 2.2 A/AA, Chromium)',
  bin('playwright'),
  ['test', '-c', 'e2e-stories/playwright.config.ts'],
  { CHROMIUM: chromium },
);
console.log('\nAlle Tests bestanden.');
