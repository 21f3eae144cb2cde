import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3123);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A forgotten test.only must not silently skip the rest in CI.
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // What a failure leaves behind in test-results/: the trace (npx playwright show-trace) and a screenshot.
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    command: `node host-demo/start.mjs`,
    url: `http://127.0.0.1:${PORT}/`,
    env: { PORT: String(PORT), DEMO_LATENCY: '0', DEMO_NOW: '2026-11-23T09:30:00+01:00' },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
