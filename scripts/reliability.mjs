// node scripts/reliability.mjs: the reliability and security suites alone (docs/reliability.md, "Zuverlässigkeit und
// Sicherheit"): the shared vitest suites over every registered view with the matrix, the fault switches,
// the demo server against bad input; then the build and the Playwright suites (strict CSP, axe, time
// zones, tabs, hostile text and mount cycles) in Chromium, and axe over every story. Pass E2E_PORT to pick the demo's port.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => resolve(root, 'node_modules/.bin', name);

function step(title, cmd, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} fehlgeschlagen`);
    process.exit(result.status ?? 1);
  }
}

step(
  'Gemeinsame Suiten über jede Ansicht, Matrix, Fehlerschalter, Demo-Server (vitest)',
  bin('vitest'),
  [
    'run',
    'packages/widgets/src/reliability.',
    'packages/widgets/src/faults.',
    'packages/widgets/src/reliability-matrix.test.ts',
    'mocks/http/faults.test.ts',
    'host-demo/server.test.ts',
  ],
  { TZ: 'Europe/Berlin' },
);
step('Build', process.execPath, [resolve(root, 'scripts/build.mjs')]);
const chromium = ensureChromium({ forTests: true });
step(
  'CSP, axe, Zeitzonen, Tabs, feindlicher Text (Playwright)',
  bin('playwright'),
  ['test', 'e2e/csp.spec.ts', 'e2e/a11y.spec.ts', 'e2e/time-anywhere.spec.ts', 'e2e/tabs.spec.ts', 'e2e/reliability.spec.ts'],
  { CHROMIUM: chromium },
);
step('Storybook (statischer Build)', bin('storybook'), ['build', '--quiet', '-o', 'storybook-static']);
step('axe über jede Story (Playwright)', bin('playwright'), ['test', '-c', 'e2e-stories/playwright.config.ts'], { CHROMIUM: chromium });
console.log('\nZuverlässigkeit und Sicherheit: alle Prüfungen bestanden.');
