import { existsSync, readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';
import { defineConfig, type Options } from 'tsup';
import {
  axiosTrimmed,
  axiosWithoutFetch,
  dateFnsGermanDefault,
  datepickerCssWithLibrary,
  zodWithoutJsonSchema,
} from './scripts/build-trims';

/**
 * The standalone chunks only: `import { Modal } from 'react-bootstrap'` becomes
 * `import Modal from 'react-bootstrap/esm/Modal.js'`. esbuild's code splitting follows a barrel's
 * named re-exports file by file, so through react-bootstrap's index every page got every component
 * some other page uses (flash-message carried Modal, Popper and Toast: +23 KiB gz). The sources keep
 * the barrel: react-bootstrap's folders are CommonJS under Node, which npm users' SSR would load.
 */
const reactBootstrapByModule: Plugin = {
  name: 'react-bootstrap-by-module',
  setup(build) {
    build.onLoad({ filter: /[\\/]packages[\\/].*\.tsx?$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes("from 'react-bootstrap'")) return undefined;
      const contents = source.replace(/import \{([^}]*)\} from 'react-bootstrap';/g, (whole, names: string) => {
        const list = names
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean);
        if (!list.every((n) => /^[A-Z]\w*$/.test(n) && existsSync(`node_modules/react-bootstrap/esm/${n}.js`))) return whole;
        return list.map((n) => `import ${n} from 'react-bootstrap/esm/${n}.js';`).join('\n');
      });
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

// What the npm package leaves to the app: React as a peer, the libraries as dependencies.
const npmExternal = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  /^@tanstack\//,
  'axios',
  /^date-fns/,
  /^@date-fns\//,
  /^react-hook-form/,
  /^@hookform\//,
  /^react-datepicker/,
  /^@fullcalendar\//,
  /^zod/,
  '@szhsin/react-autocomplete',
  /^react-bootstrap/,
  'react-error-boundary',
];

const production = { 'process.env.NODE_ENV': '"production"' };

/**
 * The browsers employees use (README, "Browsers"): current Chrome and Edge, Firefox ESR, Safari on iOS.
 * The oldest of each that the support matrix still covers; esbuild lowers only what they lack.
 */
const BROWSERS = ['chrome120', 'edge120', 'firefox115', 'safari16.4'];

/** The release, in the first line of widgets.js and runtime.js (fixed names: a page's source says which release it runs). */
const VERSION = (JSON.parse(readFileSync('packages/widgets/package.json', 'utf8')) as { version: string }).version;
const versionBanner = { js: `/*! @stempeluhr/widgets ${VERSION} */` };

const npmPackage: Options = {
  name: 'npm',
  entry: { index: 'packages/widgets/src/index.ts' },
  outDir: 'packages/widgets/dist',
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  dts: {
    resolve: [/^@stempeluhr\//],
    compilerOptions: {
      composite: false,
      types: [],
      baseUrl: '.',
      paths: {
        '@stempeluhr/core': ['packages/core/src/index.ts'],
        '@stempeluhr/ui': ['packages/ui/src/index.ts'],
        '@stempeluhr/views': ['packages/views/src/index.ts'],
        '@stempeluhr/views/registry': ['packages/views/src/registry.generated.ts'],
        '@stempeluhr/views/contracts': ['packages/views/src/contracts.generated.ts'],
      },
    },
  },
  sourcemap: true,
  clean: true,
  splitting: true,
  external: npmExternal,
  noExternal: [/^@stempeluhr\//],
};

/** The classic <script src> loader: no React, defines the 34 tags, imports the runtime on demand. */
export const standaloneLoader: Options = {
  name: 'loader',
  // `npm run dev` only: the build (scripts/build-standalone.ts) writes dist/standalone/chunks.json instead.
  metafile: true,
  entry: { widgets: 'packages/widgets/src/standalone/loader.ts' },
  outDir: 'dist/standalone',
  format: ['iife'],
  banner: versionBanner,
  target: BROWSERS,
  platform: 'browser',
  minify: true,
  sourcemap: true,
  clean: false,
  noExternal: [/.*/],
  define: production,
  outExtension: () => ({ js: '.js' }),
};

/** React, the shared client and each view as its own ES module chunk, found next to widgets.js. */
export const standaloneRuntime: Options = {
  name: 'runtime',
  metafile: true,
  entry: { runtime: 'packages/widgets/src/standalone/runtime.ts' },
  outDir: 'dist/standalone',
  format: ['esm'],
  banner: versionBanner,
  target: BROWSERS,
  // widgets.js and runtime.js keep their names (pages and the loader name them); every other chunk is
  // named by its content, so a deploy never serves an open tab a new chunk under an old name.
  esbuildOptions(options) {
    options.chunkNames = 'chunks/[name]-[hash]';
    options.assetNames = 'assets/[name]-[hash]';
  },
  platform: 'browser',
  splitting: true,
  minify: true,
  sourcemap: true,
  clean: false,
  noExternal: [/.*/],
  define: production,
  esbuildPlugins: [
    reactBootstrapByModule,
    axiosWithoutFetch,
    axiosTrimmed,
    dateFnsGermanDefault,
    datepickerCssWithLibrary,
    zodWithoutJsonSchema,
  ],
  outExtension: () => ({ js: '.js' }),
};

// The standalone bundle is built by scripts/build-standalone.ts (Rolldown; docs/decisions/bundling.md);
// these two configurations build it for `npm run dev` (tsup.dev.config.ts), without chunk lists.
export default defineConfig([npmPackage]);
