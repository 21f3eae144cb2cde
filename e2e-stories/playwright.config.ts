// Axe over every story of the static Storybook build (npm run test:stories-a11y, after
// npm run build-storybook). Its own config: the e2e suite (playwright.config.ts) needs the host demo,
// this one only storybook-static/ behind a tiny static server (MSW's service worker needs http).
import { defineConfig } from '@playwright/test';
import { findChromium } from '../scripts/ensure-chromium.mjs';

const PORT = Number(process.env.STORYBOOK_PORT ?? 6464);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Each worker loads the preview iframe once and switches stories in it; two workers use both cores.
  fullyParallel: true,
  workers: Number(process.env.STORIES_WORKERS ?? 3),
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  outputDir: '../test-results/stories-a11y',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    launchOptions: {
      // `$CHROMIUM`, else Debian's chromium-headless-shell, else chromium (scripts/ensure-chromium.mjs says why).
      executablePath: findChromium({ forTests: true }) ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `node e2e-stories/serve.mjs`,
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/iframe.html`,
    env: { PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
