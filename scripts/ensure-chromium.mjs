// Finds Chromium for the end-to-end tests; installs Debian's package when it can (root), otherwise
// stops with a message that says how. No browser download: this network has none.
//
// The test suites prefer Debian's `chromium-headless-shell` (Chromium's old headless mode, the build
// Playwright itself runs headless tests on): the same Blink, without the browser shell around it. Measured on
// the 2-core machine (2026-12-07, one after the other): the Playwright suite 288 → 224 s, every story in
// Chromium 127 → 104 s. The bench keeps the full `chromium` (its time goals are measured in the browser
// people use). `$CHROMIUM` overrides both.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const FULL = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The browser to use: `$CHROMIUM`, else (for tests) the headless shell, else the full browser; null when none is there. */
export function findChromium({ forTests = false } = {}) {
  const candidates = [process.env.CHROMIUM, ...(forTests ? [HEADLESS_SHELL] : []), ...FULL];
  for (const candidate of candidates) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return null;
}

function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
}

export function ensureChromium({ forTests = false } = {}) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const missing = [
    ...(findChromium() ? [] : ['chromium']),
    ...(forTests && !process.env.CHROMIUM && !existsSync(HEADLESS_SHELL) ? ['chromium-headless-shell'] : []),
  ];
  if (missing.length > 0 && isRoot) {
    console.log(`Fehlt: ${missing.join(', ')} — installiere Debians Pakete …`);
    try {
      aptInstall(missing);
    } catch {
      console.log('Installation fehlgeschlagen; weiter mit dem, was da ist.');
    }
  }
  const found = findChromium({ forTests });
  if (found) return found;
  console.error(
    'Chromium nicht gefunden. Bitte installieren: `sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell` ' +
      '(oder CHROMIUM=/pfad/zu/chromium setzen) und `npm test` erneut starten.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Chromium: ${ensureChromium({ forTests: process.argv.includes('--tests') })}`);
}
