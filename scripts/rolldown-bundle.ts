// Tests of the standalone build's plugins: one ES module bundled by Rolldown into one chunk, as a page would get it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { rolldown, type InputOptions } from 'rolldown';

const root = resolve(__dirname, '..');

/** `contents` as an entry under .tmp, bundled with `options` (plugins, externals, defines); its code and the modules in it. */
export async function rolldownBundle(contents: string, options: Pick<InputOptions, 'plugins' | 'external' | 'transform'>) {
  const dir = resolve(root, '.tmp/rolldown-bundle');
  mkdirSync(dir, { recursive: true });
  const entry = resolve(dir, `entry-${Math.random().toString(36).slice(2)}.js`);
  writeFileSync(entry, contents);
  const bundle = await rolldown({ cwd: root, input: entry, platform: 'browser', logLevel: 'silent', ...options });
  const { output } = await bundle.generate({ format: 'esm', codeSplitting: false });
  await bundle.close();
  return { modules: output[0].moduleIds, code: output[0].code };
}
