// Issue 7, Scale and Renders (browser part of `npm run bench`), on the host demo with the large emulated
// database (5,000 users, points "alle" with 10,000 entries, a queue plan of 300 × 20 queues):
// - first render: from the end of the data answer (Resource Timing) to the frame that shows the rows
//   (checked in requestAnimationFrame, timed in the task right after that frame's paint);
// - keystroke to paint: from a real key's event time (keydown.timeStamp) to the paint after it, and
//   to the paint of the new result rows (which includes the view's 300 ms search debounce);
// - page change to paint: from the click's event time to the paint of the next page's rows.
// Renders: React commits per timer tick on the welcome view, counted by React's own commit hook
// (a __REACT_DEVTOOLS_GLOBAL_HOOK__ stub the benchmark installs before the page's scripts; the
// Profiler API reports nothing in the production build that ships), and the DOM each tick changes
// (MutationObserver) to see whether a tick stays inside the timer.
import { build } from 'esbuild';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { median } from './bench-bytes.mjs';

/** The Node part: every emulated answer at the large scale, calling the handlers (scripts/bench-scale.ts). */
export async function measureScaleAnswers(root, now) {
  const out = join(root, '.tmp/bench-scale.mjs');
  await build({
    entryPoints: [join(root, 'scripts/bench-scale.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: out,
    external: ['msw', 'msw/*'],
    logLevel: 'error',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  process.env.TZ = 'Europe/Berlin';
  const { measureScale } = await import(`${pathToFileURL(out).href}?t=${Date.now()}`);
  return measureScale(now);
}

/**
 * Installed before the page's scripts: paint probes, key/click timestamps, and (`commits`, for the renders
 * count only) React's commit hook. The hook walks the whole fiber tree on every commit, so the scale pages
 * (a 300 × 20 queue plan, a table scrolled 800 px a frame) go without it: what they time is the view's
 * work alone. (Measured 2026-12-07 with and without it: no difference beyond the run-to-run spread.)
 */
function instrument(commits) {
  const w = window;
  w.__bench = { commits: [], keys: [], clicks: [], loaf: [] };
  // A windowed table keeps only the rows in view in the DOM and names its size in aria-rowcount (the
  // header row included); a plain one has all of its rows. Either way: the rows the table shows.
  w.__rowsOf = (root) => {
    if (!root) return 0;
    const table = root.querySelector('table[aria-rowcount]');
    const rendered = root.querySelectorAll('tbody tr:not([aria-hidden])').length;
    if (!table || rendered === 0) return rendered;
    return Number(table.getAttribute('aria-rowcount')) - (table.tHead?.rows.length ?? 0);
  };
  // Long animation frames (Chromium's LoAF): what a user feels as a stutter while scrolling.
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__bench.loaf.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'long-animation-frame', buffered: false });
  } catch {
    w.__bench.loafUnsupported = true;
  }
  /** Resolves with performance.now() just after the first painted frame in which cond() holds. */
  w.__paintedWhen = (cond, timeoutMs = 30_000) =>
    new Promise((resolve) => {
      const started = performance.now();
      const step = () => {
        if (cond()) setTimeout(() => resolve(performance.now()), 0);
        else if (performance.now() - started > timeoutMs) resolve(Number.NaN);
        else requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
  document.addEventListener(
    'keydown',
    (e) => {
      const t0 = e.timeStamp;
      requestAnimationFrame(() => setTimeout(() => w.__bench.keys.push({ t0, painted: performance.now() }), 0));
    },
    true,
  );
  document.addEventListener('click', (e) => w.__bench.clicks.push(e.timeStamp), true);
  if (!commits) return;
  // Which components rendered in a commit: a fiber object not in the previous commit's tree that has
  // React's PerformedWork flag (1); bailed-out subtrees keep their fiber objects. Described by the
  // first DOM node below it (component names are minified in the production build).
  let previous = new WeakSet();
  const hostOf = (fiber) => {
    for (let f = fiber.child; f; f = f.child) if (f.tag === 5 || f.tag === 6) return f.stateNode;
    return null;
  };
  const describeNode = (node) => {
    if (!node) return '?';
    if (node.nodeType === 3) return `text "${(node.nodeValue ?? '').slice(0, 20)}" in ${node.parentElement?.tagName.toLowerCase() ?? '?'}`;
    const cls = typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
    return `${node.tagName.toLowerCase()}${cls} "${(node.textContent ?? '').trim().slice(0, 20)}"`;
  };
  const onCommit = (root) => {
    const seen = new WeakSet();
    const rendered = [];
    const stack = [root.current];
    while (stack.length) {
      const f = stack.pop();
      seen.add(f);
      if ((f.tag === 0 || f.tag === 1 || f.tag === 11 || f.tag === 14 || f.tag === 15) && !previous.has(f) && f.flags & 1)
        rendered.push(describeNode(hostOf(f)));
      if (f.sibling) stack.push(f.sibling);
      if (f.child) stack.push(f.child);
    }
    previous = seen;
    w.__bench.commits.push({ at: performance.now(), rendered });
  };
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberRoot: (_id, root) => onCommit(root),
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
  };
}

async function openAs(browser, url, role, path, { commits = false } = {}) {
  const context = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  await context.addInitScript(instrument, commits);
  const page = await context.newPage();
  await page.goto(`${url}/demo/role?role=${role}&back=${encodeURIComponent(path)}`, { waitUntil: 'commit' });
  return { context, page };
}

/** Answer end (Resource Timing of the first API call matching `part`) to the paint of `rows` table rows. */
async function firstRender(page, tag, part, rows) {
  return page.evaluate(
    async ({ tag, part, rows }) => {
      const count = () => window.__rowsOf(document.querySelector(tag));
      const painted = await window.__paintedWhen(() => count() >= rows);
      const entry = performance.getEntriesByType('resource').find((e) => e.name.includes(part));
      return {
        ms: painted - (entry?.responseEnd ?? Number.NaN),
        rows: count(),
        answerMs: entry ? entry.responseEnd - entry.requestStart : Number.NaN,
      };
    },
    { tag, part, rows },
  );
}

const stats = (samples) => {
  const ok = samples.filter((s) => Number.isFinite(s));
  return { median: median(ok), min: Math.min(...ok), max: Math.max(...ok), samples: ok.length };
};

/** Users list: keystrokes into the search (echo and results) and page changes. */
async function usersList(browser, url, runs) {
  const { context, page } = await openAs(browser, url, 'admin', '/views/users-index-view');
  const tag = 'users-index-view';
  await page.waitForFunction((t) => (document.querySelector(t)?.querySelectorAll('tbody tr').length ?? 0) >= 10, tag, { timeout: 60_000 });
  const firstRow = () => page.evaluate((t) => document.querySelector(t)?.querySelector('tbody tr')?.textContent ?? '', tag);
  const input = page.locator(`${tag} input[type="search"], ${tag} input[type="text"]`).first();
  const echo = [];
  const results = [];
  const terms = ['s', 'sc', 'sch', 'schm', 'schmi'];
  for (let i = 0; i < Math.min(runs, terms.length); i++) {
    await input.focus();
    await page.evaluate(() => (window.__bench.keys.length = 0));
    await page.keyboard.press(terms[i].slice(-1));
    const key = await page.waitForFunction(() => window.__bench.keys[0], null, { timeout: 10_000 }).then((h) => h.jsonValue());
    echo.push(key.painted - key.t0);
    // The answer for the new term has arrived and the view is no longer busy: its rows are painted.
    const shown = await page.evaluate(
      async ({ t, term }) =>
        window.__paintedWhen(() => {
          const entry = performance
            .getEntriesByType('resource')
            .find((e) => e.name.includes(`term=${term}&`) || e.name.endsWith(`term=${term}`));
          return entry !== undefined && entry.responseEnd > 0 && !document.querySelector(t)?.querySelector('[aria-busy="true"]');
        }),
      { t: tag, term: terms[i] },
    );
    results.push(shown - key.t0);
  }
  // Page changes: clear the search, then click "next" a few times.
  await input.fill('');
  await page.waitForTimeout(800);
  const pages = [];
  for (let i = 0; i < runs; i++) {
    const before = await firstRow();
    await page.evaluate(() => (window.__bench.clicks.length = 0));
    await page.locator(`${tag} nav button[aria-label]`).last().click();
    const painted = await page.evaluate(
      async ({ t, before }) =>
        window.__paintedWhen(() => {
          const row = document.querySelector(t)?.querySelector('tbody tr');
          return row !== null && row !== undefined && row.textContent !== before;
        }),
      { t: tag, before },
    );
    const t0 = await page.evaluate(() => window.__bench.clicks[0]);
    pages.push(painted - t0);
  }
  await context.close();
  return { keystrokeEcho: stats(echo), keystrokeResults: stats(results), debounceMs: 300, pageChange: stats(pages) };
}

/** Points "alle": the limit select to -1 → 10,004 rows; the render after the answer and the whole change. */
export async function pointsAll(browser, url, runs) {
  const renders = [];
  const totals = [];
  const answers = [];
  const scrollMax = [];
  const scrollLong = [];
  let rows = 0;
  for (let i = 0; i < runs; i++) {
    const { context, page } = await openAs(browser, url, 'admin', '/views/points-view-admin');
    const tag = 'points-view-admin';
    await page.waitForFunction((t) => (document.querySelector(t)?.querySelectorAll('tbody tr').length ?? 0) >= 20, tag, {
      timeout: 60_000,
    });
    const r = await page.evaluate(async (t) => {
      const select = [...document.querySelector(t).querySelectorAll('select')].find((s) => [...s.options].some((o) => o.value === '-1'));
      const t0 = performance.now();
      select.value = '-1';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      const count = () => window.__rowsOf(document.querySelector(t));
      const painted = await window.__paintedWhen(() => count() >= 10_000);
      const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('limit=-1'));
      return {
        total: painted - t0,
        render: painted - (entry?.responseEnd ?? Number.NaN),
        answer: entry ? entry.responseEnd - entry.requestStart : Number.NaN,
        rows: count(),
      };
    }, tag);
    renders.push(r.render);
    totals.push(r.total);
    answers.push(r.answer);
    rows = r.rows;
    const s = await scrollThrough(page, tag);
    scrollMax.push(s.longestFrame);
    scrollLong.push(s.framesOver50);
    await context.close();
  }
  return {
    rows,
    firstRender: stats(renders),
    changeToPaint: stats(totals),
    answerOverHttp: stats(answers),
    scroll: { longestFrame: stats(scrollMax), framesOver50: stats(scrollLong) },
  };
}

/**
 * Scrolls the page (the list's scroller: the window, or the nearest scrolling box above the table) from
 * the table's top to its end in steps of 800 px, one step per animation frame, as a wheel or a dragged
 * scrollbar would, then back up by a few thousand pixels; the long animation frames (over 50 ms)
 * meanwhile, and the longest frame seen.
 */
export async function scrollThrough(page, tag, stepPx = 800, maxSteps = 400) {
  return page.evaluate(
    async ({ t, stepPx, maxSteps }) => {
      const table = document.querySelector(t)?.querySelector('table');
      let scroller = table?.parentElement ?? null;
      while (scroller && !(scroller.scrollHeight > scroller.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(scroller).overflowY)))
        scroller = scroller.parentElement;
      const target = scroller ?? document.scrollingElement;
      const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));
      await frame();
      const started = performance.now();
      window.__bench.loaf.length = 0;
      const frameTimes = [];
      let last = performance.now();
      for (let i = 0; i < maxSteps; i++) {
        const before = target.scrollTop;
        // Instantly: Bootstrap's `scroll-behavior: smooth` would animate an assigned scrollTop.
        target.scrollTo({ top: before + (i < maxSteps - 20 ? stepPx : -stepPx * 4), behavior: 'instant' });
        await frame();
        const now = performance.now();
        frameTimes.push(now - last);
        last = now;
        if (target.scrollTop === before && i < maxSteps - 20) i = maxSteps - 21;
      }
      await new Promise((r) => setTimeout(r, 300));
      const loaf = window.__bench.loaf.filter((e) => e.start >= started);
      const longestLoaf = Math.max(0, ...loaf.map((e) => e.duration));
      return {
        steps: frameTimes.length,
        loafSupported: !window.__bench.loafUnsupported,
        // Without LoAF the frame-to-frame time stands in (an upper bound: it includes the idle vsync wait).
        longestFrame: window.__bench.loafUnsupported ? Math.max(...frameTimes) : longestLoaf,
        framesOver50: window.__bench.loafUnsupported ? frameTimes.filter((d) => d > 50).length : loaf.filter((e) => e.duration > 50).length,
        scrolledTo: target.scrollTop,
      };
    },
    { t: tag, stepPx, maxSteps },
  );
}

