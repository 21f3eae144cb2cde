// What the standalone pages never run, left out of their chunks (issue 25). Each plugin replaces one
// module of a library by a smaller one with the same exports; test/build-trims.test.ts fails when a
// library update moves or renames the module, so a trim never silently stops working.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { transformSync, type Plugin } from 'esbuild';
import type { Plugin as RolldownPlugin } from 'rolldown';

const require = createRequire(import.meta.url);

const TRIM = 'stempeluhr-trim';

/**
 * axios picks the first adapter a browser supports from ['xhr', 'http', 'fetch']: on a page that is
 * always xhr, so its fetch adapter (about 4 KiB gz) is dead code. It is replaced by one that says
 * "not supported here", as axios's own adapters do in an environment without fetch.
 */
export const axiosWithoutFetch: Plugin = {
  name: 'axios-without-fetch',
  setup(build) {
    build.onResolve({ filter: /^\.\/fetch\.js$/ }, (args) =>
      /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(args.importer) ? { path: 'axios-fetch', namespace: TRIM } : undefined,
    );
    build.onLoad({ filter: /^axios-fetch$/, namespace: TRIM }, () => ({
      contents: 'export const getFetch = () => false;\nexport default false;\n',
      loader: 'js',
    }));
  },
};

const AXIOS_MISSING =
  'const missing = (what) => { throw new Error("axios: " + what + " ist im Browser-Build von @stempeluhr/widgets nicht enthalten"); };\n';

/**
 * axios's params, the flat way our calls pass them (`{ year, month, isApi: true }`): the same pairs and the
 * same encoding as axios's own AxiosURLSearchParams, which reads them through `toFormData`. A nested object
 * as a param is not ours to send; it throws. test: scripts/build-trims.test.ts compares both on many shapes.
 */
const AXIOS_FLAT_PARAMS = `${AXIOS_MISSING}
const charMap = { '!': '%21', "'": '%27', '(': '%28', ')': '%29', '~': '%7E', '%20': '+' };
const encode = (str) => encodeURIComponent(str).replace(/[!'()~]|%20/g, (match) => charMap[match]);
const isVisitable = (value) =>
  Array.isArray(value) || (value !== null && typeof value === 'object' && [null, Object.prototype].includes(Object.getPrototypeOf(value)));
const convert = (value) => (value instanceof Date ? value.toISOString() : typeof value === 'boolean' ? String(value) : value);
function AxiosURLSearchParams(params) {
  this._pairs = [];
  if (!params) return;
  if (typeof params !== 'object' && typeof params !== 'function') throw new TypeError('target must be an object');
  for (const key of Object.keys(params)) {
    const value = params[key];
    if (value === undefined || value === null) continue;
    const name = key.trim();
    if (Array.isArray(value) && !value.some(isVisitable) && !name.endsWith('{}')) {
      for (const item of value) if (item !== undefined && item !== null) this.append(name.replace(/\\[\\]$/, '') + '[]', convert(item));
    } else if (isVisitable(value)) missing('ein verschachtelter Parameter (' + name + ')');
    else this.append(name, convert(value));
  }
}
AxiosURLSearchParams.prototype.append = function append(name, value) {
  this._pairs.push([name, value]);
};
AxiosURLSearchParams.prototype.toString = function toString(encoder) {
  const _encode = encoder ? (value) => encoder.call(this, value, encode) : encode;
  return this._pairs.map((pair) => _encode(pair[0]) + '=' + _encode(pair[1])).join('&');
};
export default AxiosURLSearchParams;
`;

/**
 * axios's modules that a page of ours never runs, each replaced by one with the same exports (about 3 KiB gz
 * on every page with a server call). Our one client (packages/core/src/http/client.ts) sends JSON or a
 * URLSearchParams body and flat params, sets X-XSRF-TOKEN itself (`withXSRFToken: false`, so axios never
 * reads a cookie or compares origins), cancels through AbortSignal, and never asks for progress events or
 * axios's status-code table. What stands in throws when called, so a later use shows at once.
 */
/** What axios's `platform/common/utils.js` exports (the test compares it with the module). */
export const AXIOS_PLATFORM_UTILS = 'hasBrowserEnv, hasStandardBrowserWebWorkerEnv, hasStandardBrowserEnv, navigator, origin';

