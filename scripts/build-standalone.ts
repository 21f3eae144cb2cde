// The standalone bundle (dist/standalone): runtime.js and the views' chunks by Rolldown, grouped by what
// pages load together; runtime.css by esbuild; the classic loader widgets.js by esbuild with each tag's
// chunk list (docs/decisions/bundling.md). tsup keeps building the npm package and `npm run dev`.
import { build as esbuild } from 'esbuild';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rolldown, type InputOptions, type OutputChunk, type OutputOptions, type RenderedChunk, type RolldownOutput } from 'rolldown';
import { ESM_FACE, esmInteropRolldown } from './build-esm-interop';
import { datepickerCssWithLibrary, rolldownTrims } from './build-trims';
import { TAG_NAMES } from '../packages/core/src/element/tag-names';

/** The browsers employees use (README, "Browsers"); the same list as tsup.config.ts. */
export const BROWSERS = ['chrome120', 'edge120', 'firefox115', 'safari16.4'];

const RUNTIME_ENTRY = 'packages/widgets/src/standalone/runtime.ts';
/** A view's module as the registry imports it: its folder's index.ts, or `with-query/<tag>.generated.ts` (with the query cache). */
const VIEW_INDEX = /[\\/]packages[\\/]views[\\/]src[\\/](?:[^\\/]+[\\/]([^\\/]+)[\\/]index|with-query[\\/]([^\\/]+)\.generated)\.ts$/;
const WITH_QUERY_ENTRY = /[\\/]with-query[\\/][^\\/]+\.generated\.ts$/;
/** The tag of a view module (VIEW_INDEX), or undefined. */
const viewTag = (id: string): string | undefined => {
  const m = VIEW_INDEX.exec(id);
  return m ? (m[1] ?? m[2]) : undefined;
};
const QUERY_PROVIDER = /[\\/]core[\\/]src[\\/]http[\\/]query-provider\.tsx$/;
/**
 * Loaded on first use (a picker focused, the month popover opened, a list reaching 100 rows, a form dialog
 * opened: a `*.on-use.ts` of views or ui, see lazyDialog in packages/ui/src/kit/lazy-dialog.tsx), not with the page.
 */
const VIEW_ON_USE = /[\\/]packages[\\/](views|ui)[\\/]src[\\/].+\.on-use\.ts$/;
export const ON_USE =
  /[\\/]packages[\\/](ui[\\/]src[\\/](date-picker[\\/](picker-library\.ts|month-year-popover\.tsx)|windowed[\\/]virtualizer-library\.tsx)|(views|ui)[\\/]src[\\/].+\.on-use\.ts)$/;

/** A page: one view's tag. What it fetches besides the loader and runtime.css. */
export interface ChunkLists {
  /** Every JS and CSS file the build wrote under dist/standalone, referred to by index below. */
  files: string[];
  /** runtime.js and its static imports. */
  runtime: number[];
  /** Per tag: the view's chunks (entry, static imports, the lazy imports it makes on first render) beyond the runtime. */
  tags: Record<string, number[]>;
  /** Per module loaded on use (picker, popover, virtualizer): its chunks beyond the runtime. */
  onUse: Record<string, number[]>;
  /** Per chunk file: its static and dynamic imports (files indexes) and the source modules it holds. */
  chunks: Record<string, { imports: number[]; dynamicImports: number[]; modules: string[]; entry: boolean }>;
  /**
   * Per tag: its stylesheet beside widgets.js. `runtime.css` (all of packages/ui/src/styles.css) for a view
   * that reads or writes server data, `base.css` (packages/ui/src/base.css alone) for one without (the
   * selections, flash-message, locked-user: issue 25's React + 15 KiB).
   */
  sheets?: Record<string, string>;
  /**
   * The tags whose view has a calendar or a date picker of its own (the bench's larger byte budget), read
   * from Rolldown's first split, where a page's chunks hold only modules its view reaches: after grouping a
   * merged chunk can carry the pickers' stand-in to a page that shows none.
   */
  calendarOrPicker?: string[];
}

const CALENDAR_OR_PICKER = /^(packages\/ui\/src\/date-picker\/lazy-picker\.tsx|node_modules\/(react-datepicker|@fullcalendar)\/)/;

