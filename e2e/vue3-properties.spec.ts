import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// A page with a Vue 3 root and our script loaded first (issue 22, item 3). Vue 3 binds `:options` to a
// custom element as a DOM property only when `'options' in el`; otherwise it writes the attribute, and
// an array arrived as "[object Object]". Each element class now has its props' accessors from the moment
// it is defined, before its view's code is loaded. Vue 3's full build (template compiler) is served from
// node_modules (npm alias vue3); the page is the test's own, with the CSP such a legacy page runs. Vue is
// served late on purpose: the element met in Vue's raw template waits for the parsed page (define.ts).

const VUE3_JS = readFileSync(fileURLToPath(new URL('../node_modules/vue3/dist/vue.global.js', import.meta.url)), 'utf8');
const LEGACY_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'";

test('Vue 3 after our script: an array prop bound with :options reaches the picker as a property, and the picker works', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await page.goto('/');
  const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  // Vue arrives late (a slow CDN): our runtime and the picker's code are there before Vue compiled its root.
  // The element in the raw template (`:options="users"`) must wait, not show a configuration error meanwhile.
  await page.route('**/vendor/vue3.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: VUE3_JS });
  });
  await page.route('**/vue3-test.html', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: { 'Content-Security-Policy': LEGACY_CSP },
      body: `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="csrf-token" content="${token}">
<link rel="stylesheet" href="/assets/bootstrap.min.css"><title>Vue 3</title></head>
<body>
<div id="app" class="container">
  <form id="form" action="/nowhere" onsubmit="return false">
    <multi-user-selection :options="users"></multi-user-selection>
  </form>
</div>
<script src="/widgets/widgets.js"></script>
<script src="/vendor/vue3.js"></script>
<script>
  const app = Vue.createApp({ data: () => ({ users: [{ id: 5, dn: 'Max Müller' }, { id: 7, dn: 'Anna Berger' }] }) });
  app.config.compilerOptions.isCustomElement = (tag) => tag.includes('-');
  app.mount('#app');
</script>
</body></html>`,
    }),
  );
  await page.goto('/vue3-test.html');
  const picker = page.locator('multi-user-selection');
  await expect(picker).toHaveCount(1);
  // Vue set a property, not the attribute.
  expect(await picker.getAttribute('options')).toBeNull();
  await expect(picker).not.toContainText('Konfigurationsfehler');
  const combobox = picker.getByRole('combobox', { name: 'Benutzer' });
  await expect(combobox).toHaveCount(1, { timeout: 10_000 });
  await combobox.click();
  await expect(page.getByRole('option', { name: 'Anna Berger' })).toBeVisible();
  await page.getByRole('option', { name: 'Max Müller' }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('#form input[type="hidden"][name="users"]')).toHaveValue('5');
  expect(errors).toEqual([]);
});
