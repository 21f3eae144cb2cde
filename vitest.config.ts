import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// Time matters in this product: every test runs on Berlin wall time.
process.env.TZ = 'Europe/Berlin';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The spec-only project's files: the acceptance test of every view against the spec-only backend, the
// mode's own unit tests, and the shared fault and write suites (issue 19: one run covers both modes —
// what survives a server that answers only what the spec shows survives our richer mock too). They run
// only there (its set-up switches the mode on before each test).
const SPEC_ONLY_TESTS = [
  'packages/widgets/src/spec-only.test.tsx',
  'mocks/spec-only/*.test.ts',
  'packages/widgets/src/faults.*.test.tsx',
  'packages/widgets/src/writes.*.test.tsx',
];
const SPEC_ONLY_NODE_TESTS = ['mocks/spec-only/*.test.ts'];

/** Test files below `dir` (relative to the root) whose source matches `pattern`. */
function testFilesWith(dir: string, pattern: RegExp): string[] {
  const root = here('.');
  const walk = (path: string): string[] =>
    readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
      if (entry.name === 'node_modules' || entry.name === 'dist') return [];
      const full = join(path, entry.name);
      if (entry.isDirectory()) return walk(full);
      return /\.test\.tsx?$/.test(entry.name) && pattern.test(readFileSync(full, 'utf8')) ? [relative(root, full)] : [];
    });
  return walk(here(`./${dir}`));
}

