// Time to first content per view (issue 25), in three profiles, each beside the React-floor page measured
// in the same profile and run (React + react-dom rendering one element, served the same way):
//   unthrottled  localhost, API latency 0;
//   cpu4x        the same at 4× CPU throttling;
//   home         a phone on a home connection: 4× CPU, Chromium's network throttling (Lighthouse's
//                mobile profile: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and 300 ms API latency.
// The goal is a ratio to the floor (≤ 1.5×), so a loaded machine moves both sides alike.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { median } from './bench-bytes.mjs';

export const PROFILES = [
  { label: 'unthrottled', cpu: 1, network: null, apiLatencyMs: 0 },
  { label: 'cpu4x', cpu: 4, network: null, apiLatencyMs: 0 },
  {
    label: 'home',
    cpu: 4,
    network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
    apiLatencyMs: 300,
  },
];

/**
 * The spec's own delays before a view may show content, reported and not counted in the median: welcome-view's
 * loader stays 1000 ms after the clockings have loaded, and telephone-groups-view loads its queues 100 ms after it
 * appears (endpoints.tsv: "telephoneQueues; debounced 100 ms").
 */
export const SPEC_DELAY = { 'welcome-view': 1000, 'telephone-groups-view': 100 };

/**
 * The React-floor page over real HTTP (so the network throttling applies to it as to the views): the
 * bundle bench-bytes.mjs built into .tmp/bench/react-floor/. At `/host`, once `setHost` gave it a demo page,
 * the same bundle on that host page: the legacy layout (Bootstrap's sheet, the navbar, the heading) with the
 * floor's script where widgets.js was; it renders into an empty `#app` at the end of the page's `<main>`.
 * What the host page costs before any widget runs, reported beside the floor (docs/performance.md); the goal
 * is the floor's.
 */
export async function startFloorServer(root) {
  const js = readFileSync(join(root, '.tmp/bench/react-floor/react-floor.js'));
  const html =
    '<!doctype html><html lang="de"><head><meta charset="utf-8"><title>React</title></head><body><div id="app"></div><script src="/react-floor.js"></script></body></html>';
  const assets = {
    '/assets/bootstrap.min.css': join(root, 'node_modules/bootstrap/dist/css/bootstrap.min.css'),
    '/assets/demo.css': join(root, 'host-demo/assets/demo.css'),
  };
  let host = null;
  const server = createServer((req, res) => {
    if (req.url === '/react-floor.js') res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(js);
    else if (req.url in assets) res.writeHead(200, { 'Content-Type': 'text/css' }).end(readFileSync(assets[req.url]));
    else if (req.url === '/host' && host) res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(host);
    else res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    hostUrl: `http://127.0.0.1:${port}/host`,
    /** A demo page's HTML: its widgets.js becomes the floor's script (a page without it is refused). */
    setHost(page) {
      const tag = '<script src="/widgets/widgets.js"></script>';
      if (!page.includes(tag) || !page.includes('<main id="app"') || !page.includes('</main>'))
        throw new Error('bench-time: the demo page has no widgets.js or no <main id="app">');
      // The page's <main> holds the server's heading (text from the first parse): the floor renders into an
      // empty #app of its own at the end of it, where a widget's content would be.
      host = page
        .replace(tag, '<script src="/react-floor.js"></script>')
        .replace('<main id="app"', '<main id="host-main"')
        .replace('</main>', '<div id="app"></div></main>');
    },
    close: () => new Promise((done) => server.close(done)),
  };
}

/**
 * Milliseconds from navigation start until `selector`'s element shows content: no placeholder or busy
 * part left, and text or a control. NaN when it never does within 20 s.
 */
async function timeToContent(browser, profile, url, selector) {
  const context = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    if (profile.network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', profile.network);
    }
    await tab.goto(url, { waitUntil: 'commit', timeout: 30_000 });
    return await tab
      .waitForFunction(
        (sel) => {
          const el = document.querySelector(sel);
          if (!el || el.querySelector('[aria-busy="true"], .placeholder')) return false;
          const text = (el.textContent ?? '').trim();
          return text.length > 0 || el.querySelector('input, select, button') ? performance.now() : false;
        },
        selector,
        { polling: 'raf', timeout: 20_000 },
      )
      .then((h) => h.jsonValue())
      .catch(() => Number.NaN);
  } finally {
    await context.close();
  }
}

function summary(samples) {
  const ok = samples.filter((s) => Number.isFinite(s));
  return { median: median(ok), min: Math.min(...ok), max: Math.max(...ok), failed: samples.length - ok.length };
}

/**
 * Every profile: each view's demo page `runs` times and the floor page three times as often, interleaved per run
 * (the floor before each third of the views), so a burst of load on the machine touches both. `demoFor(profile)` gives the demo's URL with
 * the profile's API latency set.
 */
export async function measureTimeToContent({ browser, root, tags, runs, demoFor, profiles = PROFILES, log = console.log }) {
  const floor = await startFloorServer(root);
  const result = {};
  try {
    for (const profile of profiles) {
      const demoUrl = await demoFor(profile);
      floor.setHost(await (await fetch(`${demoUrl}/views/${tags[0]}`)).text());
      const floorSamples = [];
      const hostSamples = [];
      const viewSamples = Object.fromEntries(tags.map((tag) => [tag, []]));
      // The floor page three times a run (before each third of the views): its time moves more from load to
      // load than the views' do (112–216 ms unthrottled within one browser, 2026-12-07), and the ratio of every
      // view depends on its median.
      const third = Math.ceil(tags.length / 3);
      for (let i = 0; i < runs; i++) {
        for (const [k, tag] of tags.entries()) {
          if (k % third === 0) {
            floorSamples.push(await timeToContent(browser, profile, floor.url, '#app'));
            hostSamples.push(await timeToContent(browser, profile, floor.hostUrl, '#app'));
          }
          viewSamples[tag].push(await timeToContent(browser, profile, `${demoUrl}/views/${tag}`, tag));
        }
      }
      const floorTime = summary(floorSamples);
      const hostFloor = summary(hostSamples);
      const perView = {};
      for (const tag of tags) {
        const s = summary(viewSamples[tag]);
        const delay = SPEC_DELAY[tag] ?? 0;
        perView[tag] = {
          ...s,
          specDelayMs: delay,
          medianWithoutSpecDelay: s.median - delay,
          toFloor: (s.median - delay) / floorTime.median,
        };
      }
      const counted = tags.filter((tag) => !(tag in SPEC_DELAY));
      result[profile.label] = {
        profile,
        floor: floorTime,
        hostFloor,
        hostFloorToFloor: hostFloor.median / floorTime.median,
        perView,
        medianOfMedians: median(counted.map((tag) => perView[tag].median)),
        medianToFloor: median(counted.map((tag) => perView[tag].toFloor)),
        medianToHostFloor: median(counted.map((tag) => perView[tag].medianWithoutSpecDelay / hostFloor.median)),
        notReporting: tags.filter((tag) => perView[tag].failed > 0),
      };
      log(
        `${profile.label}: floor ${floorTime.median.toFixed(0)} ms [${floorTime.min.toFixed(0)}–${floorTime.max.toFixed(0)}], median view ${result[profile.label].medianOfMedians.toFixed(0)} ms = ${result[profile.label].medianToFloor.toFixed(2)} × floor; the floor on the host page ${hostFloor.median.toFixed(0)} ms (${result[profile.label].hostFloorToFloor.toFixed(2)} × floor), the median view ${result[profile.label].medianToHostFloor.toFixed(2)} × that`,
      );
    }
  } finally {
    await floor.close();
  }
  return result;
}
