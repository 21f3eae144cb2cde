import { expect, test, type Page } from '@playwright/test';
import { TAG_NAMES } from '../packages/core/src/element/tag-names';

/** Every tag of the one list (tag-names.test.ts holds that list to the specification's names). */
const TAGS_EXPECTED = TAG_NAMES.length;

/** A page written by someone outside the project: meta token, #app, tags, one classic script. */
function barePage(token: string): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="csrf-token" content="${token}">
<link rel="stylesheet" href="/assets/bootstrap.min.css"></head>
<body><div id="app" class="container">
  <flash-message id="bad" type="success"></flash-message>
  <flash-message id="good" message="Gespeichert" type="success"></flash-message>
  <multi-user-selection :options='[{"id":1,"dn":"Anna"},{"id":2,"dn":"Bernd"}]'></multi-user-selection>
  <form><multi-group-selection :options='[{"id":1,"name":"Helpdesk"}]'></multi-group-selection><locked-user :locked="true" reason="Urlaubssperre"></locked-user></form>
  <welcome-view></welcome-view>
  <table class="table"><tbody>
    <tr id="row-ok" data-href="/views/flash-message"><td>ok</td></tr>
    <tr id="row-js" data-href="javascript:document.title='pwned'"><td>js</td></tr>
    <tr id="row-evil" data-href="//evil.example/x"><td>evil</td></tr>
  </tbody></table>
</div>
<script src="/widgets/widgets.js"></script>
</body></html>`;
}

async function tokenOf(page: Page): Promise<string> {
  await page.goto('/');
  return (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
}

async function openBarePage(page: Page, path = '/bare/legacy-page.html') {
  const token = await tokenOf(page);
  await page.route(`**${path}`, (route) => route.fulfill({ contentType: 'text/html', body: barePage(token) }));
  await page.goto(path);
  return token;
}

test('a bare legacy page gets all 34 tags, working widgets and an isolated config error', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && consoleErrors.push(msg.text()));
  await openBarePage(page);

  const defined = await page.evaluate(async () => {
    const manifest = (await (await fetch('/widgets/manifest.json')).json()) as { tags: Array<{ tag: string }> };
    return manifest.tags.filter((t) => customElements.get(t.tag)).length;
  });
  expect(defined).toBe(TAGS_EXPECTED);

  await expect(page.locator('#bad')).toContainText('Konfigurationsfehler');
  await expect(page.locator('#bad')).toContainText('„message“');
  await expect(page.locator('#good')).toContainText('Gespeichert');
  await expect(page.getByRole('combobox', { name: 'Benutzer' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Gruppen' })).toBeVisible();
  await expect(page.getByLabel('Sperrgrund')).toHaveValue('Urlaubssperre');
  await expect(page.getByRole('button', { name: /Ausstempeln|Einstempeln/ })).toBeVisible();
  expect(consoleErrors.some((e) => e.includes('<flash-message>') && e.includes('message'))).toBe(true);
});

test('data-href rows navigate, javascript: and other origins do not', async ({ page }) => {
  await openBarePage(page);
  const before = page.url();
  await page.locator('#row-js').click();
  await page.locator('#row-evil').click();
  await page.waitForTimeout(200);
  expect(page.url()).toBe(before);
  expect(await page.title()).not.toBe('pwned');
  await page.locator('#row-ok').click();
  await expect(page).toHaveURL(/\/views\/flash-message$/);
});

test('a clickable row works with the keyboard', async ({ page }) => {
  await page.goto('/');
  const row = page.locator('#views tr[data-href="/views/locked-user"]');
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/views\/locked-user$/);
});

test('API requests carry the Laravel headers; a write without the token is refused with 419, with it accepted', async ({ page }) => {
  const token = await openBarePage(page);
  const seen: Array<Record<string, string>> = [];
  page.on('request', (request) => {
    if (request.url().includes('/json/')) seen.push(request.headers());
  });
  await page.goto('/home');
  await expect.poll(() => seen.length).toBeGreaterThan(0);
  for (const headers of seen) {
    expect(headers['x-csrf-token']).toBeTruthy();
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
  }
  const statusWithout = await page.evaluate(async () => {
    const r = await fetch('/json/short-business-trip/start', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ comment: 'Kunde' }),
    });
    return r.status;
  });
  expect(statusWithout).toBe(419);
  const statusWith = await page.evaluate(async (csrf) => {
    const r = await fetch('/json/short-business-trip/start', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': csrf, 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ comment: 'Kunde' }),
    });
    return r.status;
  }, token);
  expect(statusWith).toBe(200);
});

test('the form page posts the pickers and the lock toggle to the server', async ({ page }) => {
  await page.goto('/demo/forms?users=4,abc,7');
  await expect(page.getByText('Max Müller', { exact: true })).toBeVisible();
  await expect(page.getByText('Mehmet Yılmaz', { exact: true })).toBeVisible();
  const groups = page.getByRole('combobox', { name: 'Gruppen' });
  await groups.click();
  await groups.fill('Help');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await page.getByRole('switch', { name: 'Benutzer gesperrt' }).check();
  await page.getByLabel('Sperrgrund').fill('Vertrag beendet');
  await page.getByRole('button', { name: 'Absenden' }).click();
  await expect(page.getByText('Formular angenommen.')).toBeVisible();
  await expect(page.locator('[data-field="users"]')).toHaveText('4,7');
  await expect(page.locator('[data-field="groups[]"]')).toHaveText('Helpdesk');
  await expect(page.locator('[data-field="locked"]').last()).toHaveText('1');
  await expect(page.locator('[data-field="blocked_reason"]')).toHaveText('Vertrag beendet');
});

test('the bundle loaded twice is harmless and shows one warning', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (msg) => msg.type() === 'warning' && warnings.push(msg.text()));
  const token = await tokenOf(page);
  await page.route('**/bare/twice.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><head><meta name="csrf-token" content="${token}"></head><body><div id="app"><flash-message message="Einmal"></flash-message></div><script src="/widgets/widgets.js"></script><script src="/widgets/widgets.js"></script></body></html>`,
    }),
  );
  await page.goto('/bare/twice.html');
  await expect(page.getByText('Einmal')).toHaveCount(1);
  expect(warnings.filter((w) => w.includes('bereits definiert'))).toHaveLength(1);
});

