// Installs the packed npm tarball into a fresh React + TypeScript project, type-checks an app that
// imports a view, and renders it: a file missing from the package is a bug no unit test sees.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const rootPkg = JSON.parse((await import('node:fs')).readFileSync(join(root, 'package.json'), 'utf8'));
const sh = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] }).toString();

const packDir = join(root, '.tmp/pack');
rmSync(packDir, { recursive: true, force: true });
mkdirSync(packDir, { recursive: true });
sh('npm', ['pack', '--workspace', 'packages/widgets', '--pack-destination', packDir, '--silent'], root);
const tarball = join(
  packDir,
  readdirSync(packDir).find((f) => f.endsWith('.tgz')),
);

// Package hygiene as the tools people use judge it: publint (exports, files, fields) and
// "Are the types wrong?" (types resolve for every entry under Node 16+ and bundlers; the package is
// ESM only, so node10 and require() are out of scope; style.css and bootstrap4.css have no types by nature).
const bin = (name) => join(root, 'node_modules/.bin', name);
process.stdout.write(sh(bin('publint'), ['run', 'packages/widgets', '--strict'], root));
process.stdout.write(
  sh(
    bin('attw'),
    [
      tarball,
      '--profile',
      'esm-only',
      '--exclude-entrypoints',
      './style.css',
      './bootstrap4.css',
      '--format',
      'table-flipped',
      '--no-color',
    ],
    root,
  ),
);
const widgetsPkg = JSON.parse((await import('node:fs')).readFileSync(join(root, 'packages/widgets/package.json'), 'utf8'));
if (
  widgetsPkg.license !== 'UNLICENSED' ||
  !widgetsPkg.publishConfig?.registry ||
  widgetsPkg.publishConfig.registry.includes('registry.npmjs.org')
) {
  throw new Error('packages/widgets: an unlicensed package publishes to the company registry only (publishConfig.registry)');
}

const app = mkdtempSync(join(tmpdir(), 'stempeluhr-consumer-'));
try {
  const v = (name) => (rootPkg.dependencies[name] ?? rootPkg.devDependencies[name]).replace(/^\^/, '');
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'consumer',
      private: true,
      type: 'module',
      dependencies: { '@stempeluhr/widgets': `file:${tarball}`, react: v('react'), 'react-dom': v('react-dom') },
      devDependencies: { typescript: v('typescript'), '@types/react': v('@types/react'), '@types/react-dom': v('@types/react-dom') },
    }),
  );
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        jsx: 'react-jsx',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        target: 'ES2022',
        lib: ['ES2022', 'DOM'],
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      include: ['app.tsx'],
    }),
  );
  writeFileSync(
    join(app, 'app.tsx'),
    `import { FlashMessage, MultiUserSelection, TAG_NAMES, type FlashMessageProps, type TagName } from '@stempeluhr/widgets';
const props: FlashMessageProps = { message: 'Eintrag erfolgreich gespeichert', type: 'info' };
export const first: TagName = TAG_NAMES[0];
export const app = (<div><FlashMessage {...props} /><MultiUserSelection options={[{ id: 1, dn: 'Anna' }]} /></div>);
// The tags are typed too: the element's props as DOM properties, the attributes in JSX.
const flash = document.querySelector('flash-message');
if (flash) flash.message = 'Neu gesetzt';
export const tags = (<div><flash-message message="Gespeichert" type="warning" /><week-overview mode="monthly" year="2026" month="2" /></div>);
// @ts-expect-error -- an enum value the contract does not allow
export const wrong = <flash-message message="x" type="lila" />;
`,
  );
  writeFileSync(
    join(app, 'render.mjs'),
    `import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { FlashMessage, TAG_NAMES } from '@stempeluhr/widgets';
const html = renderToString(createElement(FlashMessage, { message: 'Hallo aus dem Paket', type: 'info' }));
if (!html.includes('Hallo aus dem Paket') || !html.includes('alert-info')) { console.error(html); process.exit(1); }
if (TAG_NAMES.length !== 34) process.exit(1);
console.log('rendered:', html.length, 'chars');
`,
  );
  sh('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app);
  sh(join(app, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], app);
  process.stdout.write(sh(process.execPath, ['render.mjs'], app));
  const files = sh('tar', ['-tzf', tarball], app).split('\n');
  for (const needed of [
    'package/dist/index.js',
    'package/dist/index.d.ts',
    'package/dist/index.css',
    'package/dist/bootstrap4-compat.css',
    'package/package.json',
    'package/dist/custom-elements.json',
    'package/dist/vscode.html-custom-data.json',
    'package/dist/web-types.json',
    'package/dist/contract.mjs',
  ]) {
    if (!files.includes(needed)) throw new Error(`missing from the package: ${needed}`);
  }
  // The contract checker's bin runs from the installed package (npx stempeluhr-contract check FILE):
  // a file that is no HAR exits 2 with its German message, an empty recording exits 0.
  writeFileSync(join(app, 'empty.har'), JSON.stringify({ log: { version: '1.2', entries: [] } }));
  writeFileSync(join(app, 'no.har'), 'kein HAR');
  const contract = join(app, 'node_modules/.bin/stempeluhr-contract');
  process.stdout.write(sh(contract, ['check', 'empty.har'], app));
  try {
    sh(contract, ['check', 'no.har'], app);
    throw new Error('stempeluhr-contract: a file that is no HAR must exit 2');
  } catch (error) {
    if (error.status !== 2) throw error;
  }
  console.log('1 passed, 0 failed: pack test (install, type check, render, contract bin)');
} finally {
  rmSync(app, { recursive: true, force: true });
}
