// Bytes of every page, computed from the build (dist/standalone + its chunk lists + the manifest):
// deterministic, no browser. A page with one view fetches the loader, runtime.css, the runtime chunk
// with its static imports, the view's chunks (see measureBytes) — the files the loader preloads.
import { build } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { basename, join } from 'node:path';

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

/** The modules loaded on use (scripts/build-standalone.ts, ON_USE): a picker's library, the month popover, the virtualizer. */
const PICKER_LIBRARY = /packages\/ui\/src\/date-picker\/picker-library\.ts$/;
const MONTH_POPOVER = /packages\/ui\/src\/date-picker\/month-year-popover\.tsx$/;
const ON_LONG_LIST = /packages\/ui\/src\/windowed\/virtualizer-library\.tsx$/;

/**
 * What each page fetches, from the build's chunk lists (dist/standalone/chunks.json, written from
 * Rolldown's output; the loader preloads the same lists): widgets.js, the page's sheet (runtime.css, or
 * base.css without server data), runtime.js with its
 * static imports, and the view's chunks (its entry, their static imports, the lazy imports made on first
 * render, the page query cache for views that read or write), plus react-datepicker's sheet where a
 * page's chunks hold the library.
 */
export async function measureBytes(root) {
  const dist = join(root, 'dist');
  const dir = join(dist, 'standalone');
  const listsPath = join(dir, 'chunks.json');
  if (!existsSync(listsPath)) throw new Error('dist/standalone/chunks.json fehlt: bitte `npm run build` ausführen.');
  const lists = JSON.parse(readFileSync(listsPath, 'utf8'));
  const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8'));
  const files = (indexes) => indexes.map((i) => lists.files[i]);
  const pickerCss = existsSync(join(dir, 'chunks'))
    ? readdirSync(join(dir, 'chunks'))
        .filter((f) => /^picker-\w+\.css$/.test(f))
        .map((f) => `chunks/${f}`)
    : [];
  const holds = (list, test) => list.some((f) => lists.chunks[f]?.modules.some((m) => test.test(m)));
  const withPickerCss = (list) => (holds(list, /node_modules\/react-datepicker\//) ? pickerCss : []);
  // What a module loaded on use adds on its first use: its chunks that the page does not have yet, on the
  // page where that is most (a page "has" it when one of its chunks can import it). At most, then: a page
  // whose chunks can import a dialog does not always show it.
  const onUse = (test) => {
    let worst = null;
    for (const key of Object.keys(lists.onUse).filter((k) => test.test(k))) {
      const list = lists.onUse[key];
      const hosts = Object.values(lists.tags)
        .map((tag) => [...lists.runtime, ...tag])
        .filter((page) => page.some((i) => lists.chunks[lists.files[i]]?.dynamicImports.includes(list[0])));
      for (const page of hosts.length ? hosts : [lists.runtime]) {
        const added = files(list.filter((i) => !page.includes(i)));
        if (!added.length) continue;
        const size = sizeOf(dir, [...added, ...withPickerCss(added)]);
        if (!worst || size.gz > worst.gz) worst = size;
      }
    }
    return worst;
  };
  const runtime = files(lists.runtime);
  const loader = sizeOf(dir, ['widgets.js']);
  // Each page's sheet: runtime.css, or base.css for a view without server data (chunks.json's `sheets`).
  const sheetOf = (tag) => [lists.sheets?.[tag] ?? 'runtime.css'].filter((f) => existsSync(join(dir, f)));
  const registry = readFileSync(join(root, 'packages/views/src/registry.generated.ts'), 'utf8');
  const pickerKey = Object.keys(lists.onUse).find((k) => PICKER_LIBRARY.test(k));
  const pages = [];
  for (const entry of manifest.tags.filter((t) => t.built)) {
    const own = lists.tags[entry.tag];
    if (!own) throw new Error(`<${entry.tag}>: keine Chunk-Liste im Build gefunden`);
    const usesQuery = registry.includes(`'${entry.tag}': () => import('./with-query/`);
    const list = [...runtime, ...files(own)];
    // A page whose pickers load react-datepicker on first use is still a picker page.
    const pickerEntry = pickerKey ? lists.files[lists.onUse[pickerKey][0]] : undefined;
    const picksLater = list.some((f) => (lists.chunks[f]?.dynamicImports ?? []).some((i) => lists.files[i] === pickerEntry));
    // The build names the pages whose view has a calendar or picker (chunks.json `calendarOrPicker`, from
    // Rolldown's first split); a grouped chunk can carry the pickers' stand-in to a page that shows none.
    const heavy = lists.calendarOrPicker
      ? lists.calendarOrPicker.includes(entry.tag)
      : picksLater || holds(list, /node_modules\/(@fullcalendar|react-datepicker)\//);
    pages.push({
      tag: entry.tag,
      usesQuery,
      calendarOrPicker: heavy,
      noApi: !usesQuery,
      sheet: sheetOf(entry.tag)[0],
      ...sizeOf(dir, ['widgets.js', ...sheetOf(entry.tag), ...list, ...withPickerCss(list)]),
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
    pickerOnFirstUse: onUse(PICKER_LIBRARY),
    monthPopoverOnFirstUse: onUse(MONTH_POPOVER),
    virtualizerOnLongList: onUse(ON_LONG_LIST),
    dialogsOnFirstOpening: onUse(/\.on-use\.ts$/),
    runtime: sizeOf(dir, runtime),
    runtimeCss: existsSync(join(dir, 'runtime.css')) ? sizeOf(dir, ['runtime.css']) : null,
    baseCss: existsSync(join(dir, 'base.css')) ? sizeOf(dir, ['base.css']) : null,
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
    // Every file the page fetches: the loader, its sheet, runtime.js and the chunks (issue 25: at most 12).
    if (b.requestsPerPageMax !== undefined) add(page.tag, 'requestsPerPageMax', page.requests, b.requestsPerPageMax, 'requests');
  }
  return results;
}

export { median };
