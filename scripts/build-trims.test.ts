import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { axiosWithoutFetch, dateFnsGermanDefault, datepickerCssWithLibrary, datepickerStylesheet } from './build-trims';

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
    plugins: [axiosWithoutFetch, dateFnsGermanDefault],
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
    const { inputs } = await bundle("import axios from 'axios'; import { format } from 'date-fns'; console.log(axios, format);");
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
