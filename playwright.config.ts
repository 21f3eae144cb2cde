import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3123);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
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
