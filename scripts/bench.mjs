// npm run bench: what every page downloads (one page per built view, walked from the manifest), side by
// side with React alone, an all-in-one bundle and the old Vue 2 stack; time to first content; the cost
// of mounting widgets. Writes bench/results.json.
//   --bytes-only   sizes from the build only (deterministic, no browser; `npm test` runs it)
//   --check        exit 1 when a budget of bench/budgets.json breaks (with --bytes-only: above a known break's ceiling)
//   --runs=N       page loads per view and CPU setting (default 7)
//   --profiles=a,b time to first content in these profiles only (unthrottled, cpu4x, home; default all three)
//   --scale-only   only the Scale and Renders sections (after the bytes): the large database, no time/memory runs
//   --time-only    only time to first content (three profiles, scripts/bench-time.mjs) and memory; Scale kept from the last run
import { chromium } from '@playwright/test';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { execFileSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { ensureChromium } from './ensure-chromium.mjs';
import { checkBytes, kib, measureBytes } from './bench-bytes.mjs';
import { measureRenders, measureScaleAnswers, measureScaleInBrowser } from './bench-scale-browser.mjs';
import { measureTimeToContent, PROFILES, SPEC_DELAY } from './bench-time.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const bytesOnly = args.includes('--bytes-only');
const check = args.includes('--check');
const scaleOnly = args.includes('--scale-only');
const timeOnly = args.includes('--time-only');
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 7);
const profileArg = args.find((a) => a.startsWith('--profiles='))?.slice(11);
const TIME_PROFILES = profileArg ? PROFILES.filter((p) => profileArg.split(',').includes(p.label)) : PROFILES;
if (profileArg && TIME_PROFILES.length === 0) throw new Error(`--profiles: keines von ${PROFILES.map((p) => p.label).join(', ')}`);
const budgets = JSON.parse(readFileSync(join(root, 'bench/budgets.json'), 'utf8'));
if (!existsSync(join(root, 'dist/host-demo/server.mjs')) || !existsSync(join(root, 'dist/standalone/chunks.json'))) {
  execFileSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
}

const f1 = (n) => n.toFixed(1);
const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);

const bytes = await measureBytes(root);
console.log('== Bytes (gzip -9 / raw, KiB): what a page fetches from /widgets/ ==');
console.log(`loader widgets.js alone        ${lpad(f1(kib(bytes.loader.gz)), 7)} / ${f1(kib(bytes.loader.raw))}`);
console.log(
  `runtime chunk + static imports ${lpad(f1(kib(bytes.runtime.gz)), 7)} / ${f1(kib(bytes.runtime.raw))} (${bytes.runtime.requests} files)`,
);
if (bytes.runtimeCss)
  console.log(`runtime.css                    ${lpad(f1(kib(bytes.runtimeCss.gz)), 7)} / ${f1(kib(bytes.runtimeCss.raw))}`);
if (bytes.baseCss) console.log(`base.css (pages without API)   ${lpad(f1(kib(bytes.baseCss.gz)), 7)} / ${f1(kib(bytes.baseCss.raw))}`);
if (bytes.pickerOnFirstUse)
  console.log(
    `react-datepicker on a picker's first use  ${f1(kib(bytes.pickerOnFirstUse.gz))} / ${f1(kib(bytes.pickerOnFirstUse.raw))} (${bytes.pickerOnFirstUse.requests} files, at most)`,
  );
if (bytes.monthPopoverOnFirstUse)
  console.log(
    `month picker's popover on first open     ${f1(kib(bytes.monthPopoverOnFirstUse.gz))} / ${f1(kib(bytes.monthPopoverOnFirstUse.raw))} (${bytes.monthPopoverOnFirstUse.requests} files, at most)`,
  );
if (bytes.virtualizerOnLongList)
  console.log(
    `virtualizer when a list first reaches 100 rows  ${f1(kib(bytes.virtualizerOnLongList.gz))} / ${f1(kib(bytes.virtualizerOnLongList.raw))} (${bytes.virtualizerOnLongList.requests} files, at most)`,
  );
