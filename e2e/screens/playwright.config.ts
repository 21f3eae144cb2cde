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
    // The demo's own clock is the browser's (no DEMO_NOW): the pages look as a designer sees them today.
    env: { PORT: String(PORT), DEMO_LATENCY: '0' },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
