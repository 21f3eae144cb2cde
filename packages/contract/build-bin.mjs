// Bundles the contract checker (bin.ts) into one file for Node, without React: the endpoint files it
// imports for their schemas also hold React hooks, which the checker never calls. React and the
// libraries built on it are replaced by an empty module, so the migration team runs the bin without
// installing the widgets' dependencies.
import { build } from 'esbuild';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const REACTISH =
  /^(react|react-dom|@tanstack\/react-query|react-bootstrap|react-hook-form|@hookform\/.*|react-datepicker|react-error-boundary|@szhsin\/react-autocomplete|@fullcalendar\/.*)(\/.*)?$/;

// Anything read from the stub, called or constructed is the stub again: module-level `createContext(…)`
// and the like evaluate harmlessly; the checker calls none of it. An ES module with every name our
// sources import from the stubbed package (found by reading them), so esbuild's named imports resolve.
const STUB = `
const stub = new Proxy(function stub() {}, {
  get: (_t, key) => (key === Symbol.toPrimitive ? () => '' : key === 'then' ? undefined : stub),
  apply: () => stub,
  construct: () => stub,
});
export default stub;
`;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = resolve(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Per stubbed package: the names our sources import from it (`import { a, b as c } from 'react'`, `React.a`). */
function importedNames() {
  const names = new Map();
  const add = (spec, name) => names.set(spec, new Set([...(names.get(spec) ?? []), name]));
  const files = ['core', 'ui', 'views'].flatMap((p) => sourceFiles(resolve(here, '..', p, 'src')));
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/import\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
      if (!REACTISH.test(m[2])) continue;
      for (const part of m[1].split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
          .trim();
        if (name && !part.trim().startsWith('type ')) add(m[2], name);
      }
    }
    for (const m of text.matchAll(/\bReact\.(\w+)/g)) add('react', m[1]);
  }
  for (const n of ['jsx', 'jsxs', 'Fragment']) add('react/jsx-runtime', n);
  return names;
}

const noReact = {
  name: 'no-react',
  setup(b) {
    const names = importedNames();
    b.onResolve({ filter: REACTISH }, (args) => ({ path: args.path, namespace: 'stub' }));
    b.onLoad({ filter: /.*/, namespace: 'stub' }, (args) => ({
      contents: `${STUB}${[...(names.get(args.path) ?? [])]
        .filter((n) => n !== 'default')
        .map((n) => `export const ${n} = stub;`)
        .join('\n')}`,
      loader: 'js',
    }));
  },
};

/** Writes the bin to `outfile`; throws when React found its way in. */
export async function buildContractBin(outfile) {
  await build({
    entryPoints: [resolve(here, 'bin.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    plugins: [noReact],
    banner: { js: '#!/usr/bin/env node' },
    minify: true,
    legalComments: 'none',
    logLevel: 'error',
  });
  const text = readFileSync(outfile, 'utf8');
  if (/react/i.test(text)) throw new Error(`${outfile}: React im Prüfprogramm (es soll ohne React laufen).`);
}
