// Finds Chromium for the end-to-end tests; installs Debian's package when it can (root), otherwise
// stops with a message that says how. No browser download: this network has none.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function findChromium() {
  for (const candidate of [process.env.CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return null;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    console.log('Chromium fehlt: installiere Debians Paket „chromium“ …');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    'Chromium nicht gefunden. Bitte installieren: `sudo apt-get update && sudo apt-get install -y chromium` ' +
      '(oder CHROMIUM=/pfad/zu/chromium setzen) und `npm test` erneut starten.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Chromium: ${ensureChromium()}`);
}