export const AXIOS_TRIMMED_MODULES: Record<string, string> = {
  'helpers/AxiosURLSearchParams.js': AXIOS_FLAT_PARAMS,
  'helpers/toFormData.js': `${AXIOS_MISSING}export const DEFAULT_FORM_DATA_MAX_DEPTH = 100;\nexport default () => missing('toFormData');\n`,
  'helpers/formDataToJSON.js': `${AXIOS_MISSING}export default () => missing('formDataToJSON');\n`,
  'helpers/toURLEncodedForm.js': `${AXIOS_MISSING}export default () => missing('toURLEncodedForm (ein Objekt als Formular)');\n`,
  'helpers/progressEventReducer.js': `${AXIOS_MISSING}const none = () => missing('Fortschritts-Ereignisse');\nexport const progressEventReducer = none;\nexport const progressEventDecorator = none;\nexport const asyncDecorator = none;\n`,
  'helpers/cookies.js': `${AXIOS_MISSING}const none = () => missing('cookies (withXSRFToken)');\nexport default { read: none, write: none, remove: none };\n`,
  'helpers/isURLSameOrigin.js': `${AXIOS_MISSING}export default () => missing('isURLSameOrigin (withXSRFToken)');\n`,
  'helpers/HttpStatusCode.js': 'export default Object.freeze({});\n',
  'cancel/CancelToken.js': `${AXIOS_MISSING}export default class CancelToken {\n  constructor() { missing('CancelToken'); }\n  static source() { missing('CancelToken'); }\n}\n`,
  // The same object without `import * as utils` (a namespace object as a value needs Rolldown's runtime
  // helpers in the chunk: build-esm-interop.ts). AXIOS_PLATFORM_UTILS are common/utils.js's exports.
  'platform/index.js': `import platform from './node/index.js';\nimport { ${AXIOS_PLATFORM_UTILS} } from './common/utils.js';\nexport default { ${AXIOS_PLATFORM_UTILS}, ...platform };\n`,
};

const AXIOS_LIB = /[\\/]node_modules[\\/]axios[\\/]lib[\\/](.+)$/;

/** The stand-in of an axios module, or null when the module stays as it is. */
export function axiosTrimmedModule(path: string): string | null {
  const relative = AXIOS_LIB.exec(path)?.[1].replace(/\\/g, '/');
  return relative ? (AXIOS_TRIMMED_MODULES[relative] ?? null) : null;
}

/** esbuild (`npm run dev`): the axios modules above replaced. */
export const axiosTrimmed: Plugin = {
  name: 'axios-trimmed',
  setup(build) {
    build.onLoad({ filter: /[\\/]axios[\\/]lib[\\/].+\.js$/ }, (args) => {
      const contents = axiosTrimmedModule(args.path);
      return contents === null ? undefined : { contents, loader: 'js' };
    });
  },
};

/**
 * date-fns formats with en-US unless told otherwise; every call of ours passes `de`, which the pages
 * load anyway. Its default locale is German here, so en-US (about 3 KiB gz) stays out.
 */
export const dateFnsGermanDefault: Plugin = {
  name: 'date-fns-german-default',
  setup(build) {
    build.onResolve({ filter: /_lib\/defaultLocale\.js$/ }, (args) =>
      /[\\/]date-fns[\\/]/.test(args.importer) ? { path: 'date-fns-default-locale', namespace: TRIM } : undefined,
    );
    build.onLoad({ filter: /^date-fns-default-locale$/, namespace: TRIM }, () => ({
      contents: "export { de as defaultLocale } from 'date-fns/locale/de';\n",
      loader: 'js',
      resolveDir: process.cwd(),
    }));
  },
};

/** The three rules of react-datepicker's stylesheet the pickers' stand-in needs before the library loads. */
const STAND_IN_RULE = /^\.react-datepicker(-wrapper|__input-container|__sr-only)\b/;

