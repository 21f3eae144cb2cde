// Bytes of every page, computed from the build (dist/standalone + esbuild's metafile + the manifest):
// deterministic, no browser. A page with one view fetches the loader, runtime.css, the runtime chunk
// with its static imports, the view's chunk with its static imports (and the chunks it imports lazily),
// and the page query cache module for views that read or write.
import { build } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { basename, join, resolve } from 'node:path';

const gz = (data) => gzipSync(data, { level: 9 }).length;
export const kib = (n) => n / 1024;

function sizeOf(root, files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const data = readFileSync(join(root, file));
    raw += data.length;
    gzip += gz(data);
  }
  return { raw, gz: gzip, requests: files.length, files: files.map((f) => basename(f)) };
}

/** One minified production bundle of `contents` (an entry written in place), its JS and CSS. */
async function bundle(root, name, contents, extra = {}) {
  const outdir = join(root, '.tmp/bench', name);
  mkdirSync(outdir, { recursive: true });
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'tsx', sourcefile: `${name}.tsx` },
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    outdir,
    entryNames: name,
    write: true,
    metafile: true,
    logLevel: 'silent',
    ...extra,
  });
  const files = Object.keys(result.metafile.outputs).filter((f) => !f.endsWith('.map'));
  return sizeOf(root, files);
}

/** React 19 + react-dom rendering one element: the floor of any React page. */
export function reactFloor(root) {
  return bundle(
    root,
    'react-floor',
    "import { createElement } from 'react'; import { createRoot } from 'react-dom/client'; createRoot(document.getElementById('app')).render(createElement('p', null, 'Hallo'));",
  );
}

/** The old application's floor: Vue 2 (with the template compiler the in-page templates need), bootstrap-vue, v-calendar, moment with `de`, axios. */
export function legacyFloor(root) {
  return bundle(
    root,
    'legacy-floor',
    "import Vue from 'vue/dist/vue.esm.js'; import { BootstrapVue } from 'bootstrap-vue'; import VCalendar from 'v-calendar'; import moment from 'moment'; import 'moment/locale/de'; import axios from 'axios';\n" +
      "Vue.use(BootstrapVue); Vue.use(VCalendar); moment.locale('de'); window.legacy = { Vue, moment, axios };",
    { loader: { '.css': 'empty' } },
  );
}

/** The same views as one all-in-one classic script (no chunks): what "one bundle for every page" costs. */
export function allInOne(root) {
  return bundle(
    root,
    'all-in-one',
    "import { runtime } from './packages/widgets/src/standalone/runtime.ts'; import { defineWidgetElements, installClickableRows } from '@stempeluhr/core/element-only';\n" +
      'installClickableRows(); defineWidgetElements({ loadRuntime: async () => runtime });',
  );
}

/**
 * Modules a page loads only when someone uses them (react-datepicker: when a picker is first focused,
 * clicked or opened; the month picker's popover: when the month button is first opened or pointed at).
 * Their chunks are not part of what a page fetches; `onFirstUse` reports them.
 */
const ON_FIRST_USE = /packages\/ui\/src\/date-picker\/(picker-library\.ts|month-year-popover\.tsx)$/;
const PICKER_LIBRARY = /packages\/ui\/src\/date-picker\/picker-library\.ts$/;
// The virtualizer of the long lists (issue 25): loaded when a list first reaches 100 rows, not with the page.
const ON_LONG_LIST = /packages\/ui\/src\/windowed\/virtualizer-library\.tsx$/;

