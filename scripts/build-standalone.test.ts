import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { TAG_NAMES } from '../packages/core/src/element/tag-names';
import { chunksOfTag } from '../packages/widgets/src/standalone/chunk-table';
import {
  buildStandalone,
  calendarOrPickerTags,
  chunkTable,
  COMPILE_HINT,
  compiledOnLoad,
  groupChunks,
  type ChunkLists,
} from './build-standalone';

const root = resolve(__dirname, '..');

describe('the chunk table: what widgets.js carries, what the loader reads (docs/decisions/bundling.md)', () => {
  const lists: ChunkLists = {
    files: ['runtime.js', 'chunks/react1.js', 'chunks/view-a.js', 'chunks/shared.js', 'chunks/view-b.js', 'chunks/picker.js'],
    runtime: [0, 1],
    tags: { 'welcome-view': [2, 3], 'week-overview': [4, 3, 5] },
    onUse: {},
    chunks: {
      'chunks/picker.js': { imports: [], dynamicImports: [], modules: ['node_modules/react-datepicker/dist/index.es.js'], entry: false },
    },
  };

  it("gives each tag runtime.js's imports, its own chunks and its sheet, the picker's sheet where the chunks hold react-datepicker", () => {
    const table = chunkTable({ ...lists, sheets: { 'welcome-view': 'runtime.css', 'multi-user-selection': 'base.css' } }, TAG_NAMES, [
      'picker-abc.css',
    ]);
    const index = (tag: string) => TAG_NAMES.indexOf(tag as (typeof TAG_NAMES)[number]);
    expect(chunksOfTag(table, index('welcome-view')).sort()).toEqual([
      'chunks/react1.js',
      'chunks/shared.js',
      'chunks/view-a.js',
      'runtime.css',
    ]);
    expect(chunksOfTag(table, index('week-overview')).sort()).toEqual([
      'chunks/picker-abc.css',
      'chunks/picker.js',
      'chunks/react1.js',
      'chunks/shared.js',
      'chunks/view-b.js',
      'runtime.css',
    ]);
    // A view without server data: the small sheet. A tag without a view of its own yet: runtime.css.
    expect(chunksOfTag(table, index('multi-user-selection'))).toEqual(['chunks/react1.js', 'base.css']);
    expect(chunksOfTag(table, index('flash-message'))).toEqual(['chunks/react1.js', 'runtime.css']);
  });

  it('refuses a tag that is not one of the 34 (the loader finds lists by the position in TAG_NAMES)', () => {
    expect(() => chunkTable({ ...lists, tags: { 'no-such-view': [2] } }, TAG_NAMES)).toThrow(/no-such-view/);
  });

  it('the table left by `npm run dev` gives every tag runtime.css and preloads no script', () => {
    const loader = readFileSync(join(root, 'packages/widgets/src/standalone/loader.ts'), 'utf8');
    const dev = /const CHUNK_TABLE: string = '([^']*)';/.exec(loader)![1];
    for (const k of TAG_NAMES.keys()) expect(chunksOfTag(dev, k)).toEqual(['runtime.css']);
  });
});

