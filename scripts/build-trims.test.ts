import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import axios from 'axios';
import {
  AXIOS_PLATFORM_UTILS,
  AXIOS_TRIMMED_MODULES,
  axiosTrimmed,
  axiosWithoutFetch,
  dateFnsGermanDefault,
  datepickerCssWithLibrary,
  datepickerStylesheet,
  rolldownTrims,
  withoutOptionalRequire,
  zodWithoutJsonSchema,
} from './build-trims';
import { rolldownBundle as bundleWith } from './rolldown-bundle';

const root = resolve(__dirname, '..');
const read = (path: string) => readFileSync(resolve(root, 'node_modules', path), 'utf8');

async function bundle(contents: string) {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    metafile: true,
    logLevel: 'silent',
    plugins: [axiosWithoutFetch, axiosTrimmed, dateFnsGermanDefault],
  });
  return { inputs: Object.keys(result.metafile.inputs), code: result.outputFiles[0].text };
}

describe('the standalone build leaves out what a page never runs (issue 25)', () => {
  it('the modules the trims replace are where the trims expect them (fails when a library update moves them)', () => {
    expect(read('axios/lib/adapters/adapters.js')).toMatch(/import \* as fetchAdapter from '\.\/fetch\.js';[\s\S]*fetchAdapter\.getFetch/);
    expect(read('axios/lib/defaults/index.js')).toMatch(/adapter: \['xhr', 'http', 'fetch'\]/);
    expect(read('date-fns/format.js')).toContain('from "./_lib/defaultLocale.js"');
    expect(read('date-fns/_lib/defaultLocale.js')).toContain('defaultLocale');
  });

  it('axios without its fetch adapter and date-fns without en-US: neither module is in the bundle', async () => {
    const { inputs, code } = await bundle("import axios from 'axios'; import { format } from 'date-fns'; console.log(axios, format);");
    expect(code).not.toContain('visitor must be a function'); // axios's toFormData, replaced (npm run dev builds with esbuild)
    expect(inputs.filter((path) => /axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/.test(path))).toEqual([]);
    expect(inputs.filter((path) => /locale[\\/]en-US/.test(path))).toEqual([]);
    expect(inputs.some((path) => /axios[\\/]lib[\\/]adapters[\\/]xhr\.js$/.test(path))).toBe(true);
  });

  it('a date formatted without a locale reads German', async () => {
    const { code } = await bundle("import { format } from 'date-fns'; export const day = format(new Date(2026, 10, 23), 'EEEE, d. MMMM');");
    const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { day: string };
    expect(module.day).toBe('Montag, 23. November');
  });
});

