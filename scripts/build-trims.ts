// What the standalone pages never run, left out of their chunks (issue 25). Each plugin replaces one
// module of a library by a smaller one with the same exports; test/build-trims.test.ts fails when a
// library update moves or renames the module, so a trim never silently stops working.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { transformSync, type Plugin } from 'esbuild';

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
      contents: `${readFileSync(args.path, 'utf8')}
await new Promise((done) => {
  const href = new URL(${JSON.stringify(sheet.file)}, import.meta.url).href;
  if ([...document.styleSheets].some((s) => s.href === href)) return done();
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  link.onload = link.onerror = () => done();
  setTimeout(done, 3000);
  document.head.appendChild(link);
});
`,
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
    build.onLoad({ filter: /(json-schema-processors|to-json-schema)\.js$/, namespace: TRIM }, (args) => {
      const real = (args.pluginData as { real: string }).real;
      const keep = real.endsWith('json-schema-processors.js') ? ['aggregateChecks'] : [];
      const stubs = exportNames(readFileSync(real, 'utf8')).filter((name) => !keep.includes(name));
      return {
        contents: [
          'const missing = () => { throw new Error("JSON Schema: im Browser-Build von @stempeluhr/widgets nicht enthalten"); };',
          ...stubs.map((name) => `export const ${name} = /* @__PURE__ */ (() => missing)();`),
          ...keep.map((name) => `export { ${name} } from ${JSON.stringify(real)};`),
        ].join('\n'),
        loader: 'js',
        resolveDir: dirname(real),
      };
    });
  },
};