/** react-datepicker's stylesheet split in two: the stand-in's rules (for runtime.css) and the whole sheet (minified). */
export function datepickerStylesheet(): { standIn: string; full: string; file: string } {
  const full = transformSync(readFileSync(join(dirname(require.resolve('react-datepicker')), 'react-datepicker.css'), 'utf8'), {
    loader: 'css',
    minify: true,
  }).code;
  const standIn = [...full.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .filter(([, selectors]) => selectors.split(',').every((s) => STAND_IN_RULE.test(s.trim())))
    .map(([rule]) => rule)
    .join('\n');
  const hash = createHash('sha256').update(full).digest('base64url').replace(/[-_]/g, '').slice(0, 8).toUpperCase();
  return { standIn, full, file: `picker-${hash}.css` };
}

/**
 * react-datepicker tries `require("date-fns-tz")` for its optional time zones, in a try/catch that falls
 * back to none. A browser page has no `require`, so it always falls back; written as a throw, the chunk no
 * longer needs Rolldown's `__require` helper (build-esm-interop.ts). Throws at build time when a library
 * update changes the line, so the trim never silently stops.
 */
export function withoutOptionalRequire(code: string): string {
  const line = 'dateFnsTz = require(dateFnsTzModuleName);';
  if (code.split(line).length !== 2) throw new Error(`react-datepicker: "${line}" nicht genau einmal gefunden`);
  return code.replace(line, 'throw new Error(dateFnsTzModuleName);');
}

/** react-datepicker's module, then: add the whole sheet beside this chunk and wait for it (at most 3 s). */
function withPickerSheet(code: string, file: string): string {
  return `${code}
await new Promise((done) => {
  const href = new URL(${JSON.stringify(file)}, import.meta.url).href;
  if ([...document.styleSheets].some((s) => s.href === href)) return done();
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  link.onload = link.onerror = () => done();
  setTimeout(done, 3000);
  document.head.appendChild(link);
});
`;
}

/**
 * react-datepicker's CSS (4.4 KiB gz) comes with the library, not with every page: the one shared
 * `runtime.css` keeps only the rules of the pickers' stand-in (wrapper, input container, screen-reader
 * text), and the library's module, wherever a chunk holds it (the pickers' on-first-use chunk, or a view
 * that imports it), adds the whole sheet beside itself and waits for it before it runs, so a calendar
 * never opens unstyled. The sheet is written to `chunks/picker-<hash>.css` (named by its content, like
 * the chunks). The npm package and Storybook keep the `@import` in `styles.css` as it is.
 */
export const datepickerCssWithLibrary: Plugin = {
  name: 'datepicker-css-with-library',
  setup(build) {
    const sheet = datepickerStylesheet();
    build.onResolve({ filter: /^react-datepicker\/dist\/react-datepicker\.css$/ }, (args) =>
      /[\\/]packages[\\/]ui[\\/]src[\\/]styles\.css$/.test(args.importer) ? { path: 'datepicker-stand-in', namespace: TRIM } : undefined,
    );
    build.onLoad({ filter: /^datepicker-stand-in$/, namespace: TRIM }, () => ({ contents: sheet.standIn, loader: 'css' }));
    build.onLoad({ filter: /[\\/]react-datepicker[\\/]dist[\\/]index\.es\.js$/ }, (args) => ({
      contents: withPickerSheet(readFileSync(args.path, 'utf8'), sheet.file),
      loader: 'js',
    }));
    build.onEnd(() => {
      const outdir = build.initialOptions.outdir;
      if (!outdir) return;
      mkdirSync(join(outdir, 'chunks'), { recursive: true });
      writeFileSync(join(outdir, 'chunks', sheet.file), sheet.full);
    });
  },
};

/** The names a module exports (`export const|function|class NAME`, `export { a, b as c }`). */
function exportNames(source: string): string[] {
  const direct = [...source.matchAll(/^export (?:const|let|function|class) (\w+)/gm)].map((m) => m[1]);
  const listed = [...source.matchAll(/^export \{([^}]*)\}/gm)].flatMap((m) =>
    m[1]
      .split(',')
      .map((part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
      )
      .filter(Boolean),
  );
  return [...new Set([...direct, ...listed])];
}

const ZOD_JSON_SCHEMA = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;

/**
 * zod classic gives every schema `toJSONSchema()` and `~standard.jsonSchema`; through them its JSON-schema
 * generator (json-schema-processors.js, to-json-schema.js: about 4 KiB gz) is live code on every page that
 * parses, although a page never asks a schema for its JSON schema (the OpenAPI document is written in
 * Node by scripts/openapi.mjs, which this build does not touch). For classic's schemas only, both modules
 * are replaced by ones with the same exports that say so when called; `aggregateChecks` (behind a string
 * schema's `minLength`, `maxLength`, `format`) stays the real one.
 */
export const zodWithoutJsonSchema: Plugin = {
  name: 'zod-without-json-schema',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/core\/(json-schema-processors|to-json-schema)\.js$/ }, (args) =>
      ZOD_JSON_SCHEMA.test(args.importer)
        ? { path: join(dirname(args.importer), args.path), namespace: TRIM, pluginData: { real: join(dirname(args.importer), args.path) } }
        : undefined,
    );
    build.onLoad({ filter: /(json-schema-processors|to-json-schema)\.js$/, namespace: TRIM }, (args) => ({
      contents: trimmedZodJsonSchemaModule((args.pluginData as { real: string }).real),
      loader: 'js',
      resolveDir: dirname((args.pluginData as { real: string }).real),
    }));
  },
};

/** The stand-in of one of zod's two JSON-schema modules: the same exports, each throwing when called. */
export function trimmedZodJsonSchemaModule(real: string): string {
  const keep = real.endsWith('json-schema-processors.js') ? ['aggregateChecks'] : [];
  const stubs = exportNames(readFileSync(real, 'utf8')).filter((name) => !keep.includes(name));
  return [
    'const missing = () => { throw new Error("JSON Schema: im Browser-Build von @stempeluhr/widgets nicht enthalten"); };',
    ...stubs.map((name) => `export const ${name} = /* @__PURE__ */ (() => missing)();`),
    ...keep.map((name) => `export { ${name} } from ${JSON.stringify(real)};`),
  ].join('\n');
}