describe("react-datepicker's stylesheet comes with the library (issue 25)", () => {
  it('runtime.css keeps only the stand-in rules; the whole sheet has the calendar', () => {
    const { standIn, full, file } = datepickerStylesheet();
    expect(standIn).toMatch(/\.react-datepicker-wrapper\{/);
    expect(standIn).toMatch(/\.react-datepicker__input-container\{/);
    expect(standIn).toMatch(/\.react-datepicker__sr-only\{/);
    expect(standIn).not.toContain('.react-datepicker__day');
    expect(standIn.length).toBeLessThan(1000);
    expect(full).toContain('.react-datepicker__day');
    expect(file).toMatch(/^picker-[A-Z0-9]{8}\.css$/);
  });

  it("the library's module loads the sheet beside its chunk and waits for it; styles.css's @import becomes the stand-in rules", async () => {
    expect(read('react-datepicker/package.json')).toContain('"module": "dist/index.es.js"');
    const outdir = resolve(root, '.tmp/build-trims-test');
    const result = await build({
      stdin: {
        contents: "import '@stempeluhr/ui/styles.css'; import DatePicker from 'react-datepicker'; console.log(DatePicker);",
        resolveDir: root,
        loader: 'js',
      },
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      outdir,
      external: ['react', 'react-dom', 'date-fns', 'date-fns/*', 'clsx', '@floating-ui/react'],
      logLevel: 'silent',
      plugins: [datepickerCssWithLibrary],
    });
    const js = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
    const css = result.outputFiles.find((f) => f.path.endsWith('.css'))!.text;
    const { file } = datepickerStylesheet();
    expect(js).toContain(`new URL(${JSON.stringify(file)}, import.meta.url)`);
    expect(js).toMatch(/await new Promise/);
    expect(css).toContain('.react-datepicker-wrapper');
    expect(css).not.toContain('.react-datepicker__day--selected');
    expect(readFileSync(resolve(outdir, 'chunks', file), 'utf8')).toContain('.react-datepicker__day--selected');
  });
});

describe('zod classic without its JSON-schema generator (issue 25)', () => {
  it('classic schemas import the two modules the trim replaces (fails when a zod update moves them)', () => {
    const schemas = read('zod/v4/classic/schemas.js');
    expect(schemas).toContain('import * as processors from "../core/json-schema-processors.js";');
    expect(schemas).toContain('from "../core/to-json-schema.js";');
    expect(read('zod/v4/core/json-schema-processors.js')).toContain('export function aggregateChecks(');
  });

  it('parses, validates and reads a string schema’s checks as before; only toJSONSchema says it is not in the build', async () => {
    const result = await build({
      stdin: {
        contents:
          "import * as z from 'zod'; const s = z.object({ a: z.string().min(2), n: z.number().int(), d: z.coerce.date(), l: z.array(z.union([z.literal('x'), z.null()])).optional() });\n" +
          "export const parsed = s.parse({ a: 'ab', n: 3, d: '2026-11-23', l: ['x', null] }); export const issues = s.safeParse({ a: 'a' }).error.issues.length;\n" +
          'export const minLength = z.string().min(3).minLength; export const toJson = () => s.toJSONSchema();',
        resolveDir: root,
        loader: 'js',
      },
      bundle: true,
      write: false,
      format: 'esm',
      minify: true,
      metafile: true,
      logLevel: 'silent',
      plugins: [zodWithoutJsonSchema],
    });
    // What is left of the generator in the code: the real processors module for aggregateChecks alone.
    const live = Object.entries(Object.values(result.metafile.outputs)[0].inputs)
      .filter(
        ([path, { bytesInOutput }]) =>
          /^node_modules[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors|json-schema-generator)\.js$/.test(path) &&
          bytesInOutput > 0,
      )
      .map(([path, { bytesInOutput }]) => [path.replace(/^node_modules[\\/]/, ''), bytesInOutput < 2500]); // the whole module: about 9,000
    expect(live).toEqual([['zod/v4/core/json-schema-processors.js', true]]);
    const module = (await import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`)) as {
      parsed: { a: string; d: Date; l: unknown[] };
      issues: number;
      minLength: number;
      toJson: () => unknown;
    };
    expect(module.parsed.a).toBe('ab');
    expect(module.parsed.d).toBeInstanceOf(Date);
    expect(module.parsed.l).toEqual(['x', null]);
    expect(module.issues).toBe(3);
    expect(module.minLength).toBe(3);
    expect(() => module.toJson()).toThrow(/nicht enthalten/);
  });
});

const rolldownBundle = (contents: string) =>
  bundleWith(contents, { plugins: rolldownTrims, external: ['react', 'react-dom', 'clsx', '@floating-ui/react'] });

describe('the same trims in the Rolldown build of dist/standalone (docs/decisions/bundling.md)', () => {
  it('axios without fetch, date-fns German by default, zod classic without its JSON-schema generator', async () => {
    const { modules, code } = await rolldownBundle(
      "import axios from 'axios'; import { format } from 'date-fns'; import * as z from 'zod';\n" +
        "export const day = format(new Date(2026, 10, 23), 'EEEE, d. MMMM'); export const min = z.string().min(3).minLength;\n" +
        'export const toJson = () => z.object({ a: z.string() }).toJSONSchema(); export const client = typeof axios.get;',
    );
    expect(modules.filter((id) => /axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/.test(id))).toEqual([]);
    expect(modules.some((id) => /axios[\\/]lib[\\/]adapters[\\/]xhr\.js$/.test(id))).toBe(true);
    expect(modules.filter((id) => /locale[\\/]en-US/.test(id))).toEqual([]);
    expect(modules.filter((id) => /zod[\\/]v4[\\/]core[\\/]to-json-schema\.js$/.test(id) && !id.includes('stempeluhr-trim'))).toEqual([]);
    const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
      day: string;
      min: number;
      toJson: () => unknown;
      client: string;
    };
    expect(module.day).toBe('Montag, 23. November');
    expect(module.min).toBe(3);
    expect(module.client).toBe('function');
    expect(() => module.toJson()).toThrow(/nicht enthalten/);
  });

  it("react-datepicker's module waits for its sheet beside the chunk; a stylesheet import is no code; react-bootstrap by module", async () => {
    const { file } = datepickerStylesheet();
    const { code } = await rolldownBundle(
      "import '@stempeluhr/ui/styles.css'; import DatePicker from 'react-datepicker'; console.log(DatePicker);",
    );
    expect(code).toContain(`new URL(${JSON.stringify(file)}, import.meta.url)`);
    expect(code).toMatch(/await new Promise/);
    expect(code).not.toMatch(/\.react-datepicker__day--selected[^{]*\{/);
    const rewritten = rolldownTrims.find((p) => p.name === 'react-bootstrap-by-module')!;
    const transform = rewritten.transform as (code: string, id: string) => { code: string } | null;
    expect(transform("import { Modal, Fade } from 'react-bootstrap';\n", '/x/packages/ui/src/a.tsx')!.code).toBe(
      "import Modal from 'react-bootstrap/esm/Modal.js';\nimport Fade from 'react-bootstrap/esm/Fade.js';\n",
    );
  });
});

describe('axios without what our client never asks of it (issue 25)', () => {
  const dataModule = (code: string) => import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  const exported = (source: string) =>
    [...source.matchAll(/^export (?:default\b|(?:const|let|class|function) (\w+))/gm)].map((m) => m[1] ?? 'default').sort();

  it('each replaced module is where the trim expects it, with the same exports (fails when an axios update moves one)', () => {
    for (const [path, standIn] of Object.entries(AXIOS_TRIMMED_MODULES)) {
      expect(exported(standIn), path).toEqual(exported(read(`axios/lib/${path}`)));
    }
  });

  it("axios's platform object is built from common/utils.js's exports by name (no namespace object), all of them", async () => {
    const utils = read('axios/lib/platform/common/utils.js');
    const names = /export \{([^}]*)\}/
      .exec(utils)![1]
      .split(',')
      .map((n) => n.trim().replace(/^\w+ as /, ''))
      .filter(Boolean);
    expect(AXIOS_PLATFORM_UTILS.split(', ').sort()).toEqual(names.sort());
    const { code } = await rolldownBundle("import platform from 'axios/unsafe/platform/index.js'; export default platform;");
    const platform = ((await dataModule(code)) as { default: Record<string, unknown> }).default;
    expect(Object.keys(platform)).toEqual(expect.arrayContaining([...names, 'isBrowser', 'classes', 'protocols']));
    expect(platform.isBrowser).toBe(true);
  });

  it("react-datepicker's optional date-fns-tz is the throw it always was in a browser (fails when an update changes the line)", () => {
    const code = read('react-datepicker/dist/index.es.js');
    const trimmed = withoutOptionalRequire(code);
    expect(trimmed).not.toMatch(/\brequire\(/);
    expect(trimmed).toContain('throw new Error(dateFnsTzModuleName);');
    expect(() => withoutOptionalRequire('const x = 1;')).toThrow(/nicht genau einmal gefunden/);
  });

  // Every shape a params object of ours can take, and the edges of axios's own reading of them.
  const shapes: Record<string, unknown>[] = [
    { fromDate: '2026-11-23', toDate: '2026-11-29', isApi: true },
    { year: 2026, month: 11, limit: 0, homeOffice: 'false' },
    { filterUser: 'Schmidt & Söhne (Köln)!', perPage: 50, page: 2 },
    { comment: "Arzt'termin ~ 50% * [dringend] + Rückruf", date: new Date(Date.UTC(2026, 10, 23, 8, 30)) },
    { skipped: undefined, empty: null, blank: '', zero: 0, no: false },
    { ' padded ': 'x', 'ids[]': [3, 4], list: ['a', null, 'b', undefined], when: [new Date(Date.UTC(2026, 0, 1))] },
    { dn: 'cn=Team Süd,ou=groups', week: 48 },
  ];

  it("reads flat params into the same pairs and encoding as axios's own AxiosURLSearchParams", async () => {
    const real = (await import(pathToFileURL(resolve(root, 'node_modules/axios/lib/helpers/AxiosURLSearchParams.js')).href)) as {
      default: new (params: unknown) => { toString(encoder?: unknown): string };
    };
    const standIn = (await dataModule(AXIOS_TRIMMED_MODULES['helpers/AxiosURLSearchParams.js'])) as typeof real;
    const buildUrl = (await import(pathToFileURL(resolve(root, 'node_modules/axios/lib/helpers/buildURL.js')).href)) as {
      encode: (value: string) => string;
    };
    const axiosEncoder = (value: string) => buildUrl.encode(value);
    for (const shape of shapes) {
      expect(new standIn.default(shape).toString()).toBe(new real.default(shape).toString());
      expect(new standIn.default(shape).toString(axiosEncoder)).toBe(new real.default(shape).toString(axiosEncoder));
    }
    expect(() => new standIn.default({ filter: { name: 'x' } })).toThrow(/verschachtelter Parameter \(filter\).*nicht enthalten/);
  });

  it('in the Rolldown build, a request URL with params is what axios makes, and the replaced helpers say they are missing', async () => {
    const { code, modules } = await rolldownBundle(
      "import axios from 'axios';\nexport const uri = (params) => axios.getUri({ baseURL: 'https://intranet.example/', url: 'clocking/period', params });\n" +
        'export const form = () => axios.toFormData({ a: 1 }); export const cancel = () => axios.CancelToken.source();',
    );
    expect(modules.some((id) => /axios[\\/]lib[\\/]adapters[\\/]xhr\.js$/.test(id))).toBe(true);
    for (const only of ['visitor must be a function', 'Unauthorized', 'lengthComputable', 'expires=']) expect(code).not.toContain(only);
    const module = (await dataModule(code)) as { uri: (params: unknown) => string; form: () => unknown; cancel: () => unknown };
    for (const shape of shapes) {
      expect(module.uri(shape)).toBe(axios.getUri({ baseURL: 'https://intranet.example/', url: 'clocking/period', params: shape }));
    }
    expect(module.form).toThrow(/toFormData ist im Browser-Build von @stempeluhr\/widgets nicht enthalten/);
    expect(module.cancel).toThrow(/CancelToken/);
  });

  it('our sources ask axios for nothing the trim replaced', () => {
    const pattern =
      'HttpStatusCode|CancelToken|toFormData|formToJSON|postForm|putForm|patchForm|onUploadProgress|onDownloadProgress|withXSRFToken: true';
    let uses = '';
    try {
      uses = execFileSync('git', ['grep', '-nE', pattern, '--', 'packages', ':!*.test.*', ':!*.d.ts'], { cwd: root, encoding: 'utf8' });
    } catch (error) {
      if ((error as { status?: number }).status !== 1) throw error; // 1: nothing found
    }
    expect(uses).toBe('');
  });
});