/** Queue plan of today: 300 rows × 20 queues, first render after the answer. */
export async function queuePlan(browser, url, runs) {
  const renders = [];
  let rows = 0;
  for (let i = 0; i < runs; i++) {
    const { context, page } = await openAs(browser, url, 'helpdesk', '/views/telephoneplan-queueplan');
    const r = await firstRender(page, 'telephoneplan-queueplan', '/json/telephoneplan/queue/', 300);
    renders.push(r.ms);
    rows = r.rows;
    await context.close();
  }
  return { rows, firstRender: stats(renders) };
}

/** React commits per timer tick on the welcome view, clocked in and then on a break. */
export async function measureRenders(browser, url, seconds = 5) {
  const { context, page } = await openAs(browser, url, 'employee', '/home', { commits: true });
  const tag = 'welcome-view';
  await page.waitForFunction(
    (t) => {
      const el = document.querySelector(t);
      return el && !el.querySelector('[aria-busy="true"], .placeholder') && /\d:\d\d/.test(el.textContent ?? '');
    },
    tag,
    { timeout: 30_000 },
  );
  const observe = (secs) =>
    page.evaluate(
      async ({ t, secs }) => {
        await new Promise((r) => setTimeout(r, 1500));
        const el = document.querySelector(t);
        const describe = (node) => {
          const e = node.nodeType === 1 ? node : node.parentElement;
          const parts = [];
          for (let x = e; x && x !== el && parts.length < 3; x = x.parentElement)
            parts.unshift(
              `${x.tagName.toLowerCase()}${x.className && typeof x.className === 'string' ? `.${x.className.trim().split(/\s+/).slice(0, 2).join('.')}` : ''}`,
            );
          return parts.join(' > ');
        };
        const changed = new Map();
        const observer = new MutationObserver((records) => {
          for (const r of records) changed.set(describe(r.target), (changed.get(describe(r.target)) ?? 0) + 1);
        });
        observer.observe(el, { subtree: true, childList: true, characterData: true, attributes: true });
        const start = window.__bench.commits.length;
        await new Promise((r) => setTimeout(r, secs * 1000));
        observer.disconnect();
        const mine = window.__bench.commits.slice(start);
        const rendered = {};
        for (const c of mine) for (const what of c.rendered) rendered[what] = (rendered[what] ?? 0) + 1;
        const perCommit = mine.map((c) => c.rendered.length);
        return {
          seconds: secs,
          commits: mine.length,
          commitsPerTick: mine.length / secs,
          componentsPerCommit: perCommit,
          rendered,
          domChanged: Object.fromEntries(changed),
        };
      },
      { t: tag, secs },
    );
  const clockedIn = await observe(seconds);
  // Clock out: a break starts and its timer runs.
  await page.getByRole('button', { name: 'Ausstempeln' }).click();
  await page
    .waitForFunction((t) => document.querySelector(t)?.textContent?.includes('Einstempeln'), tag, { timeout: 15_000 })
    .catch(() => undefined);
  const onBreak = await observe(seconds);
  await context.close();
  const hookWorks = clockedIn.commits + onBreak.commits > 0;
  return { hookWorks, clockedIn, onBreak };
}

/** The browser part of Scale, on a demo server with DEMO_SCALE=large. */
export async function measureScaleInBrowser(browser, url, runs) {
  return {
    usersList: await usersList(browser, url, runs),
    pointsAll: await pointsAll(browser, url, runs),
    queuePlan: await queuePlan(browser, url, runs),
  };
}
