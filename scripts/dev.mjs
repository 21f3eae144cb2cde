// npm run dev: the host demo with the standalone bundle rebuilt on every change under packages/.
// Change a view, reload the page: the new bundle is served (the demo sends it with no-cache).
// The demo server and the mock backend themselves are built once; restart for changes there.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(join(root, 'dist/host-demo/server.mjs')) || !existsSync(join(root, 'dist/manifest.json'))) {
  execFileSync(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
}
const children = [
  spawn(join(root, 'node_modules/.bin/tsup'), ['--config', 'tsup.dev.config.ts', '--watch', 'packages'], { cwd: root, stdio: 'inherit' }),
  spawn(process.execPath, [join(root, 'host-demo/start.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DEMO_SKIP_BUILD: '1' },
  }),
];
const stop = () => {
  for (const child of children) child.kill();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