if (bytes.dialogsOnFirstOpening)
  console.log(
    `a view's dialog on its first opening      ${f1(kib(bytes.dialogsOnFirstOpening.gz))} / ${f1(kib(bytes.dialogsOnFirstOpening.raw))} (${bytes.dialogsOnFirstOpening.requests} files, at most)`,
  );
console.log(`React floor (React + react-dom, one element)  ${f1(kib(bytes.react.gz))} / ${f1(kib(bytes.react.raw))}`);
console.log(`all-in-one bundle of the same views           ${f1(kib(bytes.allInOne.gz))} / ${f1(kib(bytes.allInOne.raw))}`);
console.log(
  `legacy floor (Vue 2 + bootstrap-vue + v-calendar + moment de + axios)  ${f1(kib(bytes.legacy.gz))} / ${f1(kib(bytes.legacy.raw))}`,
);
console.log(
  `\n${pad('page (one view)', 30)} ${lpad('gz', 7)} ${lpad('raw', 7)} ${lpad('req', 4)} ${lpad('×legacy', 8)} ${lpad('×all-in-1', 9)} ${lpad('+React', 7)}  kind`,
);
for (const p of bytes.pages) {
  const kind = p.noApi ? 'no API' : p.calendarOrPicker ? 'calendar/picker' : 'data';
  console.log(
    `${pad(p.tag, 30)} ${lpad(f1(kib(p.gz)), 7)} ${lpad(f1(kib(p.raw)), 7)} ${lpad(p.requests, 4)} ${lpad(p.toLegacy.toFixed(2), 8)} ${lpad(p.toAllInOne.toFixed(2), 9)} ${lpad(f1(kib(p.overReactGz)), 7)}  ${kind}`,
  );
}
const budgetResults = checkBytes(bytes, budgets);

let browserResults = null;
let scaleResults = null;
if (!bytesOnly) {
  if (!scaleOnly) browserResults = await measureInBrowser();
  if (!timeOnly) scaleResults = await measureScale();
}

console.log('\n== Budgets (bench/budgets.json) ==');
const broken = budgetResults.filter((r) => !r.ok);
for (const r of broken) {
  const value = r.unit.includes('KiB') ? f1(r.value) : r.unit === 'requests' ? String(r.value) : r.value.toFixed(2);
  console.log(
    `✗ ${pad(r.name, 28)} ${r.key}: ${value} ${r.unit} > ${r.limit}${r.withinCeiling ? ` (known break, ceiling ${r.ceiling})` : r.ceiling !== undefined ? ` (ABOVE its known-break ceiling ${r.ceiling})` : ''}`,
  );
}
console.log(`${budgetResults.length - broken.length} of ${budgetResults.length} byte budgets met.`);
const timeBroken = [];
if (browserResults) {
  const t = browserResults.timeToContent.unthrottled?.medianOfMedians;
  if (t !== undefined && t > budgets.time.medianTimeToDataMaxMs)
    timeBroken.push(`median time to first content ${f1(t)} ms > ${budgets.time.medianTimeToDataMaxMs} ms`);
  for (const [label, profile] of Object.entries(browserResults.timeToContent)) {
    if (profile.notReporting.length > 0) timeBroken.push(`${label}: no first content every run from ${profile.notReporting.join(', ')}`);
    const limit = budgets.time.medianToFloorMax?.[label];
    if (limit !== undefined && profile.medianToFloor > limit)
      timeBroken.push(`${label}: median time to first content ${profile.medianToFloor.toFixed(2)} × the React floor > ${limit} ×`);
  }
  const m = browserResults.memory;
  if (m.heapGrowth / 1048576 > budgets.memory.heapGrowthMaxMiB)
    timeBroken.push(`heap growth ${f1(m.heapGrowth / 1048576)} MiB > ${budgets.memory.heapGrowthMaxMiB} MiB`);
  if (budgets.memory.domNodesBackToStart && m.nodesAfter !== m.nodesBefore) timeBroken.push(`DOM nodes ${m.nodesBefore} → ${m.nodesAfter}`);
}
if (scaleResults) timeBroken.push(...checkScale(scaleResults));
for (const line of timeBroken) console.log(`✗ ${line}`);

