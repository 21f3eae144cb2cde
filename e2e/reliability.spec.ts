import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resetDemo } from './support/demo';
import { expect, test, type Page } from '@playwright/test';

async function bare(page: Page, body: string, path = '/bare/reliability.html') {
  await page.goto('/');
  const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  await page.route(`**${path}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="csrf-token" content="${token}">
<link rel="stylesheet" href="/assets/bootstrap.min.css"></head><body><div id="app" class="container" style="max-width: 360px">${body}</div>
<script src="/widgets/widgets.js"></script></body></html>`,
    }),
  );
  await page.goto(path);
}

test('server text with markup is shown as text: no element is created, no dialog opens', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  const hostile = '&lt;img src=x onerror=alert(1)&gt;&quot;&gt;&lt;svg onload=alert(2)&gt;';
  await bare(page, `<flash-message type="danger" message="${hostile}"></flash-message>`);
  await expect(page.getByRole('alert')).toContainText('<img src=x onerror=alert(1)>"><svg onload=alert(2)>');
  expect(await page.locator('#app img, #app svg').count()).toBe(0);
  expect(dialogs).toBe(0);
});

test('hostile text (10,000 characters, emoji, right-to-left override) stays inside the widget on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const long = `${'Überstunden'.repeat(900)} 🙂🙂 \u202Egnalsreba\u202C`;
  await bare(
    page,
    `<flash-message message="${long}"></flash-message><multi-user-selection :options='[{"id":1,"dn":"${'Sehr-Langer-Name-'.repeat(40)}"}]'></multi-user-selection>`,
  );
  await expect(page.getByRole('status')).toBeVisible();
  await page.getByRole('combobox', { name: 'Benutzer' }).click();
  const overflow = await page.evaluate(() => {
    const app = document.getElementById('app')!;
    return [...app.querySelectorAll('flash-message, multi-user-selection')].map((el) => el.scrollWidth - el.clientWidth);
  });
  for (const extra of overflow) expect(extra).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('mounting and removing a widget 1,000 times leaves the DOM as it was and the heap bounded', async ({ page }) => {
  await bare(page, '<p id="marker">bereit</p>');
  await page.evaluate(async () => {
    const app = document.getElementById('app')!;
    const settle = () => new Promise((r) => setTimeout(r, 0));
    // Warm up: load the runtime and the view chunk once.
    const first = document.createElement('locked-user');
    app.appendChild(first);
    while (!first.querySelector('input')) await settle();
    first.remove();
    await settle();
  });
  const client = await page.context().newCDPSession(page);
  const heap = async () => {
    await client.send('HeapProfiler.collectGarbage');
    return ((await client.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
  };
  const nodesBefore = await page.evaluate(() => document.getElementsByTagName('*').length);
  const heapBefore = await heap();
  await page.evaluate(async () => {
    const app = document.getElementById('app')!;
    // One macrotask per wait, without the 4 ms a nested setTimeout(0) is clamped to (1,000 cycles).
    const channel = new MessageChannel();
    const settle = () =>
      new Promise<void>((r) => {
        channel.port1.onmessage = () => r();
        channel.port2.postMessage(null);
      });
    for (let i = 0; i < 1000; i++) {
      const el = document.createElement('locked-user');
      app.appendChild(el);
      while (!el.querySelector('input')) await settle();
      el.remove();
      await settle();
    }
    channel.port1.close();
  });
  const heapAfter = await heap();
  expect(await page.evaluate(() => document.getElementsByTagName('*').length)).toBe(nodesBefore);
  expect(heapAfter - heapBefore).toBeLessThan(2 * 1024 * 1024);
});

/** A second origin (another host and port): records every request it receives, with its headers. */
async function secondOrigin(): Promise<{
  origin: string;
  received: Array<{ method: string; url: string; headers: IncomingHttpHeaders }>;
  close: () => Promise<void>;
}> {
  const received: Array<{ method: string; url: string; headers: IncomingHttpHeaders }> = [];
  const server: Server = createServer((request, response) => {
    received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    // Lets any request through CORS, so a header that was sent would arrive here and be seen.
    response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
    response.setHeader('Access-Control-Allow-Credentials', 'true');
    response.setHeader('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? '*');
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    response.setHeader('Content-Type', 'application/json');
    response.end('{}');
  });
  // All interfaces: "localhost" may resolve to ::1 or 127.0.0.1.
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://localhost:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test('CSRF headers go only to the own origin: a page pointing the API and a row at a second origin sends it nothing of ours', async ({
  page,
}) => {
  const other = await secondOrigin();
  try {
    // From a known state (Max clocked in since 07:52): the flows share their server, and one before may have clocked out.
    await resetDemo(page);
    // Chromium asks before a page reaches a loopback address (Local Network Access): allowed here, so
    // nothing but our client can stop a request to the second origin.
    await page.context().grantPermissions(['local-network-access'], { origin: new URL(page.url()).origin });
    const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
    const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    expect(token).not.toBe('');
    expect(xsrf).not.toBe('');
    // The host page names the second origin as the API base (the client falls back to its own origin)
    // and has a server-rendered row whose data-href leads there (the widgets refuse to follow it).
    await page.route('**/bare/second-origin.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="csrf-token" content="${token}">
<meta name="stempeluhr-api-base" content="${other.origin}/"><link rel="stylesheet" href="/assets/bootstrap.min.css"></head>
<body><div id="app" class="container"><welcome-view></welcome-view>
<table class="table"><tbody><tr id="fremd" data-href="${other.origin}/uebernahme"><td>Fremde Seite</td></tr></tbody></table></div>
<script src="/widgets/widgets.js"></script></body></html>`,
      }),
    );
    const own: Array<{ method: string; url: string; headers: Record<string, string> }> = [];
    page.on('request', (request) => {
      if (['xhr', 'fetch'].includes(request.resourceType()) && !request.url().startsWith(other.origin))
        own.push({ method: request.method(), url: request.url(), headers: request.headers() });
    });
    await page.goto('/bare/second-origin.html');

    // A read and a write by keyboard: clock out.
    const clockOut = page.getByRole('button', { name: 'Ausstempeln' });
    await expect(clockOut).toBeVisible({ timeout: 10_000 });
    await clockOut.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Einstempeln' })).toBeVisible({ timeout: 10_000 });
    // The row to the other origin: Enter does not navigate.
    await page.locator('#fremd').focus();
    await page.keyboard.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/bare/second-origin.html');

    // A control from the page itself: the second origin is reachable from this page and records what arrives.
    const control = await page.evaluate(
      async (origin) =>
        (
          await fetch(`${origin}/kontrolle`, {
            method: 'POST',
            credentials: 'include',
            headers: { 'Content-Type': 'application/json' },
            body: '{}',
          })
        ).status,
      other.origin,
    );
    expect(control).toBe(200);

    // Our requests — the reads and the clock-out (a GET in the spec) — went to the own origin with both tokens ...
    const origin = new URL(page.url()).origin;
    expect(own.map((r) => new URL(r.url).pathname)).toContain('/json/clocking/out');
    for (const request of own) {
      expect(new URL(request.url).origin, request.url).toBe(origin);
      expect(request.headers['x-csrf-token'], request.url).toBe(token);
      expect(request.headers['x-xsrf-token'], request.url).toBe(decodeURIComponent(xsrf));
    }
    // ... and the second origin received only the control, without any token header.
    expect(other.received.map((r) => `${r.method} ${r.url}`)).toEqual(expect.arrayContaining(['POST /kontrolle']));
    expect(other.received.filter((r) => r.url !== '/kontrolle')).toEqual([]);
    for (const request of other.received) {
      expect(request.headers['x-csrf-token']).toBeUndefined();
      expect(request.headers['x-xsrf-token']).toBeUndefined();
      expect(request.headers['access-control-request-headers'] ?? '').not.toMatch(/csrf|xsrf/i);
      expect(request.headers.cookie ?? '').not.toContain('XSRF-TOKEN');
    }
  } finally {
    await other.close();
  }
});