describe('groupChunks: fewer requests, no page loading code it does not run (docs/decisions/bundling.md)', () => {
  /**
   * Two views that both load a zod chunk and a date-fns chunk; the picker (loaded on use, by both views) needs
   * only the date-fns one. The zod chunk is larger than a page may take unneeded, so the greedy pass, which
   * counts the picker's list as a page of its own, leaves the two apart. `extraView` adds a third view that
   * can load the picker without loading either chunk.
   */
  function lists(extraView: boolean): ChunkLists {
    const view = (name: string) => ({
      imports: [],
      dynamicImports: [5],
      modules: [`packages/views/src/tools/${name}/index.ts`],
      entry: true,
    });
    return {
      files: [
        'runtime.js',
        'chunks/view-a.js',
        'chunks/view-b.js',
        'chunks/zod.js',
        'chunks/dates.js',
        'chunks/picker.js',
        'chunks/view-c.js',
      ],
      runtime: [0],
      tags: { 'welcome-view': [1, 3, 4], 'week-overview': [2, 3, 4], ...(extraView ? { 'day-overview': [6] } : {}) },
      onUse: { 'packages/ui/src/date-picker/picker-library.ts': [5, 4] },
      chunks: {
        'runtime.js': { imports: [], dynamicImports: [], modules: ['packages/core/src/index.ts'], entry: true },
        'chunks/view-a.js': { ...view('view-a'), imports: [3, 4] },
        'chunks/view-b.js': { ...view('view-b'), imports: [3, 4] },
        'chunks/zod.js': { imports: [], dynamicImports: [], modules: ['node_modules/zod/v4/mini/index.js'], entry: false },
        'chunks/dates.js': { imports: [], dynamicImports: [], modules: ['node_modules/date-fns/addDays.js'], entry: false },
        'chunks/picker.js': { imports: [4], dynamicImports: [], modules: ['packages/ui/src/date-picker/picker-library.ts'], entry: true },
        'chunks/view-c.js': view('view-c'),
      },
    };
  }
  const sizes = new Map([
    ['chunks/zod.js', 9000],
    ['chunks/dates.js', 7000],
  ]);

  it('joins two chunks the same pages load when every page that can load the picker has both: one request less', () => {
    const names = groupChunks(lists(false), sizes, { pageExtra: 8192 });
    expect(names.get('node_modules/zod/v4/mini/index.js')).toBeDefined();
    expect(names.get('node_modules/zod/v4/mini/index.js')).toBe(names.get('node_modules/date-fns/addDays.js'));
  });

  it('keeps them apart when a page could load the picker without them (it would fetch the zod chunk for nothing)', () => {
    const names = groupChunks(lists(true), sizes, { pageExtra: 8192 });
    expect(names.get('node_modules/zod/v4/mini/index.js')).not.toBe(names.get('node_modules/date-fns/addDays.js'));
  });
});

describe("a page's kind for the byte budgets: a calendar or picker of its own (docs/performance.md)", () => {
  it('is read from the modules of its own chunks in the first split, not from what a grouped chunk carries along', () => {
    const chunk = (modules: string[]) => ({ imports: [], dynamicImports: [], modules, entry: false });
    const first: ChunkLists = {
      files: ['runtime.js', 'chunks/a.js', 'chunks/b.js', 'chunks/c.js', 'chunks/d.js'],
      runtime: [0],
      tags: { 'welcome-view': [1], 'points-view-admin': [2], 'checklist-report': [3], 'flip-flow-overview': [4] },
      onUse: {},
      chunks: {
        'chunks/a.js': chunk(['packages/views/src/timetracking/welcome-view/index.ts', 'packages/ui/src/date-picker/lazy-picker.tsx']),
        'chunks/b.js': chunk(['packages/views/src/admin/points-view-admin/index.ts', 'packages/ui/src/date-picker/locale.ts']),
        'chunks/c.js': chunk(['node_modules/@fullcalendar/daygrid/index.js']),
        'chunks/d.js': chunk(['node_modules/react-hook-form/dist/index.esm.mjs']),
      },
    };
    expect(calendarOrPickerTags(first)).toEqual(['checklist-report', 'welcome-view']);
  });
});

