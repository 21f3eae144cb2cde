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
  await bare(page, `<flash-message message="${long}"></flash-message><multi-user-selection :options='[{"id":1,"dn":"${'Sehr-Langer-Name-'.repeat(40)}"}]'></multi-user-selection>`);
  await expect(page.getByRole('status')).toBeVisible();
  await page.getByRole('combobox', { name: 'Benutzer' }).click();
  const overflow = await page.evaluate(() => {
    const app = document.getElementById('app')!;
    return [...app.querySelectorAll('flash-message, multi-user-selection')].map((el) => el.scrollWidth - el.clientWidth);
  });
  for (const extra of overflow) expect(extra).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('mounting and removing a widget many times leaves the DOM as it was and the heap bounded', async ({ page }) => {
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
    const settle = () => new Promise((r) => setTimeout(r, 0));
    for (let i = 0; i < 300; i++) {
      const el = document.createElement('locked-user');
      app.appendChild(el);
      while (!el.querySelector('input')) await settle();
      el.remove();
      await settle();
    }
  });
  const heapAfter = await heap();
  expect(await page.evaluate(() => document.getElementsByTagName('*').length)).toBe(nodesBefore);
  expect(heapAfter - heapBefore).toBeLessThan(2 * 1024 * 1024);
});
