// npm run build: the npm package, the standalone bundle, the manifest and the host demo server.
import { build } from 'esbuild';
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** A command beside the build's own steps; rejects when it fails. */
const runAsync = (cmd, args) =>
  new Promise((done, fail) =>
    spawn(cmd, args, { cwd: root, stdio: 'inherit' }).on('close', (status) =>
      status === 0 ? done() : fail(new Error(`${cmd} ${args.join(' ')} fehlgeschlagen (${status})`)),
    ),
  );

export async function loadDocs() {
  const out = resolve(root, '.tmp/docs.mjs');
  await build({
    entryPoints: [resolve(root, 'scripts/docs-source.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: out,
    logLevel: 'error',
  });
  return import(`${pathToFileURL(out).href}?t=${Date.now()}`);
}

/** A TypeScript build script, bundled for Node (its packages stay external). */
export async function loadScript(path, external) {
  const out = resolve(root, '.tmp', path.replace(/[\\/]/g, '_').replace(/\.ts$/, '.mjs'));
  await build({
    entryPoints: [resolve(root, path)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: out,
    external,
    logLevel: 'error',
  });
  return import(`${pathToFileURL(out).href}?t=${Date.now()}`);
}

export async function buildHostDemo() {
  await build({
    entryPoints: [resolve(root, 'host-demo/server.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: resolve(root, 'dist/host-demo/server.mjs'),
    external: ['msw', 'msw/*'],
    sourcemap: true,
    logLevel: 'error',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
}

export async function writeManifest() {
  const docs = await loadDocs();
  mkdirSync(resolve(root, 'dist'), { recursive: true });
  // The release the page runs, also in widgets.js's banner: what a support request names first.
  const { version } = JSON.parse(readFileSync(resolve(root, 'packages/widgets/package.json'), 'utf8'));
  writeFileSync(resolve(root, 'dist/manifest.json'), `${JSON.stringify({ version, ...docs.buildManifest() }, null, 2)}\n`);
  // For editors and tools: the Custom Elements Manifest, VS Code's HTML custom data and JetBrains'
  // web-types, beside the standalone bundle and in the npm package.
  const described = {
    'custom-elements.json': docs.customElementsManifest(),
    'vscode.html-custom-data.json': docs.vscodeCustomData(),
    'web-types.json': docs.webTypes(),
  };
  for (const dir of ['dist/standalone', 'packages/widgets/dist']) {
    mkdirSync(resolve(root, dir), { recursive: true });
    // What Bootstrap 4.6 pages lack of our Bootstrap 5 markup: the loader adds it where no Bootstrap 5 is
    // found; npm users on Bootstrap 4 import '@stempeluhr/widgets/bootstrap4.css' (docs/decisions/bootstrap.md).
    copyFileSync(resolve(root, 'packages/ui/src/bootstrap4-compat.css'), resolve(root, dir, 'bootstrap4-compat.css'));
    for (const [name, data] of Object.entries(described)) writeFileSync(resolve(root, dir, name), `${JSON.stringify(data, null, 2)}\n`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Stale chunks from an earlier build would be served and counted: start clean.
  rmSync(resolve(root, 'dist'), { recursive: true, force: true });
  // The npm package (tsup): its .d.ts bundle is most of the build's time on one core (TypeScript 5.9's
  // compiler API), so the standalone bundle, the demo server and the OpenAPI file are built meanwhile;
  // what writes into packages/widgets/dist waits for tsup (it empties that folder first).
  const npmPackage = runAsync('npx', ['tsup']);
  // The standalone bundle: Rolldown, grouped chunks, the loader with each tag's chunk list (scripts/build-standalone.ts).
  const { buildStandalone } = await loadScript('scripts/build-standalone.ts', ['rolldown', 'esbuild']);
  await buildStandalone(root);
  await buildHostDemo();
  // The server contract: OpenAPI 3.1 of the 75 calls (scripts/openapi.mjs).
  const { writeOpenApi } = await import('./openapi.mjs');
  await writeOpenApi();
  await npmPackage;
  await writeManifest();
  // The contract checker's bin in the npm package (stempeluhr-contract), bundled without React.
  const { buildContractBin } = await import('../packages/contract/build-bin.mjs');
  await buildContractBin(resolve(root, 'packages/widgets/dist/contract.mjs'));
  console.log(
    'Build fertig: packages/widgets/dist (npm), dist/standalone/widgets.js, packages/widgets/dist/contract.mjs, dist/manifest.json, dist/openapi.json, dist/host-demo/server.mjs',
  );
}