describe("which chunks carry V8's compile hint (compiledOnLoad)", () => {
  const chunk = (modules: Record<string, number>) => ({
    modules: Object.fromEntries(
      Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength, code: null, renderedExports: [] }]),
    ),
  });

  it("a chunk at least half our own code; not a library's, React's included", () => {
    expect(
      compiledOnLoad(chunk({ '/p/node_modules/react-dom/cjs/react-dom-client.production.js': 900, '/p/packages/core/src/x.ts': 100 })),
    ).toBe(false);
    expect(compiledOnLoad(chunk({ '/p/packages/views/src/a/b/b.tsx': 500, '/p/node_modules/date-fns/format.js': 500 }))).toBe(true);
    expect(compiledOnLoad(chunk({ '/p/packages/views/src/a/b/b.tsx': 400, '/p/node_modules/date-fns/format.js': 600 }))).toBe(false);
    // Rolldown's virtual modules (\0…) are not counted as ours.
    expect(compiledOnLoad(chunk({ '\0rolldown/runtime.js': 900, '/p/node_modules/zod/mini.js': 100 }))).toBe(false);
    expect(compiledOnLoad(chunk({}))).toBe(false);
  });
});

describe('the loader of a real build preloads exactly what each page fetches', () => {
  const outDir = '.tmp/standalone-test';
  const dir = join(root, outDir);
  let built: ChunkLists;
  let table: string;

  beforeAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    built = await buildStandalone(root, { outDir });
    const loader = readFileSync(join(dir, 'widgets.js'), 'utf8');
    const found = [...loader.matchAll(/"([\w./-]+(?:,[\w./-]+)*\|[^"]*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string);
    expect(found).toHaveLength(1);
    table = found[0];
  }, 120_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The static imports a chunk's code makes (`import … from"./x.js"`, `import"./x.js"`), as files under the build. */
  function staticImports(file: string): string[] {
    const code = readFileSync(join(dir, file), 'utf8');
    const from = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
    return [...code.matchAll(/(?:^|[;\s}])import\s*(?:[^"'();]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g)].map((m) =>
      join(from, m[1]).replace(/\\/g, '/'),
    );
  }

  it("every tag's list is chunks.json's (what the bytes bench counts), every file is there, nothing it imports is missing", () => {
    const runtime = built.runtime.map((i) => built.files[i]).filter((f) => f !== 'runtime.js');
    expect(Object.keys(built.tags).length).toBeGreaterThanOrEqual(30);
    for (const [k, tag] of TAG_NAMES.entries()) {
      const own = (built.tags[tag] ?? []).map((i) => built.files[i]);
      const preloaded = chunksOfTag(table, k);
      const js = preloaded.filter((f) => f.endsWith('.js'));
      expect(js.sort(), tag).toEqual([...runtime, ...own].sort());
      const css = preloaded.filter((f) => f.endsWith('.css'));
      const picker = own.some((f) => built.chunks[f].modules.some((m) => m.includes('node_modules/react-datepicker/')));
      expect(css.filter((f) => f.startsWith('chunks/picker-')).length, `${tag}: react-datepicker's sheet`).toBe(picker ? 1 : 0);
      expect(
        css.filter((f) => !f.startsWith('chunks/')),
        `${tag}: its sheet`,
      ).toEqual([built.sheets?.[tag] ?? 'runtime.css']);
      for (const file of preloaded) expect(existsSync(join(dir, file)), file).toBe(true);
      // What the page's code imports statically is preloaded too (or is runtime.js): no request in a later wave.
      const page = new Set(['runtime.js', ...preloaded]);
      for (const file of js)
        for (const imported of staticImports(file)) expect(page.has(imported), `${tag}: ${file} → ${imported}`).toBe(true);
    }
  });

  it("a view's dialogs come on their first opening: no page fetches them, and pages that only open forms load no form library", () => {
    const dialogs = Object.keys(built.onUse).filter((module) => module.endsWith('.on-use.ts'));
    expect(dialogs.length).toBeGreaterThanOrEqual(10);
    for (const module of dialogs)
      for (const [tag, list] of Object.entries(built.tags)) expect(list, `${tag}: ${module}`).not.toContain(built.onUse[module][0]);
    const modules = (tag: string) => built.tags[tag].flatMap((i) => built.chunks[built.files[i]].modules);
    for (const tag of ['team-overview', 'points-view-admin', 'flip-flow-overview', 'short-time-view', 'workinghours-view-admin'])
      expect(
        modules(tag).filter((m) => /node_modules\/(react-hook-form|@hookform)\//.test(m)),
        tag,
      ).toEqual([]);
    // A form shown with the page keeps it.
    expect(modules('working-hour').some((m) => /node_modules\/react-hook-form\//.test(m))).toBe(true);
  });

  it('names the pages with a calendar or picker of their own (the bench reads it for their budget)', () => {
    expect(built.calendarOrPicker).toEqual(expect.arrayContaining(['welcome-view', 'planing-calendar', 'week-overview-admin']));
    // Their pickers are in their dialogs now, whatever a grouped chunk carries along.
    for (const tag of ['points-view-admin', 'short-time-view', 'workinghours-view-admin', 'flip-flow-overview'])
      expect(built.calendarOrPicker).not.toContain(tag);
  });

  it('base.css is the sheet of exactly the views without server data (e2e/base-sheet.spec.ts compares their looks)', () => {
    const lite = Object.entries(built.sheets ?? {}).filter(([, sheet]) => sheet === 'base.css');
    expect(lite.map(([tag]) => tag).sort()).toEqual(['flash-message', 'locked-user', 'multi-group-selection', 'multi-user-selection']);
    for (const [tag, sheet] of Object.entries(built.sheets ?? {})) if (sheet !== 'base.css') expect(sheet, tag).toBe('runtime.css');
  });

  it("Rolldown's CommonJS helpers are in React's chunk, the one chunk runtime.js imports (build-esm-interop.ts): no request of their own", () => {
    expect(built.runtime.map((i) => built.files[i])).toEqual(['runtime.js', staticImports('runtime.js')[0]]);
    const react = staticImports('runtime.js')[0];
    const helpers = Object.entries(built.chunks).filter(([, c]) => c.modules.includes('rolldown/runtime.js'));
    expect(helpers.map(([file]) => file)).toEqual([react]);
  });

  it("runtime.js's own imports are preloaded for every tag, and no chunk name but runtime.js's is fixed", () => {
    const first = chunksOfTag(table, 0);
    expect(staticImports('runtime.js').length).toBeGreaterThan(0);
    for (const imported of staticImports('runtime.js')) expect(first).toContain(imported);
    for (const file of built.files.filter((f) => f !== 'runtime.js')) expect(file).toMatch(/^chunks\/[0-9a-z]{7}\.js$/);
  });
  it("V8's compile hint heads the loader, runtime.js and the views' own chunks; the library chunks, React's too, compile on first call", () => {
    const hinted = (file: string) => readFileSync(join(dir, file), 'utf8').startsWith(`${COMPILE_HINT}\n`);
    expect(hinted('widgets.js')).toBe(true);
    expect(hinted('runtime.js')).toBe(true);
    expect(hinted(staticImports('runtime.js')[0]), "React's chunk").toBe(false);
    const holding = (pattern: RegExp) => Object.keys(built.chunks).filter((f) => built.chunks[f].modules.some((m) => pattern.test(m)));
    const views = holding(/^packages\/views\/src\/[^/]+\/[^/]+\/[^/]+\.tsx$/);
    expect(views.length).toBeGreaterThanOrEqual(30);
    expect(views.filter((f) => !hinted(f))).toEqual([]);
    // The chunks of TanStack Query's client, FullCalendar and react-datepicker are library code: not hinted.
    for (const library of [
      /^node_modules\/@tanstack\/query-core\/build\/modern\/queryClient\.js$/,
      /^node_modules\/@fullcalendar\/core\/index\.js$/,
      /^node_modules\/react-datepicker\/dist\/index\.es\.js$/,
    ]) {
      expect(holding(library), String(library)).toHaveLength(1);
      expect(hinted(holding(library)[0]), String(library)).toBe(false);
    }
  });
});