/** The tags of `first` (Rolldown's own split) whose chunks hold a date picker or FullCalendar. */
export function calendarOrPickerTags(first: ChunkLists): string[] {
  return Object.entries(first.tags)
    .filter(([, list]) =>
      list.some((i) => first.chunks[first.files[i]]?.modules.some((m) => CALENDAR_OR_PICKER.test(m.replace(/\\/g, '/')))),
    )
    .map(([tag]) => tag)
    .sort();
}

/** The sheet of the views without server data (those that do not load the page query cache). */
export const BASE_SHEET = 'base.css';
export const FULL_SHEET = 'runtime.css';

const gz = (text: string) => gzipSync(text, { level: 9 }).length;

function viewsUsingQuery(root: string): Set<string> {
  const registry = readFileSync(join(root, 'packages/views/src/registry.generated.ts'), 'utf8');
  return new Set([...registry.matchAll(/'([a-z-]+)': \(\) => import\('\.\/with-query\//g)].map((m) => m[1]));
}

/** The chunk graph of one Rolldown output: per tag and per on-use module, the chunks a page fetches. */
function chunkLists(root: string, output: RolldownOutput): ChunkLists {
  const chunks = output.output.filter((o): o is OutputChunk => o.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const chunkOf = new Map<string, OutputChunk>();
  for (const c of chunks) for (const id of c.moduleIds) chunkOf.set(id, c);
  // A dynamic import's module (a view's index.ts only re-exports) is the facade of the chunk it loads.
  for (const c of chunks) if (c.facadeModuleId) chunkOf.set(c.facadeModuleId, c);
  const find = (test: RegExp) => [...chunkOf.keys()].filter((id) => test.test(id));
  const isEagerLazy = (file: string) => {
    const c = byFile.get(file)!;
    return ![...c.moduleIds, c.facadeModuleId ?? ''].some((id) => VIEW_INDEX.test(id) || ON_USE.test(id) || QUERY_PROVIDER.test(id));
  };
  const closure = (file: string, into: Set<string>) => {
    if (into.has(file)) return into;
    into.add(file);
    const c = byFile.get(file)!;
    for (const f of c.imports) if (byFile.has(f)) closure(f, into);
    // A lazy import made on first render (FullCalendar's grid) is part of the page; views and on-use modules are not.
    for (const f of c.dynamicImports) if (byFile.has(f) && isEagerLazy(f)) closure(f, into);
    return into;
  };
  const runtime = closure('runtime.js', new Set());
  const query = viewsUsingQuery(root);
  const providerIds = find(QUERY_PROVIDER);
  const files: string[] = [...runtime];
  const index = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
  const beyondRuntime = (starts: string[]) => {
    const set = new Set<string>();
    for (const s of starts) closure(s, set);
    return [...set].filter((f) => !runtime.has(f)).map(index);
  };
  const tags: Record<string, number[]> = {};
  const sheets: Record<string, string> = {};
  for (const id of find(VIEW_INDEX)) {
    const tag = viewTag(id)!;
    // A view with the query cache is loaded through its with-query entry; its index.ts is just a module then.
    if (query.has(tag) !== WITH_QUERY_ENTRY.test(id)) continue;
    const starts = [chunkOf.get(id)!.fileName];
    if (query.has(tag)) starts.push(...providerIds.map((p) => chunkOf.get(p)!.fileName));
    tags[tag] = beyondRuntime(starts);
    sheets[tag] = query.has(tag) ? FULL_SHEET : BASE_SHEET;
  }
  const onUse: Record<string, number[]> = {};
  for (const id of find(ON_USE)) onUse[relative(root, id)] = beyondRuntime([chunkOf.get(id)!.fileName]);
  for (const c of chunks) index(c.fileName);
  const info: ChunkLists['chunks'] = {};
  for (const c of chunks)
    info[c.fileName] = {
      imports: c.imports.filter((f) => byFile.has(f)).map(index),
      dynamicImports: c.dynamicImports.filter((f) => byFile.has(f)).map(index),
      entry: c.isEntry || c.isDynamicEntry,
      modules: [...new Set([...c.moduleIds, ...(c.facadeModuleId ? [c.facadeModuleId] : [])])].map((id) =>
        id.startsWith('\0') ? id.slice(1) : relative(root, id),
      ),
    };
  return { files, runtime: [...runtime].map(index), tags, onUse, chunks: info, sheets };
}

/**
 * Fewer, larger chunks: start from Rolldown's own split (one chunk per set of pages that use the same
 * modules) and merge, greedily, the two chunks whose merge costs the pages the fewest unneeded gzip bytes
 * per request saved (a page that loads one of them then loads both, and all they import). First as long
 * as no page (nor a module loaded on use) takes more than `pageExtra` bytes of code it does not run; then,
 * for the pages still above `maxChunks` chunks, merges that bring them down, up to `overExtra` for those
 * pages (the others stay at `pageExtra`). A merge that would make two chunks import each other is not
 * taken (chunk cycles would need Rolldown's wrapped execution order).
 */
export function groupChunks(
  lists: ChunkLists,
  sizes: Map<string, number>,
  { pageExtra = 20480, maxChunks = 7, overExtra = 20480 } = {},
): Map<string, string> {
  // A form dialog's code (a view's `*.on-use.ts`) follows the grouping of the pages: its first opening
  // waits for a click anyway, and charging it as a page of its own cut the pages' chunks finer.
  const onUseLists = Object.entries(lists.onUse).filter(([module]) => !VIEW_ON_USE.test(`/${module}`));
  const pages = [...Object.values(lists.tags), ...onUseLists.map(([, list]) => list)];
  const realPages = Object.keys(lists.tags).length;
  const runtime = new Set(lists.runtime);
  // The pages without an API call (no page query cache) take no code they do not run: their goal is
  // React + 15 KiB, and a request of theirs costs less than the bytes (issue 25).
  const withQuery = (p: number[]) => p.some((i) => lists.chunks[lists.files[i]].modules.some((m) => QUERY_PROVIDER.test(`/${m}`)));
  const noApi = new Set(pages.flatMap((p, n) => (n < realPages && !withQuery(p) ? [n] : [])));
  const clusters = new Map<number, { files: number[]; pages: Set<number>; size: number; entry: boolean }>();
  for (const [i, file] of lists.files.entries()) {
    if (runtime.has(i) || !file.endsWith('.js')) continue;
    const using = new Set(pages.flatMap((p, n) => (p.includes(i) ? [n] : [])));
    if (using.size === 0) continue;
    // A chunk an import() loads (a view, the page query cache, a module loaded on use) stays Rolldown's:
    // an entry cannot join a group, only what it imports can.
    const entry = lists.chunks[file].entry;
    clusters.set(i, { files: [i], pages: using, size: sizes.get(file) ?? 0, entry });
  }
  const eagerLazy = (i: number) =>
    pages.some((p) => p.includes(i)) &&
    !lists.chunks[lists.files[i]].modules.some((m) => VIEW_INDEX.test(`/${m}`) || ON_USE.test(`/${m}`) || QUERY_PROVIDER.test(`/${m}`));
  const clusterOf = new Map<number, number>([...clusters.keys()].map((k) => [k, k]));
  const edges = () => {
    const out = new Map<number, Set<number>>([...clusters.keys()].map((k) => [k, new Set<number>()]));
    for (const [k, c] of clusters)
      for (const f of c.files)
        for (const imp of [...lists.chunks[lists.files[f]].imports, ...lists.chunks[lists.files[f]].dynamicImports.filter(eagerLazy)]) {
          const to = clusterOf.get(imp);
          if (to !== undefined && to !== k) out.get(k)!.add(to);
        }
    return out;
  };
  const reaches = (graph: Map<number, Set<number>>, from: number, to: number, skip: number) => {
    const seen = new Set<number>([skip]);
    const stack = [...graph.get(from)!].filter((n) => n !== skip);
    while (stack.length) {
      const n = stack.pop()!;
      if (n === to) return true;
      if (seen.has(n)) continue;
      seen.add(n);
      stack.push(...graph.get(n)!);
    }
    return false;
  };
  const perPage = () => pages.map((_, n) => [...clusters.values()].filter((c) => c.pages.has(n)).length);
  const blocked = new Set<string>();
  // What the merges have added to each page (gzip bytes of code it does not run): at most `pageExtra`.
  const extra = pages.map(() => 0);
  // First every merge that costs no page more than `pageExtra`; then, for the pages that still need more
  // than `maxChunks` chunks, merges that bring them down, at most `overExtra` for those pages.
  let phase = 1;
  for (;;) {
    const graph = edges();
    const counts = perPage();
    const over = new Set(counts.flatMap((c, n) => (phase === 2 && n < realPages && c > maxChunks ? [n] : [])));
    const allowed = (p: number) => (over.has(p) ? overExtra : pageExtra);
    // Every chunk a chunk needs (its imports, theirs …): a page that loads one loads them all.
    const reach = new Map<number, Set<number>>();
    const reachOf = (k: number): Set<number> => {
      let set = reach.get(k);
      if (set) return set;
      set = new Set<number>([k]);
      reach.set(k, set);
      for (const n of graph.get(k)!) for (const m of reachOf(n)) set.add(m);
      return set;
    };
    let best: { a: number; b: number; score: number; grows: Map<number, number[]> } | undefined;
    const keys = [...clusters.keys()];
    for (let x = 0; x < keys.length; x++)
      for (let y = x + 1; y < keys.length; y++) {
        const a = clusters.get(keys[x])!;
        const b = clusters.get(keys[y])!;
        if (a.entry || b.entry || blocked.has(`${keys[x]}:${keys[y]}`)) continue;
        let shared = 0;
        for (const p of a.pages) if (b.pages.has(p) && (phase === 1 || over.has(p))) shared++;
        if (shared === 0) continue;
        const union = new Set([...a.pages, ...b.pages]);
        // The pages of either now load both, and everything both import.
        const grows = new Map<number, number[]>();
        let cost = 0;
        const added = new Map<number, number>();
        for (const k of new Set([...reachOf(keys[x]), ...reachOf(keys[y])])) {
          const c = clusters.get(k)!;
          const newPages = [...union].filter((p) => !c.pages.has(p));
          if (!newPages.length) continue;
          grows.set(k, newPages);
          cost += c.size * newPages.length;
          for (const p of newPages) added.set(p, (added.get(p) ?? 0) + c.size);
        }
        if (best && cost / shared >= best.score) continue;
        if ([...added].some(([p, bytes]) => extra[p] + bytes > allowed(p))) continue;
        best = { a: keys[x], b: keys[y], score: cost / shared, grows };
      }
    if (!best && phase === 1) {
      phase = 2;
      continue;
    }
    if (!best) break;
    if (reaches(graph, best.a, best.b, best.b) || reaches(graph, best.b, best.a, best.a)) {
      blocked.add(`${best.a}:${best.b}`);
      continue;
    }
    for (const [k, newPages] of best.grows) {
      const c = clusters.get(k)!;
      for (const p of newPages) {
        c.pages.add(p);
        extra[p] += c.size;
      }
    }
    const a = clusters.get(best.a)!;
    const b = clusters.get(best.b)!;
    a.files.push(...b.files);
    for (const p of b.pages) a.pages.add(p);
    a.size += b.size;
    for (const f of b.files) clusterOf.set(f, best.a);
    clusters.delete(best.b);
  }
  // Then chunks that the same pages load, where a module loaded on use that needs only one of them is only
  // ever loaded on pages that have both anyway: one request instead of two, and no page loads more. (The
  // greedy pass above charges such a module's list as a page of its own, so it leaves these apart.)
  const onUseEntries = onUseLists.map(([, list]) => list[0]);
  const hostsOf = (n: number) =>
    pages
      .slice(0, realPages)
      .flatMap((p, r) => (p.some((f) => lists.chunks[lists.files[f]]?.dynamicImports.includes(onUseEntries[n - realPages])) ? [r] : []));
  const real = (c: { pages: Set<number> }) =>
    [...c.pages]
      .filter((p) => p < realPages)
      .sort((x, y) => x - y)
      .join(',');
  for (let merged = true; merged;) {
    merged = false;
    const graph = edges();
    const keys = [...clusters.keys()].filter((k) => !clusters.get(k)!.entry);
    for (let x = 0; x < keys.length && !merged; x++)
      for (let y = x + 1; y < keys.length && !merged; y++) {
        const a = clusters.get(keys[x])!;
        const b = clusters.get(keys[y])!;
        if (real(a) === '' || real(a) !== real(b)) continue;
        const theirs = new Set(real(a).split(',').map(Number));
        const onUseOfOne = [...a.pages, ...b.pages].filter((p) => p >= realPages && !(a.pages.has(p) && b.pages.has(p)));
        // A module loaded on use with no page found that loads it (imported from elsewhere): not known to be free.
        if (!onUseOfOne.every((n) => hostsOf(n).length > 0 && hostsOf(n).every((h) => theirs.has(h)))) continue;
        if (reaches(graph, keys[x], keys[y], keys[y]) || reaches(graph, keys[y], keys[x], keys[x])) continue;
        a.files.push(...b.files);
        for (const p of b.pages) a.pages.add(p);
        a.size += b.size;
        for (const f of b.files) clusterOf.set(f, keys[x]);
        clusters.delete(keys[y]);
        merged = true;
      }
  }
  // Chunk names: the view's tag where the chunk holds a view, else the largest library in it.
  const names = new Map<string, string>();
  const used = new Set<string>();
  for (const c of clusters.values()) {
    if (c.entry) continue;
    const modules = c.files.flatMap((f) => lists.chunks[lists.files[f]].modules);
    const views = [...new Set(modules.flatMap((m) => viewTag(`/${m}`) ?? []))];
    const libraries = modules.flatMap(
      (m) => /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(m)?.[1].replace(/[@/]/g, (s) => (s === '/' ? '-' : '')) ?? [],
    );
    const counted = [...new Set(libraries)].sort(
      (p, q) => libraries.filter((l) => l === q).length - libraries.filter((l) => l === p).length,
    );
    let name = views.length ? views.slice(0, 2).join('+') : (counted[0] ?? 'shared');
    for (let n = 2; used.has(name); n++) name = `${name.replace(/-\d+$/, '')}-${n}`;
    used.add(name);
    for (const f of c.files) for (const m of lists.chunks[lists.files[f]].modules) names.set(m, name);
  }
  // The pages without an API call take no code they do not run (their goal is React + 15 KiB): where a
  // group holds files of theirs beside files they do not need, their files leave it; what every one of
  // them needs (with-defaults) joins the runtime's own chunk, the rest a chunk per set of such pages.
  const peeled = new Map<string, string>();
  for (const c of clusters.values()) {
    if (c.entry) continue;
    const users = [...noApi].filter((p) => c.files.some((f) => pages[p].includes(f)));
    if (!users.length || c.files.every((f) => users.every((p) => pages[p].includes(f)))) continue;
    for (const f of c.files) {
      const by = users.filter((p) => pages[p].includes(f));
      if (!by.length) continue;
      const key = by.join(',');
      const n = [...peeled.values()].filter((name) => name !== 'react').length;
      if (!peeled.has(key)) peeled.set(key, by.length === noApi.size ? 'react' : `no-api${n ? `-${n + 1}` : ''}`);
      for (const m of lists.chunks[lists.files[f]].modules) names.set(m, peeled.get(key)!);
    }
  }
  // runtime.js's own imports (React, react-dom, the element runtime): one chunk beside it. The CommonJS that
  // runtime.js runs itself (react-dom/client, scheduler) and the ES faces join it, so that chunk is the only one
  // that uses Rolldown's CommonJS helpers and Rolldown places them there (build-esm-interop.ts).
  for (const i of runtime)
    for (const m of lists.chunks[lists.files[i]].modules)
      if (lists.files[i] !== 'runtime.js' || m.startsWith('node_modules/') || ESM_FACE.test(m)) names.set(m, 'react');
  return names;
}

export async function buildStandalone(root: string, options: { minify?: boolean; group?: boolean; outDir?: string } = {}) {
  const minify = options.minify ?? true;
  const outDir = resolve(root, options.outDir ?? 'dist/standalone');
  const { version } = JSON.parse(readFileSync(join(root, 'packages/widgets/package.json'), 'utf8')) as { version: string };
  const banner = `/*! @stempeluhr/widgets ${version} */`;

  // runtime.css: the shared stylesheet (react-datepicker's sheet beside the chunks, loaded with the library);
  // base.css: its part that the views without server data need (ChunkLists.sheets).
  await esbuild({
    absWorkingDir: root,
    entryPoints: { runtime: 'packages/ui/src/styles.css', base: 'packages/ui/src/base.css' },
    outdir: outDir,
    bundle: true,
    minify,
    sourcemap: true,
    target: BROWSERS,
    logLevel: 'error',
    plugins: [datepickerCssWithLibrary],
  });

  const input: InputOptions = {
    cwd: root,
    input: { runtime: RUNTIME_ENTRY },
    platform: 'browser',
    preserveEntrySignatures: 'allow-extension',
    plugins: [...rolldownTrims, esmInteropRolldown],
    // core's `zod-config.ts` (zod jitless before any zod module runs: no `new Function` probe under a
    // strict CSP) is imported for its effect only, by the element runtime. esbuild honours core's
    // `"sideEffects": ["./src/zod-config.ts"]`; Rolldown left it out (e2e/csp.spec.ts saw the probe's
    // violation) unless the importing module counts as having side effects too.
    treeshake: {
      moduleSideEffects: (id) => (/[\\/]packages[\\/]core[\\/]src[\\/](zod-config|element-runtime)\.ts$/.test(id) ? true : undefined),
    },
    transform: { target: BROWSERS, define: { 'process.env.NODE_ENV': minify ? '"production"' : '"development"' } },
    logLevel: 'warn',
    // "use client" in TanStack Query and react-error-boundary means nothing in a browser bundle.
    onLog(level, log, handler) {
      if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
    },
  };
  const output: OutputOptions = {
    dir: outDir,
    format: 'esm',
    entryFileNames: '[name].js',
    // runtime.js keeps its name (the loader names it); every other chunk is named by its content, so a
    // deploy never serves an open tab a new chunk under an old name.
    // Only the hash: the loader carries every page chunk's name (docs/decisions/bundling.md); 7 base-36
    // characters (36 bits) tell 64 chunks and their older versions apart.
    chunkFileNames: 'chunks/[hash:7].js',
    hashCharacters: 'base36',
    minify,
    sourcemap: true,
    banner,
    postBanner: (chunk) => (compiledOnLoad(chunk) ? COMPILE_HINT : ''),
  };

  // First pass: Rolldown's own split, to learn which pages load which chunks and what each weighs.
  const first = await rolldown(input);
  // (Named as before the loader carried the names: the merges depend on the sizes, import lists included.)
  // (Without the compile hint: the grouping's sizes are the code's.)
  const split = await first.generate({
    ...output,
    postBanner: undefined,
    chunkFileNames: 'chunks/[name]-[hash].js',
    hashCharacters: 'base64',
  });
  await first.close();
  const firstLists = chunkLists(root, split);
  const sizes = new Map(split.output.flatMap((o) => (o.type === 'chunk' ? [[o.fileName, gz(o.code)] as const] : [])));
  const names = options.group === false ? new Map<string, string>() : groupChunks(firstLists, sizes);

  const second = await rolldown(input);
  const written = await second.write({
    ...output,
    codeSplitting: {
      groups: [
        {
          debugName: 'pages',
          name: (id: string) => names.get(id.startsWith('\0') ? id.slice(1) : relative(root, id)) ?? null,
          includeDependenciesRecursively: false,
        },
      ],
    },
  });
  await second.close();
  const lists: ChunkLists = { ...chunkLists(root, written), calendarOrPicker: calendarOrPickerTags(firstLists) };
  writeFileSync(join(outDir, 'chunks.json'), `${JSON.stringify(lists, null, 1)}\n`);

  // The loader (classic script, IIFE) with each tag's chunk list.
  await esbuild({
    absWorkingDir: root,
    entryPoints: { widgets: 'packages/widgets/src/standalone/loader.ts' },
    outdir: outDir,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    minify,
    sourcemap: true,
    target: BROWSERS,
    banner: { js: `${COMPILE_HINT}\n${banner}` },
    define: { 'process.env.NODE_ENV': minify ? '"production"' : '"development"' },
    metafile: false,
    logLevel: 'error',
  });
  // The chunk table into widgets.js (fixed name: no hash changes). Replaced in place, so the source map
  // stays right up to the table's own string.
  const loaderFile = join(outDir, 'widgets.js');
  const loader = readFileSync(loaderFile, 'utf8');
  if (loader.split(TABLE_PLACEHOLDER).length !== 2)
    throw new Error('widgets.js: der Platzhalter der Chunk-Tabelle fehlt oder steht mehrfach da');
  const pickerCss = existsSync(join(outDir, 'chunks'))
    ? readdirSync(join(outDir, 'chunks')).filter((f) => /^picker-\w+\.css$/.test(f))
    : [];
  writeFileSync(
    loaderFile,
    loader.replace(TABLE_PLACEHOLDER, () => JSON.stringify(chunkTable(lists, TAG_NAMES, pickerCss))),
  );
  return lists;
}

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): every function of a file so marked is
 * compiled while the file streams in, on a background thread, instead of on the main thread at its first call.
 * It pays where most of a file runs on load and costs background work where little does; on a machine with few
 * cores that work competes with the host page's own first paint (docs/performance.md, "Compile hints", each
 * choice measured). So the loader and the chunks that are mostly our own code (runtime.js, a view and the
 * components it renders) carry it; the library chunks (React's, TanStack Query with axios and zod, date-fns,
 * react-bootstrap, FullCalendar, react-datepicker) compile lazily, as V8 decides.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Whether a chunk gets COMPILE_HINT: at least half of its code ours (not node_modules, not a virtual module). */
export function compiledOnLoad(chunk: Pick<RenderedChunk, 'modules'>): boolean {
  let ours = 0;
  let all = 0;
  for (const [id, module] of Object.entries(chunk.modules)) {
    all += module.renderedLength;
    if (!/[\\/]node_modules[\\/]/.test(id) && !id.startsWith('\0')) ours += module.renderedLength;
  }
  return all > 0 && ours >= all / 2;
}

/** The table of `npm run dev` in loader.ts (as esbuild writes the string), which the build replaces by the chunk table. */
const TABLE_PLACEHOLDER = '"runtime.css|0"';

/** react-datepicker in a chunk: the page also loads the library's sheet (build-trims.ts, withPickerSheet). */
const DATEPICKER = /node_modules[\\/]react-datepicker[\\/]/;

/**
 * What widgets.js carries (the format and its reader: packages/widgets/src/standalone/chunk-table.ts):
 * `files|runtime|tag 0|tag 1|…` in the order of `tagOrder`. `files`: every file a page loads beyond
 * runtime.js, the most used first, a JS chunk by its bare name, a stylesheet by its path beside
 * widgets.js; each list one character per file (char code 48 + its index). Each tag has its sheet
 * (`lists.sheets`, runtime.css where none is named); a tag whose chunks hold react-datepicker has the
 * library's sheet (`pickerCss`) too.
 */
export function chunkTable(lists: ChunkLists, tagOrder: readonly string[], pickerCss: string[] = []): string {
  const unknown = Object.keys(lists.tags).filter((t) => !tagOrder.includes(t));
  if (unknown.length) throw new Error(`Chunk-Tabelle: Tags ohne Platz in TAG_NAMES: ${unknown.join(' ')}`);
  const withCss = (indexes: number[]) => {
    const names = indexes.map((i) => lists.files[i]);
    const picker = names.some((f) => lists.chunks[f]?.modules.some((m) => DATEPICKER.test(m)));
    return [...names, ...(picker ? pickerCss.map((c) => `chunks/${c}`) : [])];
  };
  const runtime = withCss(lists.runtime).filter((f) => f !== 'runtime.js');
  const perTag = tagOrder.map((tag) => [...withCss(lists.tags[tag] ?? []), lists.sheets?.[tag] ?? FULL_SHEET]);
  const uses = new Map<string, number>();
  for (const f of [...runtime, ...perTag.flat()]) uses.set(f, (uses.get(f) ?? 0) + 1);
  const files = [...uses.keys()].sort((a, b) => uses.get(b)! - uses.get(a)! || (a < b ? -1 : 1));
  if (files.length > 75) throw new Error(`Chunk-Tabelle: ${files.length} Dateien, höchstens 75 (ein Zeichen je Datei)`);
  const names = files.map((f) => (f.endsWith('.js') ? f.replace(/^chunks\//, '').replace(/\.js$/, '') : f));
  if (names.some((n) => !/^[\w./-]+$/.test(n) || (!n.includes('.') && n.includes('/'))))
    throw new Error(`Chunk-Name außerhalb von [A-Za-z0-9_./-]: ${names.join(' ')}`);
  const list = (fs: string[]) =>
    fs
      .map((f) => files.indexOf(f))
      .sort((a, b) => a - b)
      .map((i) => String.fromCharCode(48 + i))
      .join('');
  return [names.join(','), list(runtime), ...perTag.map(list)].join('|');
}