export async function measureBytes(root) {
  const dist = join(root, 'dist');
  const dir = join(dist, 'standalone');
  const metaPath = join(dir, 'metafile-esm.json');
  if (!existsSync(metaPath)) throw new Error('dist/standalone/metafile-esm.json fehlt: bitte `npm run build` ausführen.');
  const meta = JSON.parse(readFileSync(metaPath, 'utf8'));
  const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8'));
  const registry = readFileSync(join(root, 'packages/views/src/registry.generated.ts'), 'utf8');
  const outputs = meta.outputs;
  const byEntry = (test) =>
    Object.keys(outputs).find((out) => !out.endsWith('.map') && outputs[out].entryPoint && test(outputs[out].entryPoint));
  const closure = (start, set = new Set(), lazy = false) => {
    if (!start || set.has(start)) return set;
    set.add(start);
    for (const imp of outputs[start].imports) {
      const target = outputs[imp.path]?.entryPoint ?? '';
      if (
        imp.kind === 'import-statement' ||
        (lazy &&
          imp.kind === 'dynamic-import' &&
          !/\/views\/src\/[^/]+\/[^/]+\/index\.ts$/.test(target) &&
          !ON_FIRST_USE.test(target) &&
          !ON_LONG_LIST.test(target))
      )
        closure(imp.path, set, lazy);
    }
    return set;
  };
  const rel = (out) => resolve(root, out).slice(dir.length + 1);
  const runtimeOut = byEntry((e) => e === 'packages/widgets/src/standalone/runtime.ts');
  const providerOut = byEntry((e) => e.endsWith('core/src/http/query-provider.tsx'));
  const runtime = closure(runtimeOut);
  const inputsOf = (files) => new Set([...files].flatMap((f) => Object.keys(outputs[f].inputs)));

  const loader = sizeOf(dir, ['widgets.js']);
  // The picker chunk with what it imports beyond the runtime: fetched on a picker's first use (the
  // page's own chunks may hold part of it already, so this is an upper bound).
  const pickerOut = byEntry((e) => PICKER_LIBRARY.test(e));
  const monthPopoverOut = byEntry((e) => /month-year-popover\.tsx$/.test(e));
  const pickerFiles = pickerOut ? [...closure(pickerOut, new Set(runtime))].filter((f) => !runtime.has(f)) : [];
  // react-datepicker's stylesheet comes with the library's module (scripts/build-trims.ts), not in runtime.css.
  const pickerCss = existsSync(join(dir, 'chunks'))
    ? readdirSync(join(dir, 'chunks'))
        .filter((f) => /^picker-\w+\.css$/.test(f))
        .map((f) => `chunks/${f}`)
    : [];
  const withPickerCss = (files) =>
    files.some((f) => outputs[f] && Object.keys(outputs[f].inputs).some((i) => /node_modules\/react-datepicker\//.test(i)))
      ? pickerCss
      : [];
  const pickerOnFirstUse = pickerFiles.length ? sizeOf(dir, [...pickerFiles.map(rel), ...withPickerCss(pickerFiles)]) : null;
  const monthPopoverFiles = monthPopoverOut ? [...closure(monthPopoverOut, new Set(runtime))].filter((f) => !runtime.has(f)) : [];
  const monthPopoverOnFirstUse = monthPopoverFiles.length ? sizeOf(dir, monthPopoverFiles.map(rel)) : null;
  const longListOut = byEntry((e) => ON_LONG_LIST.test(e));
  const longListFiles = longListOut ? [...closure(longListOut, new Set(runtime))].filter((f) => !runtime.has(f)) : [];
  const virtualizerOnLongList = longListFiles.length ? sizeOf(dir, longListFiles.map(rel)) : null;
  const runtimeSize = sizeOf(dir, [...runtime].map(rel));
  const css = existsSync(join(dir, 'runtime.css')) ? ['runtime.css'] : [];
  const pages = [];
  for (const entry of manifest.tags.filter((t) => t.built)) {
    const viewOut = byEntry((e) => new RegExp(`/views/src/[^/]+/${entry.tag}/index\\.ts$`).test(e));
    if (!viewOut) throw new Error(`<${entry.tag}>: kein Chunk im Build gefunden`);
    const usesQuery = new RegExp(`'${entry.tag}': \\(\\) =>\\s*Promise\\.all\\(\\[[^\\]]*query-provider`).test(registry);
    const files = closure(viewOut, new Set(runtime), true);
    if (usesQuery) closure(providerOut, files, true);
    const inputs = inputsOf(files);
    // A page whose pickers load react-datepicker on first use is still a picker page.
    const picksLater = [...files].some((f) => outputs[f].imports.some((i) => i.kind === 'dynamic-import' && i.path === pickerOut));
    const heavy = picksLater || [...inputs].some((i) => /node_modules\/(@fullcalendar|react-datepicker)\//.test(i));
    const noApi = !usesQuery;
    pages.push({
      tag: entry.tag,
      usesQuery: usesQuery,
      calendarOrPicker: heavy,
      noApi,
      ...sizeOf(dir, ['widgets.js', ...css, ...[...files].map(rel), ...withPickerCss([...files])]),
    });
  }
  const [react, legacy, all] = await Promise.all([reactFloor(root), legacyFloor(root), allInOne(root)]);
  for (const page of pages) {
    page.toLegacy = page.gz / legacy.gz;
    page.toAllInOne = page.gz / all.gz;
    page.overReactGz = page.gz - react.gz;
  }
  return {
    loader,
    pickerOnFirstUse,
    monthPopoverOnFirstUse,
    virtualizerOnLongList,
    runtime: runtimeSize,
    runtimeCss: css.length ? sizeOf(dir, css) : null,
    react,
    legacy,
    allInOne: all,
    pages,
  };
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Every byte budget as { name, value, limit, ok, known } (known: a recorded break still under its ceiling). */
export function checkBytes(bytes, budgets) {
  const b = budgets.bytes;
  const known = budgets.knownBreaks ?? {};
  const results = [];
  const add = (name, key, value, limit, unit) => {
    const ceiling = known[key]?.[name] ?? known[key]?.['*'];
    const ok = value <= limit + 1e-9;
    results.push({ name, key, value, limit, unit, ok, ceiling, withinCeiling: !ok && ceiling !== undefined && value <= ceiling + 1e-9 });
  };
  add('loader', 'loaderMaxGzKiB', kib(bytes.loader.gz), b.loaderMaxGzKiB, 'KiB');
  add('median page', 'medianPageToLegacyMax', median(bytes.pages.map((p) => p.toLegacy)), b.medianPageToLegacyMax, '× legacy');
  for (const page of bytes.pages) {
    add(page.tag, 'everyPageToLegacyMax', page.toLegacy, b.everyPageToLegacyMax, '× legacy');
    const [key, limit] = b.noApiPages.includes(page.tag)
      ? ['noApiOverReactMaxGzKiB', b.noApiOverReactMaxGzKiB]
      : page.calendarOrPicker
        ? ['withCalendarOrPickerOverReactMaxGzKiB', b.withCalendarOrPickerOverReactMaxGzKiB]
        : ['plainOverReactMaxGzKiB', b.plainOverReactMaxGzKiB];
    add(page.tag, key, kib(page.overReactGz), limit, 'KiB over React');
  }
  return results;
}

export { median };