test('the index lists every view with its state as the manifest says; the spec page routes exist', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#views tbody tr')).toHaveCount(TAGS_EXPECTED);
  const manifest = (await (await page.request.get('/widgets/manifest.json')).json()) as { tags: Array<{ built: boolean }> };
  const built = manifest.tags.filter((t) => t.built).length;
  await expect(page.locator('#views tbody tr', { hasText: 'fertig' })).toHaveCount(built);
  await expect(page.locator('#views tbody tr', { hasText: 'noch nicht umgesetzt' })).toHaveCount(TAGS_EXPECTED - built);
  for (const path of [
    '/admin/users/4',
    '/admin/users/4/overtime',
    '/admin/users/4/worktimechanges',
    '/telephoneplan/queue',
    '/telephoneplan/queue/2026-11-23',
    '/ryb/intensity',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
  }
});

test('the role switcher changes what the server renders', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('nav')).toContainText('Max Müller');
  await page.getByLabel('Rolle').selectOption('admin');
  await page.getByRole('button', { name: 'Wechseln' }).click();
  await expect(page.locator('nav')).toContainText('Sabine Schröder');
});

test('no CSP violation on the demo pages', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __csp: string[] }).__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  for (const path of ['/', '/demo/forms', '/views/flash-message', '/views/locked-user']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp), path).toEqual([]);
  }
});

test('two widgets asking for the same data share one request (one page-wide query cache)', async ({ page }) => {
  const token = await tokenOf(page);
  const weekRequests: string[] = [];
  page.on('request', (r) => r.url().includes('/json/clocking/week-overview/') && weekRequests.push(r.url()));
  await page.route('**/bare/two.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><head><meta name="csrf-token" content="${token}"><link rel="stylesheet" href="/assets/bootstrap.min.css"></head><body><div id="app">
        <week-overview date="2026-11-23"></week-overview><week-overview date="2026-11-23"></week-overview></div><script src="/widgets/widgets.js"></script></body></html>`,
    }),
  );
  await page.goto('/bare/two.html');
  await expect(page.getByText('Mo, 23.11.2026')).toHaveCount(2);
  expect(weekRequests).toHaveLength(1);
});

test('the classic script also works with defer in <head>', async ({ page }) => {
  const token = await tokenOf(page);
  await page.route('**/bare/defer.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><head><meta name="csrf-token" content="${token}"><script defer src="/widgets/widgets.js"></script></head>
<body><div id="app"><flash-message message="Mit defer geladen"></flash-message>
<multi-user-selection><script type="application/json">{"options":[{"id":3,"dn":"Clara"}]}</script></multi-user-selection></div></body></html>`,
    }),
  );
  await page.goto('/bare/defer.html');
  await expect(page.getByText('Mit defer geladen')).toBeVisible();
  await page.getByRole('combobox', { name: 'Benutzer' }).click();
  await expect(page.getByRole('option', { name: 'Clara' })).toBeVisible();
});
