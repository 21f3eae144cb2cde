import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/ensure-chromium.mjs';
import { DEMO_NOW } from './e2e/support/clock';

const PORT = Number(process.env.E2E_PORT ?? 3123);

// Four projects, each with its own demo server: the flows of a project share its server's state (they
// reset it), so they run one after the other; the projects run side by side. The flows are split in three
// parts of about the same time (2½ minutes each on the 2-core machine), each with a spec-only server of its
// own (a new flow file joins `flows`): one part in a row was the floor of the whole run. The page walks (axe
// with the strict policy, Bootstrap 4.6) get a server of their own and three workers.
const PAGE_WALKS = ['a11y.spec.ts', 'csp.spec.ts', 'bootstrap4.spec.ts'];
const FLOWS_2 = ['keyboard.spec.ts', 'platform.spec.ts', 'admin.spec.ts'];
const FLOWS_3 = ['time-anywhere.spec.ts', 'vue2-migration.spec.ts', 'scheduling.spec.ts', 'beyond.spec.ts', 'tabs.spec.ts', 'team.spec.ts'];
// The flows run against the spec-only backend (issue 19): answers cut to what the specification shows,
// with Laravel's value types, 404 outside the 75 calls — what survives that survives our richer mock too,
// so the flows run once. The page walks (axe, CSP, Bootstrap 4.6) look at the full demo data.
const server = (port: number, specOnly = false) => ({
  command: `node host-demo/start.mjs`,
  url: `http://127.0.0.1:${port}/`,
  env: { PORT: String(port), DEMO_LATENCY: '0', DEMO_NOW, DEMO_SPEC_ONLY: specOnly ? '1' : '0' },
  reuseExistingServer: false,
  timeout: 120_000,
});

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two at once, one per core. Five (three flow parts and two of the page walks' three) were faster on the
  // machine of 2026-11-26 (249 s), but on that of 2026-12-05 they took 639 s and six long flows ran past their
  // timeouts (a page walk's test 31 s instead of 5 s alone); two took 576 s with none.
  workers: 2,
  retries: 0,
  // A forgotten test.only must not silently skip the rest, in CI or anywhere.
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // What a failure leaves behind in test-results/: the trace (npx playwright show-trace: every action with
    // the DOM before and after it, the console, the network) and a screenshot. The trace's screencast (a
    // JPEG of every frame, kept only when a test fails) cost a fifth of the run's CPU: 326 → 258 s.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
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
  projects: [
    {
      name: 'flows',
      testIgnore: [...PAGE_WALKS, ...FLOWS_2, ...FLOWS_3, 'screens/**'],
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${PORT}` },
    },
    { name: 'flows-2', testMatch: FLOWS_2, workers: 1, use: { baseURL: `http://127.0.0.1:${PORT + 2}` } },
    { name: 'flows-3', testMatch: FLOWS_3, workers: 1, use: { baseURL: `http://127.0.0.1:${PORT + 3}` } },
    // The walks only read (dialogs are opened and closed, nothing saved), so the axe walk and the Bootstrap 4.6
    // walk share their server and run side by side, each view's test on whichever worker is free.
    // No trace here: a walk's failure names the view, the axe rule or the layout finding and keeps its screenshot,
    // and the walk is read-only, so it is found again by running it; recording the trace of all 75 cost a fifth of
    // the walks' time (138 → 111 s alone, 2026-12-06). The flows keep theirs (a lost click was found in one).
    {
      name: 'page-walks',
      testMatch: PAGE_WALKS,
      fullyParallel: true,
      workers: 3,
      use: { baseURL: `http://127.0.0.1:${PORT + 1}`, trace: 'off' },
    },
  ],
  webServer: [server(PORT, true), server(PORT + 1), server(PORT + 2, true), server(PORT + 3, true)],
});