// The component tests share one module graph per worker (`isolate: false`): the set-up, React, MSW and
// the views are loaded once instead of once per file, which took most of vitest's time (issue 22:
// 543 → 379 s on the 2-core machine). Files that change module state for the rest of a worker run
// alone, each in its own graph: those that mock modules (vi.mock, found by scanning, so a new one is
// isolated the day it is written), define custom elements (a tag can be defined once per window, found
// the same way), reset the pickers' loaded library, or render stories: Storybook's `storybook/test` brings
// its own copy of user-event, which prepares the shared document a second time — after a story file, typing
// in later files of the worker stopped arriving (the leak hunt of 2026-11-26, docs/testing.md).
//
// In those folders, the files that only read data (no element defined, no story rendered, nothing mocked)
// share the graph too: each isolated file paid about 4 s of set-up (test/setup.ts loads the emulated
// backend, Testing Library and React again) for tests of a few milliseconds.
const READ_ONLY_IN_ISOLATED_FOLDERS = new Set([
  'packages/core/src/element/contract.types.test.ts',
  'packages/core/src/element/with-defaults.test.tsx',
  'packages/core/src/element/props.test.ts',
  'packages/core/src/element/tag-names.test.ts',
  'packages/widgets/src/registry.test.ts',
  'packages/widgets/src/reliability-matrix.test.ts',
  'stories/csf-index.test.ts',
  'stories/example-args.test.ts',
]);
const ISOLATED = [
  ...['packages/core/src/element', 'packages/widgets/src', 'stories']
    .flatMap((dir) => testFilesWith(dir, /(?:)/))
    .filter((file) => !READ_ONLY_IN_ISOLATED_FOLDERS.has(file)),
  'packages/ui/src/date-picker/lazy-picker.test.tsx',
  ...['packages', 'test'].flatMap((dir) => testFilesWith(dir, /\bvi\.mock\(|defineWidgetElements\(|customElements\.define\(/)),
];

// `npm run test:quick` (scripts/test-quick.mjs) runs the suites over every view apart, filtered to the changed
// views: with STEMPELUHR_QUICK_SHARED set (a comma list), `vitest related` leaves them out.
// `npm test` (scripts/test.mjs) sets STEMPELUHR_STORIES_IN_BROWSER: every story is rendered, played and
// checked in Chromium there (e2e-stories/stories-a11y.spec.ts), so the jsdom rendering of the same stories
// is left out of that run (it stays in `npm run test:unit` and, for the changed views, `npm run test:quick`).
const QUICK_LEFT_OUT = [
  ...(process.env.STEMPELUHR_QUICK_SHARED?.split(',')
    .filter(Boolean)
    .map((start) => `${start}*`) ?? []),
  ...(process.env.STEMPELUHR_STORIES_IN_BROWSER ? ['stories/stories.render.test.tsx'] : []),
];

// The Node files: the emulated backend, the demo server, the build scripts, and every test file that asks for
// Node itself (`@vitest-environment node`: the README and docs check, the contract checker, the API baseline…).
const NODE_TESTS = [
  'mocks/**/*.test.ts',
  'host-demo/**/*.test.ts',
  'scripts/**/*.test.ts',
  ...['packages', 'test'].flatMap((dir) => testFilesWith(dir, /@vitest-environment node\b/)),
];

// The suites over every view (their parts `*.N.test.tsx`, and the spec-only acceptance) take 30–40 s a
// file: they start first, so the short files fill the workers around them instead of the long ones
// forming the tail of the run. Vitest's own order puts its projects by name (spec-only last) and, without
// its cache of earlier runs (a fresh clone in CI), keeps the rest as found.
const LONG_FIRST = /packages\/widgets\/src\/(?:[a-z-]+\.\d+|spec-only)\.test\.tsx$/;
class LongSuitesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((f) => LONG_FIRST.test(f.moduleId)), ...sorted.filter((f) => !LONG_FIRST.test(f.moduleId))];
  }
}

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@mocks': here('./mocks'),
      '@test': here('./test'),
      '@stories': here('./stories'),
    },
  },
  test: {
    globals: true,
    setupFiles: ['./test/setup.ts'],
    css: false,
    testTimeout: 30_000,
    // A focused test (`.only`) would silently drop every other test: refused everywhere, not only in CI.
    allowOnly: false,
    // Vitest runs cores − 1 workers by default: one on the 2-core CI machine, where the main process is
    // idle while the files run. The suites wait a lot (the emulated backend's answers, transitions, the
    // timers a view runs): two workers used 44 % of the two cores (381 s of CPU in 437 s); three left 22 %
    // idle (249 s), four 14 % (228 s, 2026-11-26).
    maxWorkers: 4,
    restoreMocks: true,
    sequence: { sequencer: LongSuitesFirst },
    // Two projects, as Vitest recommends for mixed suites: the emulated backend, the demo server and the
    // build checks need no DOM and run in Node (faster, and a DOM global cannot hide a server bug);
    // components, views, elements and stories run in jsdom.
    projects: [
      // The Node files share one module graph per worker too: isolated, each paid test/setup.ts again (about
      // 4 s: the emulated backend, Testing Library, React) for tests of a few milliseconds; the project took
      // 62 s and 116 s of CPU alone, shared 23 s and 40 s (2026-12-07). Every test starts from resetDb() anyway.
      {
        extends: true,
        test: { name: 'node', environment: 'node', isolate: false, include: NODE_TESTS, exclude: [...SPEC_ONLY_TESTS, ...QUICK_LEFT_OUT] },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          isolate: false,
          include: ['packages/**/*.test.{ts,tsx}', 'stories/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          exclude: [...NODE_TESTS, ...SPEC_ONLY_TESTS, ...ISOLATED, ...QUICK_LEFT_OUT],
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom-isolated',
          environment: 'jsdom',
          include: ISOLATED,
          exclude: [...NODE_TESTS, ...SPEC_ONLY_TESTS, ...QUICK_LEFT_OUT],
        },
      },
      {
        extends: true,
        test: {
          name: 'spec-only',
          environment: 'jsdom',
          include: SPEC_ONLY_TESTS,
          exclude: [...SPEC_ONLY_NODE_TESTS, ...QUICK_LEFT_OUT],
          setupFiles: ['./test/setup-spec-only.ts'],
        },
      },
      // The spec-only mode's own unit tests need no DOM: in Node, sharing one graph (each isolated jsdom file paid
      // about 4 s of set-up for tests of milliseconds).
      {
        extends: true,
        test: {
          name: 'spec-only-node',
          environment: 'node',
          isolate: false,
          include: SPEC_ONLY_NODE_TESTS,
          exclude: QUICK_LEFT_OUT,
          setupFiles: ['./test/setup-spec-only.ts'],
        },
      },
    ],
    // Printed by `npm run test:coverage` for reading, not as a gate: which code no test runs.
    coverage: {
      provider: 'v8',
      include: ['packages/*/src/**', 'mocks/**', 'host-demo/**'],
      exclude: ['**/*.test.{ts,tsx}', '**/*.fixtures.ts', '**/*.generated.ts', '**/*.stories.tsx'],
      reporter: ['text-summary', ['json-summary', { file: 'coverage-summary.json' }]],
      reportsDirectory: '.tmp/coverage',
    },
  },
});
