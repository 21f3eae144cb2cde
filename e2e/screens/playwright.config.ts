// npm run screenshots: e2e/screens/screens.spec.ts against its own demo server (full demo data).
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

const PORT = Number(process.env.E2E_PORT ?? 3133);

export default defineConfig({
  ...base,
  testDir: '.',
  workers: 1,
  projects: undefined,
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: 'node host-demo/start.mjs',
    cwd: '../..',
    url: `http://127.0.0.1:${PORT}/`,
    env: { PORT: String(PORT), DEMO_LATENCY: '0', DEMO_NOW: '2026-11-23T09:30:00+01:00' },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