mkdirSync(join(root, 'bench'), { recursive: true });
// --scale-only keeps the time and memory figures of the last full run in results.json.
if (scaleOnly && existsSync(join(root, 'bench/results.json')))
  browserResults = JSON.parse(readFileSync(join(root, 'bench/results.json'), 'utf8')).browser ?? null;
// --time-only keeps the Scale figures of the last run.
let keptScale = null;
if (timeOnly && existsSync(join(root, 'bench/results.json')))
  keptScale = JSON.parse(readFileSync(join(root, 'bench/results.json'), 'utf8'));
if (!bytesOnly) {
  writeFileSync(
    join(root, 'bench/results.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), machine: { cpus: cpus().length, cpu: cpus()[0]?.model, memGiB: Math.round(totalmem() / 2 ** 30), node: process.version }, bytes, budgets: budgetResults, browser: browserResults, scale: scaleResults?.scale ?? keptScale?.scale ?? null, renders: scaleResults?.renders ?? keptScale?.renders ?? null, scaleBudgets: scaleResults?.checks ?? keptScale?.scaleBudgets ?? null }, null, 2)}\n`,
  );
  console.log('\nbench/results.json geschrieben.');
}
if (check) {
  const failing = bytesOnly ? broken.filter((r) => !r.withinCeiling) : [...broken, ...timeBroken];
  if (failing.length > 0) {
    console.error(`\n${failing.length} Budget(s) gebrochen${bytesOnly ? ' (über der Decke eines bekannten Bruchs oder neu)' : ''}.`);
    process.exit(1);
  }
}

async function measureInBrowser() {
  process.env.DEMO_LATENCY = '0';
  const { startDemoServer } = await import(pathToFileURL(join(root, 'dist/host-demo/server.mjs')).href);
  const server = await startDemoServer({
    port: 0,
    host: '127.0.0.1',
    distDir: join(root, 'dist'),
    rootDir: root,
    now: new Date('2026-11-23T09:30:00+01:00'),
  });
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--js-flags=--expose-gc',
    ],
  });
  try {
    // Time from navigation start to the view's first content (placeholder gone, text shown), per built view,
    // in three profiles, each beside the React-floor page of the same run (scripts/bench-time.mjs).
    const tags = bytes.pages.map((p) => p.tag);
    let profileServer = null;
    const timeToContent = await measureTimeToContent({
      browser,
      root,
      tags,
      runs,
      profiles: TIME_PROFILES,
      demoFor: async (profile) => {
        // A demo server per profile: its API latency is set when it starts.
        if (profileServer) await profileServer.close();
        process.env.DEMO_LATENCY = String(profile.apiLatencyMs);
        profileServer = await startDemoServer({
          port: 0,
          host: '127.0.0.1',
          distDir: join(root, 'dist'),
          rootDir: root,
          now: new Date('2026-11-23T09:30:00+01:00'),
        });
        return profileServer.url.replace(/\/$/, '');
      },
    });
    if (profileServer) await profileServer.close();
    process.env.DEMO_LATENCY = '0';
    console.log(
      `\n== Time to first content (ms from navigation start, ${runs} runs, median [min–max]; ratio to the React-floor page of the same profile) ==`,
    );
    console.log(`${pad('view', 30)} ${TIME_PROFILES.map((p) => lpad(p.label, 26)).join(' ')}`);
    const cell = (v) =>
      v.failed === runs
        ? 'meldet nie'
        : `${f1(v.median)} [${f1(v.min)}–${f1(v.max)}] ${v.toFloor.toFixed(1)}×${v.failed ? ` (${v.failed} fehlen)` : ''}`;
    console.log(
      `${pad('React floor', 30)} ${TIME_PROFILES.map((p) => lpad(`${f1(timeToContent[p.label].floor.median)} [${f1(timeToContent[p.label].floor.min)}–${f1(timeToContent[p.label].floor.max)}]`, 26)).join(' ')}`,
    );
    for (const tag of tags) {
      const note = SPEC_DELAY[tag] ? `  (includes the spec's ${SPEC_DELAY[tag]} ms delay, taken off the ratio; not in the median)` : '';
      console.log(`${pad(tag, 30)} ${TIME_PROFILES.map((p) => lpad(cell(timeToContent[p.label].perView[tag]), 26)).join(' ')}${note}`);
    }
    for (const p of TIME_PROFILES) {
      const t = timeToContent[p.label];
      console.log(
        `${p.label}: median over the views ${f1(t.medianOfMedians)} ms = ${t.medianToFloor.toFixed(2)} × the floor (${f1(t.floor.median)} ms); the floor on the host page ${f1(t.hostFloor.median)} ms, the views ${t.medianToHostFloor.toFixed(2)} × that${t.notReporting.length ? `; not reporting every run: ${t.notReporting.join(', ')}` : ''}`,
      );
    }

    // Memory: 1,000 mount/unmount cycles, heap after forced GC (CDP) and DOM node count against the start.
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${server.url}/views/flash-message`);
    await page.waitForFunction(() => document.querySelector('flash-message')?.textContent?.trim());
    const cycle = (n) =>
      page.evaluate(async (count) => {
        const app = document.getElementById('app');
        const settle = () => new Promise((r) => setTimeout(r, 0));
        for (let i = 0; i < count; i++) {
          const el = document.createElement('locked-user');
          el.setAttribute('reason', `Grund ${i}`);
          app.appendChild(el);
          while (!el.querySelector('input')) await settle();
          el.remove();
          await settle();
        }
      }, n);
    const snapshot = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
      return { heap: usedSize, nodes };
    };
    await cycle(50);
    const before = await snapshot();
    const started = Date.now();
    await cycle(1000);
    const ms = Date.now() - started;
    const after = await snapshot();
    const memory = {
      view: 'locked-user',
      cycles: 1000,
      ms,
      heapBefore: before.heap,
      heapAfter: after.heap,
      heapGrowth: after.heap - before.heap,
      nodesBefore: before.nodes,
      nodesAfter: after.nodes,
    };
    await context.close();
    console.log('\n== 1,000 mount/unmount cycles of <locked-user> ==');
    console.log(
      `time ${ms} ms (${(ms / 1000).toFixed(2)} ms per cycle); heap after forced GC ${f1(before.heap / 1048576)} → ${f1(after.heap / 1048576)} MiB (growth ${f1(memory.heapGrowth / 1024)} KiB); DOM nodes ${before.nodes} → ${after.nodes}`,
    );
    return { runs, timeToContent, memory };
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Scale (issue 7): the emulated answers in Node, then the 10,000-row cases and Renders in Chromium. */
async function measureScale() {
  process.env.DEMO_LATENCY = '0';
  const now = new Date('2026-11-23T09:30:00+01:00');
  const answers = await measureScaleAnswers(root, now);
  console.log(`\n== Scale: emulated answers at the large database (${answers.users} users; Node, the handlers called directly; ms) ==`);
  console.log(`${pad('answer', 58)} ${lpad('rows', 6)} ${lpad('first', 8)} ${lpad('again', 8)} ${lpad('KiB', 7)}`);
  for (const c of answers.cases)
    console.log(`${pad(c.name, 58)} ${lpad(c.rows, 6)} ${lpad(f1(c.firstMs), 8)} ${lpad(f1(c.againMs), 8)} ${lpad(f1(c.bytes / 1024), 7)}`);
  console.log('"first": the first read after a reset (nothing seeded or remembered yet); "again": median of the next reads.');

  const { startDemoServer } = await import(pathToFileURL(join(root, 'dist/host-demo/server.mjs')).href);
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const scaleRuns = Math.max(3, Math.min(runs, 5));
  let inBrowser;
  let renders;
  try {
    const large = await startDemoServer({ port: 0, host: '127.0.0.1', distDir: join(root, 'dist'), rootDir: root, now, scale: 'large' });
    try {
      inBrowser = await measureScaleInBrowser(browser, large.url, scaleRuns);
    } finally {
      await large.close();
    }
    const normal = await startDemoServer({ port: 0, host: '127.0.0.1', distDir: join(root, 'dist'), rootDir: root, now, scale: 'default' });
    try {
      renders = await measureRenders(browser, normal.url);
    } finally {
      await normal.close();
    }
  } finally {
    await browser.close();
  }
  const s = (x) => `${f1(x.median)} [${f1(x.min)}–${f1(x.max)}]`;
  console.log(`\n== Scale in Chromium (large database, ${scaleRuns} runs, median [min–max] ms) ==`);
  const u = inBrowser.usersList;
  console.log(
    `user list: keystroke to paint (the typed letter) ${s(u.keystrokeEcho)}; keystroke to the new result rows ${s(u.keystrokeResults)} (includes the ${u.debounceMs} ms search debounce); page change to paint ${s(u.pageChange)}`,
  );
  const p = inBrowser.pointsAll;
  console.log(
    `points "alle" (${p.rows} rows): first render after the answer ${s(p.firstRender)}; choice of "alle" to paint ${s(p.changeToPaint)} (answer over HTTP ${s(p.answerOverHttp)})`,
  );
  if (p.scroll)
    console.log(
      `points "alle" scrolled through (800 px per frame): longest animation frame ${s(p.scroll.longestFrame)}, frames over 50 ms ${s(p.scroll.framesOver50)}`,
    );
  const q = inBrowser.queuePlan;
  console.log(`queue plan (${q.rows} rows × 20 queues): first render after the answer ${s(q.firstRender)}`);
  console.log('\n== Renders: React commits per timer tick on the welcome view (default database) ==');
  for (const [label, r] of [
    ['clocked in', renders.clockedIn],
    ['on a break', renders.onBreak],
  ]) {
    const rendered = Object.entries(r.rendered)
      .map(([what, n]) => `${what} ×${n}`)
      .join('; ');
    console.log(
      `${label}: ${r.commits} commits in ${r.seconds} s = ${r.commitsPerTick.toFixed(2)} per tick, components rendered per commit ${r.componentsPerCommit.join(',')}: ${rendered || '(none)'}; DOM changed in: ${Object.keys(r.domChanged).join(' | ') || '(nothing: the shown time changes once a minute)'}`,
    );
  }
  if (!renders.hookWorks) console.log('(no commit seen: React did not call the commit hook)');
  const scale = { answers, browser: inBrowser, runs: scaleRuns };
  return { scale, renders, checks: scaleChecks(scale, renders, budgets) };
}

/** Every scale and render budget as {name, value, limit, ok, ceiling?}. */
function scaleChecks(scale, renders, budgets) {
  const b = budgets.scale;
  const known = budgets.knownBreaks.scale ?? {};
  const checks = [];
  const add = (name, value, limit) => checks.push({ name, value, limit, ok: value <= limit, ceiling: known[name] });
  for (const c of scale.answers.cases) {
    add(`answer: ${c.name} (first)`, c.firstMs, b.answerMaxMs);
    add(`answer: ${c.name} (again)`, c.againMs, b.answerMaxMs);
  }
  const { usersList: u, pointsAll: p, queuePlan: q } = scale.browser;
  add('user list: keystroke to paint', u.keystrokeEcho.median, b.keystrokeToPaintMaxMs);
  add('user list: keystroke to result rows, without the debounce', u.keystrokeResults.median - u.debounceMs, b.keystrokeToPaintMaxMs);
  add('user list: page change to paint', u.pageChange.median, b.keystrokeToPaintMaxMs);
  add('points "alle": first render', p.firstRender.median, b.firstRenderMaxMs);
  if (p.scroll) add('points "alle": longest animation frame while scrolling', p.scroll.longestFrame.median, b.scrollFrameMaxMs ?? 50);
  add('queue plan: first render', q.firstRender.median, b.firstRenderMaxMs);
  const r = budgets.renders;
  add('welcome view: commits per tick, clocked in', renders.clockedIn.commitsPerTick, r.commitsPerTickMax);
  add('welcome view: commits per tick, on a break', renders.onBreak.commitsPerTick, r.commitsPerTickMax);
  return checks;
}

function checkScale(results) {
  const lines = [];
  for (const c of results.checks) {
    if (c.ok) continue;
    const note =
      c.ceiling === undefined
        ? ''
        : c.value <= c.ceiling
          ? ` (known break, ceiling ${c.ceiling})`
          : ` (ABOVE its known-break ceiling ${c.ceiling})`;
    lines.push(`${c.name}: ${f1(c.value)} > ${c.limit}${note}`);
  }
  console.log(`\n${results.checks.length - lines.length} of ${results.checks.length} scale and render budgets met.`);
  return lines;
}
