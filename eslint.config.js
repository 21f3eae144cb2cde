// Lint rules hold the architecture, so nobody has to remember it:
// core <- ui <- views <- widgets, no area of views imports another, no raw HTML from strings.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';

const AREAS = ['timetracking', 'admin', 'team', 'scheduling', 'service', 'telephone', 'tools'];

// Dialogs take the Modal of @stempeluhr/ui, whose Tab order wraps inside the dialog at once.
const bootstrapModal = {
  name: 'react-bootstrap',
  importNames: ['Modal'],
  message: 'Use Modal from @stempeluhr/ui: it keeps Tab inside the dialog.',
};
const deepBootstrap = {
  group: ['react-bootstrap/*'],
  message: "Import from 'react-bootstrap' by name: its folders are not ES modules in Node (npm users' SSR).",
};

const upward = (...names) => names.flatMap((n) => [`@stempeluhr/${n}`, `@stempeluhr/${n}/*`, `**/packages/${n}/**`, `**/${n}/src/**`]);

/** What product code never does (every package). */
const PRODUCT_SYNTAX = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Server text is shown as text, never as HTML.' },
  {
    selector: "MemberExpression[property.name='innerHTML'][parent.type='AssignmentExpression']",
    message: 'No HTML from strings in product code.',
  },
  {
    selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
    message: "Use `import * as z from 'zod'`: the named `z` keeps all of zod (450 KB) in the bundle.",
  },
  { selector: "CallExpression[callee.name='eval']", message: 'No eval: the host pages run a strict CSP.' },
  { selector: "NewExpression[callee.name='Function']", message: 'No new Function: the host pages run a strict CSP.' },
];

/**
 * Issue 24 point 5: a view never formats a duration, balance or number by hand; core's formatters do
 * (formatHours `8:57 h`, formatBalance `+0:57 h`, formatMinutes, formatNumber, formatDuration, formatClock).
 */
const FIGURE_MESSAGE =
  'Format durations, balances and numbers with the formatters of @stempeluhr/core (formatHours, formatBalance, formatMinutes, formatNumber, formatDuration, formatClock, formatTimeField, weekKey, monthKey), never by hand.';
const FIGURE_SYNTAX = [
  { selector: "CallExpression[callee.property.name='padStart'][arguments.0.value=2]", message: FIGURE_MESSAGE },
  { selector: "CallExpression[callee.property.name='toFixed']", message: FIGURE_MESSAGE },
  { selector: "CallExpression[callee.property.name='toLocaleString']", message: FIGURE_MESSAGE },
];

/** View folders that still format figures by hand (issue 24): remove a folder once it uses core's formatters. */
/** @type {string[]} */
const FIGURE_PENDING_VIEWS = [];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'stories/public/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // React's own hook rules in full (the compiler-era set: purity, refs in render, set-state in effects …).
  reactHooks.configs.flat['recommended-latest'],
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  ...storybook.configs['flat/recommended'],
  // Every story names itself in German (`name: 'Dienstreise läuft'`; stories.test.tsx requires it), also
  // where Storybook would happen to derive the same words from the export name.
  { files: ['stories/**', '**/*.stories.tsx'], rules: { 'storybook/no-redundant-story-name': 'off' } },
  { files: ['**/*.test.tsx', '**/*.suite.tsx', 'test/**/*.tsx'], ...testingLibrary.configs['flat/react'] },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-restricted-syntax': ['error', ...PRODUCT_SYNTAX],
    },
  },
  {
    files: ['packages/core/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: upward('ui', 'views', 'widgets'), message: 'core depends on nothing of ours.' }, deepBootstrap] },
      ],
    },
  },
  {
    files: ['packages/ui/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: upward('views', 'widgets'), message: 'ui may use core only.' }, deepBootstrap] },
      ],
    },
  },
  ...AREAS.flatMap((area) => {
    const areaPatterns = [
      { group: upward('widgets'), message: 'views may use ui and core only.' },
      deepBootstrap,
      {
        group: AREAS.filter((a) => a !== area).map((a) => `**/${a}/**`),
        message: `An area of views never imports another; move what ${area} shares down into ui or core.`,
      },
    ];
    const noAxios = { group: ['axios'], message: 'Views call the API through their area’s api/ files and the one client from core.' };
    return [
      {
        files: [`packages/views/src/${area}/**`],
        ignores: [`packages/views/src/${area}/api/**`, '**/*.test.{ts,tsx}', '**/*.stories.tsx'],
        rules: { 'no-restricted-imports': ['error', { paths: [bootstrapModal], patterns: [...areaPatterns, noAxios] }] },
      },
      {
        files: [`packages/views/src/${area}/api/**`, `packages/views/src/${area}/**/*.test.{ts,tsx}`],
        rules: { 'no-restricted-imports': ['error', { paths: [bootstrapModal], patterns: areaPatterns }] },
      },
    ];
  }),
  {
    // The shared domain layer (clocking rules and dialog) serves every area and imports none.
    files: ['packages/views/src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [bootstrapModal],
          patterns: [
            { group: upward('widgets'), message: 'views may use ui and core only.' },
            deepBootstrap,
            { group: AREAS.map((a) => `**/${a}/**`), message: 'The domain layer is shared by every area and imports none of them.' },
          ],
        },
      ],
    },
  },
  {
    // Issue 24 point 5: no view formats a figure by hand. The folders still listed in
    // FIGURE_PENDING_VIEWS do (see /work/brief/F-READY); each leaves the list when it is fixed.
    files: ['packages/views/src/**'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.stories.tsx',
      '**/*.fixtures.ts',
      'packages/views/src/*/api/**',
      ...FIGURE_PENDING_VIEWS.map((folder) => `packages/views/src/${folder}/**`),
    ],
    rules: { 'no-restricted-syntax': ['error', ...PRODUCT_SYNTAX, ...FIGURE_SYNTAX] },
  },
  {
    files: ['mocks/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@stempeluhr/ui', '@stempeluhr/views', '@stempeluhr/widgets', '**/packages/ui/**', '**/packages/views/**'],
              message: 'mocks share only the wire types with core.',
            },
          ],
        },
      ],
    },
  },
  {
    // Testing Library's set, with two rules off where they do not fit what these tests check:
    // - no-node-access: the legend and state colours of day cells and rows (FullCalendar's cells by
    //   data-date, a row's bg-*-subtle class), the list item around a found name, and the custom element
    //   host with its light DOM (define, contract, faults, reliability suites) have no role to query by.
    //   Every other lookup goes through roles, labels and text.
    // - no-container in the story check: it asserts over a whole story's DOM (no busy marker left, some
    //   text shown), not one element a user would look for.
    files: ['**/*.test.tsx', '**/*.suite.tsx', 'test/**/*.tsx'],
    rules: { 'testing-library/no-node-access': 'off' },
  },
  {
    files: ['stories/stories.render.test.tsx'],
    rules: { 'testing-library/no-container': 'off' },
  },
  {
    // A suite's body shared by its parts (`*.suite.tsx`, imported by `*.N.test.tsx`) is test code too.
    files: ['**/*.test.{ts,tsx}', '**/*.suite.tsx', 'e2e/**', 'test/**', 'stories/**', '**/*.stories.tsx'],
    rules: { 'no-restricted-syntax': ['error', { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Never.' }] },
  },
);