/** `import { Modal } from 'react-bootstrap'` → `import Modal from 'react-bootstrap/esm/Modal.js'` where every name is one module. */
export function reactBootstrapByModuleSource(source: string): string {
  return source.replace(/import \{([^}]*)\} from ['"]react-bootstrap['"];/g, (whole, names: string) => {
    const list = names
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    if (!list.every((n) => /^[A-Z]\w*$/.test(n) && existsSync(join(process.cwd(), `node_modules/react-bootstrap/esm/${n}.js`))))
      return whole;
    return list.map((n) => `import ${n} from 'react-bootstrap/esm/${n}.js';`).join('\n');
  });
}

// The same trims for Rolldown, which builds the standalone runtime and views (docs/decisions/bundling.md):
// the same modules replaced by the same contents.
const RD = '\0stempeluhr-trim:';

/** Rolldown: axios's fetch adapter says "not supported here". */
export const axiosWithoutFetchRolldown: RolldownPlugin = {
  name: 'axios-without-fetch',
  resolveId(source, importer) {
    return source === './fetch.js' && importer && /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer)
      ? `${RD}axios-fetch`
      : null;
  },
  load(id) {
    return id === `${RD}axios-fetch` ? 'export const getFetch = () => false;\nexport default false;\n' : null;
  },
};

/** Rolldown: the axios modules a page never runs replaced (AXIOS_TRIMMED_MODULES). */
export const axiosTrimmedRolldown: RolldownPlugin = {
  name: 'axios-trimmed',
  load(id) {
    return axiosTrimmedModule(id);
  },
};

/** Rolldown: date-fns's default locale is `de`. */
export const dateFnsGermanDefaultRolldown: RolldownPlugin = {
  name: 'date-fns-german-default',
  resolveId(source, importer) {
    if (!/_lib\/defaultLocale\.js$/.test(source) || !importer) return null;
    const at = importer.replace(/\\/g, '/').lastIndexOf('/node_modules/date-fns/');
    return at < 0 ? null : `${RD}date-fns-default-locale:${importer.slice(0, at + '/node_modules/date-fns/'.length)}`;
  },
  load(id) {
    if (!id.startsWith(`${RD}date-fns-default-locale:`)) return null;
    return `export { de as defaultLocale } from ${JSON.stringify(join(id.slice(`${RD}date-fns-default-locale:`.length), 'locale/de.js'))};\n`;
  },
};

/** Rolldown: react-datepicker's module loads its sheet (written by the CSS build as chunks/picker-<hash>.css) beside its chunk. */
export const datepickerCssWithLibraryRolldown: RolldownPlugin = {
  name: 'datepicker-css-with-library',
  transform(code, id) {
    return /[\\/]react-datepicker[\\/]dist[\\/]index\.es\.js$/.test(id)
      ? { code: withPickerSheet(withoutOptionalRequire(code), datepickerStylesheet().file), map: null }
      : null;
  },
};

/** Rolldown: zod classic without its JSON-schema generator. */
export const zodWithoutJsonSchemaRolldown: RolldownPlugin = {
  name: 'zod-without-json-schema',
  resolveId(source, importer) {
    if (!/^\.\.\/core\/(json-schema-processors|to-json-schema)\.js$/.test(source) || !importer || !ZOD_JSON_SCHEMA.test(importer))
      return null;
    return `${RD}zod:${join(dirname(importer), source)}`;
  },
  load(id) {
    return id.startsWith(`${RD}zod:`) ? trimmedZodJsonSchemaModule(id.slice(`${RD}zod:`.length)) : null;
  },
};

/** Rolldown: our sources import react-bootstrap by module. */
export const reactBootstrapByModuleRolldown: RolldownPlugin = {
  name: 'react-bootstrap-by-module',
  transform(code, id) {
    return /[\\/]packages[\\/].*\.tsx?$/.test(id) && /from ['"]react-bootstrap['"]/.test(code)
      ? { code: reactBootstrapByModuleSource(code), map: null }
      : null;
  },
};

/** Rolldown: stylesheets are bundled by esbuild into runtime.css (the loader links it); in the JS graph a stylesheet is nothing. */
export const cssAsNothingRolldown: RolldownPlugin = {
  name: 'css-as-nothing',
  load(id) {
    return /\.css$/.test(id) ? { code: '', moduleType: 'js', moduleSideEffects: false } : null;
  },
};

export const rolldownTrims: RolldownPlugin[] = [
  reactBootstrapByModuleRolldown,
  axiosWithoutFetchRolldown,
  axiosTrimmedRolldown,
  dateFnsGermanDefaultRolldown,
  datepickerCssWithLibraryRolldown,
  zodWithoutJsonSchemaRolldown,
  cssAsNothingRolldown,
];
