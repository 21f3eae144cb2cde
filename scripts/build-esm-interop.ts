// One chunk for the CommonJS the standalone pages run (issue 25, requests per page).
//
// When an ES module imports a CommonJS one, Rolldown converts it where it is imported (`__toESM(require_react())`),
// with its runtime helpers. Every view chunk imports React, so every chunk needed those helpers, and Rolldown
// kept them in a chunk of their own (0.7 KiB gz): one request on every page that no grouping could remove.
// Here each CommonJS module a page imports has an ES face: React's four entry points through a module that
// converts once and re-exports each name (in React's own chunk), and the three small CommonJS helpers that
// react-bootstrap and its family import (classnames, prop-types, warning) through their ES equivalents. Then
// only React's chunk uses the helpers, and Rolldown places them in it. scripts/build-esm-interop.test.ts
// compares each face with the module it stands for.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin as RolldownPlugin } from 'rolldown';

const require = createRequire(import.meta.url);

/** React's entry points imported by ES modules, and the CommonJS files (production, development) whose names each one exports. */
export const REACT_ENTRIES: Record<string, string[]> = {
  react: ['react/cjs/react.production.js', 'react/cjs/react.development.js'],
  'react/jsx-runtime': ['react/cjs/react-jsx-runtime.production.js', 'react/cjs/react-jsx-runtime.development.js'],
  'react-dom': ['react-dom/cjs/react-dom.production.js', 'react-dom/cjs/react-dom.development.js'],
  'react-dom/client': ['react-dom/cjs/react-dom-client.production.js', 'react-dom/cjs/react-dom-client.development.js'],
};

const FACE = '\0stempeluhr-esm:';

function packageFile(file: string): string {
  const name = file.split('/')[0];
  return join(dirname(require.resolve(`${name}/package.json`)), file.slice(name.length + 1));
}

/** The names a React entry point exports, in production or development (whichever the build defines). */
export function reactEntryNames(entry: string): string[] {
  const names = new Set<string>();
  for (const file of REACT_ENTRIES[entry]) for (const name of Object.keys(require(packageFile(file)) as object)) names.add(name);
  return [...names].filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default').sort();
}

/** The ES face of a React entry point: the module once, each name on its own line (so Rolldown drops those no page uses). */
export function reactFaceSource(entry: string): string {
  return [
    `import m from ${JSON.stringify(entry)};`,
    'export default m;',
    ...reactEntryNames(entry).map((name) => `export const ${name} = /* @__PURE__ */ (() => m.${name})();`),
    '',
  ].join('\n');
}

/**
 * prop-types in production (its `factoryWithThrowingShims`): validators that do nothing when React calls
 * them and throw when called directly. React 19 no longer reads propTypes; react-bootstrap and
 * react-transition-group still declare them.
 */
export const PROP_TYPES_SOURCE = `const SECRET = 'SECRET_DO_NOT_PASS_THIS_OR_YOU_WILL_BE_FIRED';
function emptyFunction() {}
function emptyFunctionWithReset() {}
emptyFunctionWithReset.resetWarningCache = emptyFunction;
function shim(props, propName, componentName, location, propFullName, secret) {
  if (secret === SECRET) return;
  const err = new Error('Calling PropTypes validators directly is not supported by the \`prop-types\` package. Use PropTypes.checkPropTypes() to call them. Read more at http://fb.me/use-check-prop-types');
  err.name = 'Invariant Violation';
  throw err;
}
shim.isRequired = shim;
function getShim() { return shim; }
const PropTypes = {
  array: shim, bigint: shim, bool: shim, func: shim, number: shim, object: shim, string: shim, symbol: shim,
  any: shim, arrayOf: getShim, element: shim, elementType: shim, instanceOf: getShim, node: shim, objectOf: getShim,
  oneOf: getShim, oneOfType: getShim, shape: getShim, exact: getShim,
  checkPropTypes: emptyFunctionWithReset, resetWarningCache: emptyFunction,
};
PropTypes.PropTypes = PropTypes;
export default PropTypes;
`;

/** warning in production: a function that does nothing. */
export const WARNING_SOURCE = 'export default function warning() {}\n';

/** Rolldown: ES modules import React through its ES face; CommonJS (React's own `require` calls) keeps the real module. */
export const esmInteropRolldown: RolldownPlugin = {
  name: 'esm-interop',
  resolveId(source, importer, extraOptions) {
    if (extraOptions.kind !== 'import-statement' && extraOptions.kind !== 'dynamic-import') return null;
    if (importer?.startsWith(FACE)) return null;
    if (source in REACT_ENTRIES) return `${FACE}${source}`;
    if (source === 'prop-types' || source === 'warning') return `${FACE}${source}`;
    // classnames is CommonJS; clsx is its ES drop-in (react-datepicker brings it already).
    if (source === 'classnames') return require.resolve('clsx').replace(/clsx\.js$/, 'clsx.mjs');
    return null;
  },
  load(id) {
    if (!id.startsWith(FACE)) return null;
    const entry = id.slice(FACE.length);
    if (entry === 'prop-types') return PROP_TYPES_SOURCE;
    if (entry === 'warning') return WARNING_SOURCE;
    return reactFaceSource(entry);
  },
};

/** The module ids (as chunks.json names them) of the faces: they belong with React. */
export const ESM_FACE = /^stempeluhr-esm:/;
