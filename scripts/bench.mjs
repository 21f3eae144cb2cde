// npm run bench: sizes of what a page downloads, and the cost of mounting widgets, in Chromium.
import { chromium } from '@playwright/test';
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { execFileSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(join(root, 'dist/host-demo/server.mjs'))) execFileSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit' });

const dir = join(root, 'dist/standalone');
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const size = (file) => {
  const data = readFileSync(join(dir, file));
  return { raw: data.length, gz: gzipSync(data).length };
};
console.log('== Bundle (dist/standalone) ==');
const loader = size('widgets.js');
console.log(`loader widgets.js (classic script, every page): ${kb(loader.raw)} raw, ${kb(loader.gz)} gzip`);
let total = { raw: 0, gz: 0 };
for (const file of readdirSync(dir).filter((f) => f.endsWith('.js') || f.endsWith('.css'))) {
  const s = size(file);
  total = { raw: total.raw + s.raw, gz: total.gz + s.gz };
}
console.log(`all chunks together: ${kb(total.raw)} raw, ${kb(total.gz)} gzip (a page loads only what its tags need)`);
const npmDir = join(root, 'packages/widgets/dist');
const npmSize = readdirSync(npmDir).filter((f) => f.endsWith('.js')).reduce((n, f) => n + statSync(join(npmDir, f)).size, 0);
console.log(`npm package JS (without its dependencies): ${kb(npmSize)}`);

const { startDemoServer } = await import(pathToFileURL(join(root, 'dist/host-demo/server.mjs')).href);
const server = await startDemoServer({ port: 0, distDir: join(root, 'dist'), rootDir: root });
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--js-flags=--expose-gc'],
});
try {
  const page = await browser.newPage();
  await page.goto(`${server.url}/views/flash-message`);
  await page.getByText('Eintrag erfolgreich gespeichert').waitFor();
  const result = await page.evaluate(async () => {
    const gc = globalThis.gc;
    const heap = () => (performance).memory?.usedJSHeapSize ?? 0;
    const app = document.getElementById('app');
    const settle = () => new Promise((r) => setTimeout(r, 0));
    const cycle = async (n) => {
      for (let i = 0; i < n; i++) {
        const el = document.createElement('locked-user');
        el.setAttribute('reason', `Grund ${i}`);
        app.appendChild(el);
        while (!el.querySelector('input')) await settle();
        el.remove();
        await settle();
      }
    };
    await cycle(50);
    gc(); await settle(); gc();
    const nodesBefore = document.getElementsByTagName('*').length;
    const heapBefore = heap();
    const started = performance.now();
    await cycle(1000);
    const ms = performance.now() - started;
    gc(); await settle(); gc();
    return { ms, heapGrowth: heap() - heapBefore, nodesBefore, nodesAfter: document.getElementsByTagName('*').length };
  });
  console.log('\n== 1000 mount/unmount cycles of <locked-user> in Chromium ==');
  console.log(`time: ${result.ms.toFixed(0)} ms (${(result.ms / 1000).toFixed(2)} ms per cycle)`);
  console.log(`heap growth after GC: ${kb(result.heapGrowth)}`);
  console.log(`DOM nodes: ${result.nodesBefore} before, ${result.nodesAfter} after`);

  const cold = await browser.newPage();
  await cold.goto(`${server.url}/demo/forms`, { waitUntil: 'commit' });
  await cold.waitForFunction(() => document.querySelector('[role="combobox"]'), null, { polling: 'raf' });
  const visibleAt = await cold.evaluate(() => performance.now());
  const domReady = await cold.evaluate(() => performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? 0);
  console.log(`\n== /demo/forms, cold cache, localhost: DOMContentLoaded ${domReady.toFixed(0)} ms, first widget visible ${visibleAt.toFixed(0)} ms after navigation start ==`);
} finally {
  await browser.close();
  await server.close();
}
