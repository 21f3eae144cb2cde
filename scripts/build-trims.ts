// What the standalone pages never run, left out of their chunks (issue 25). Each plugin replaces one
// module of a library by a smaller one with the same exports; test/build-trims.test.ts fails when a
// library update moves or renames the module, so a trim never silently stops working.
import type { Plugin } from 'esbuild';

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
