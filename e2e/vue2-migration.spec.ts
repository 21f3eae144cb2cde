import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

// A legacy page during the migration: an old Vue 2 root still mounts on #app and compiles our tags
// as part of its template. Vue 2.7's full build (with the template compiler) is the real thing here,
// served from node_modules; the page itself is served by the test, because Vue's compiler needs
// 'unsafe-eval', which the demo server's own CSP (rightly) refuses.

const VUE_JS = readFileSync(fileURLToPath(new URL('../node_modules/vue/dist/vue.js', import.meta.url)), 'utf8');
const OPTIONS_JSON = '[{"id":5,"dn":"Max Müller"},{"id":7,"dn":"Anna Berger"}]';
/** What the legacy pages that still run Vue 2 allow: inline scripts and eval for the template compiler. */
const LEGACY_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'";

type Order = 'widgets.js before Vue' | 'widgets.js after Vue';
const ORDERS: readonly Order[] = ['widgets.js before Vue', 'widgets.js after Vue'];

interface PageSetup {
  /** The tag as the template author wrote it inside #app. */
  markup: string;
  /** Vue's `data` for the root. */
  data?: Record<string, unknown>;
  /** Whether the page lists our tags in `Vue.config.ignoredElements`. */
  ignoredElements: boolean;
  /**
   * Which arrives first when widgets.js comes before Vue: 'vue' (the usual case, made certain by
   * holding back the widgets' runtime chunk until the root has mounted) or 'runtime' (a slow Vue
   * script: held back until the widgets have rendered).
   */
  first?: 'vue' | 'runtime';
  /** Tags the page leaves to its old Vue components (`<meta name="stempeluhr-skip">`). */
  skip?: string;
  /** Script run before the root is created (the old components the page still registers). */
  beforeRoot?: string;
}

function legacyPage(token: string, order: Order, setup: PageSetup): string {
  const vueRoot = `<script>
  ${setup.beforeRoot ?? ''}
  ${setup.ignoredElements ? 'Vue.config.ignoredElements = [/^(multi-user-selection|flash-message)$/];' : ''}
  window.__vm = new Vue({ el: '#app', data: ${JSON.stringify(setup.data ?? {})} });
  fetch('/vue2-mounted');
</script>`;
  const vue = `<script src="/vendor/vue.js"></script>\n${vueRoot}`;
  const widgets = '<script src="/widgets/widgets.js"></script>';
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="csrf-token" content="${token}">${setup.skip ? `<meta name="stempeluhr-skip" content="${setup.skip}">` : ''}
<link rel="stylesheet" href="/assets/bootstrap.min.css"><title>Vue 2</title></head>
<body>
<flash-message id="outside" message="Außerhalb von Vue"></flash-message>
<div id="app" class="container">
  <form id="form" action="/nowhere" onsubmit="return false">
    ${setup.markup}
  </form>
  <flash-message id="neighbour" v-pre message="Nachbar im Vue-Root"></flash-message>
</div>
${order === 'widgets.js before Vue' ? `${widgets}\n${vue}` : `${vue}\n${widgets}`}
</body></html>`;
}

async function tokenOf(page: Page): Promise<string> {
  await page.goto('/');
  return (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
}

interface Opened {
  /** console.error texts other than Vue's "Unknown custom element" warning. */
  errors: string[];
  /** Vue's "Unknown custom element" warnings. */
  unknownElementWarnings: string[];
}

function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

async function openLegacyPage(page: Page, order: Order, setup: PageSetup): Promise<Opened> {
  const opened: Opened = { errors: [], unknownElementWarnings: [] };
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    if (msg.text().includes('Unknown custom element')) opened.unknownElementWarnings.push(msg.text());
    else opened.errors.push(msg.text());
  });
  page.on('pageerror', (error) => opened.errors.push(`pageerror: ${error.message}`));
  const token = await tokenOf(page);

  const vueMounted = signal();
  const runtimeServed = signal();
  const first = setup.first ?? 'vue';
  await page.route('**/vue2-mounted', async (route) => {
    vueMounted.resolve();
    await route.fulfill({ status: 204 });
  });
  await page.route('**/widgets/runtime.js', async (route) => {
    if (first === 'vue') await vueMounted.promise;
    await route.continue();
    runtimeServed.resolve();
  });
  await page.route('**/vendor/vue.js', async (route) => {
    if (first === 'runtime') {
      await runtimeServed.promise;
      await expect(page.locator('#outside')).toContainText('Außerhalb von Vue');
    }
    await route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: VUE_JS });
  });
  await page.route('**/vue2-test*', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: { 'Content-Security-Policy': LEGACY_CSP },
      body: legacyPage(token, order, setup),
    }),
  );
  await page.goto('/vue2-test.html');
  // Vue has replaced #app by its own render (the original element is gone, the root's $el is in the page).
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __vm?: { $el: Element } }).__vm?.$el.isConnected ?? false))
    .toBe(true);
  return opened;
}

/** Vue 2 only warns about an unknown custom element if the tag is not defined yet when it renders it. */
const vueWarnsUnknown = (order: Order, ignoredElements: boolean) => order === 'widgets.js after Vue' && !ignoredElements;

/** The neighbours on the same page keep working whatever happens to the picker. */
async function expectNeighboursWork(page: Page): Promise<void> {
  await expect(page.locator('#outside')).toContainText('Außerhalb von Vue');
  await expect(page.locator('#neighbour')).toContainText('Nachbar im Vue-Root');
  await expect(page.locator('#neighbour')).not.toContainText('Konfigurationsfehler');
}

/** Open the picker, choose "Max Müller": the hidden field `users` gets 5. */
async function expectPickerWorks(page: Page): Promise<void> {
  const picker = page.locator('multi-user-selection');
  await expect(picker).toHaveCount(1);
  await expect(picker).not.toContainText('Konfigurationsfehler');
  const combobox = picker.getByRole('combobox', { name: 'Benutzer' });
  await expect(combobox).toHaveCount(1);
  await combobox.click();
  await expect(page.getByRole('option', { name: 'Anna Berger' })).toBeVisible();
  await page.getByRole('option', { name: 'Max Müller' }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('#form input[type="hidden"][name="users"]')).toHaveCount(1);
  await expect(page.locator('#form input[type="hidden"][name="users"]')).toHaveValue('5');
}

for (const order of ORDERS) {
  test.describe(`Vue 2 root on the legacy page, ${order}`, () => {
    test('without v-pre Vue evaluates :options itself: the widget says to add v-pre, the neighbours keep working', async ({ page }) => {
      const opened = await openLegacyPage(page, order, {
        markup: `<multi-user-selection :options='${OPTIONS_JSON}'></multi-user-selection>`,
        ignoredElements: false,
      });
      const picker = page.locator('multi-user-selection');
      await expect(picker).toHaveCount(1);
      // What Vue left in the attribute: its own evaluation of the expression, stringified.
      await expect(picker).toHaveAttribute('options', '[object Object],[object Object]');
      const alert = picker.getByRole('alert');
      await expect(alert).toContainText('Konfigurationsfehler');
      await expect(alert).toContainText('Attribut „options“');
      await expect(alert).toContainText('v-pre');
      await expect(alert).toContainText('.prop');
      await expect(picker.getByRole('combobox')).toHaveCount(0);
      await expectNeighboursWork(page);

      await expect.poll(() => opened.errors.filter((e) => e.includes('<multi-user-selection>') && e.includes('v-pre'))).toHaveLength(1);
      expect(opened.errors.filter((e) => e.includes('Attribut „options“'))).toHaveLength(1);
      // Nothing else went wrong, and the neighbours reported nothing.
      expect(opened.errors.filter((e) => !e.includes('<multi-user-selection>'))).toEqual([]);
      // The page does not list our tags in ignoredElements: Vue warns about them (its warning, not
      // ours) if it renders them before widgets.js has defined them.
      expect(opened.unknownElementWarnings.some((w) => w.includes('<multi-user-selection>'))).toBe(vueWarnsUnknown(order, false));
    });

    test('with v-pre Vue leaves the tag alone: the picker works', async ({ page }) => {
      const opened = await openLegacyPage(page, order, {
        markup: `<multi-user-selection v-pre :options='${OPTIONS_JSON}'></multi-user-selection>`,
        ignoredElements: false,
      });
      await expect(page.locator('multi-user-selection')).toHaveAttribute(':options', OPTIONS_JSON);
      await expectPickerWorks(page);
      await expectNeighboursWork(page);
      expect(opened.errors).toEqual([]);
      // Vue does not look inside v-pre, so it does not warn about the tag either.
      expect(opened.unknownElementWarnings.filter((w) => w.includes('<multi-user-selection>'))).toEqual([]);
    });

    for (const ignoredElements of [true, false]) {
      test(`with :options.prop="users" (Vue data) Vue sets the DOM property: the picker works${ignoredElements ? ', Vue.config.ignoredElements set' : ''}`, async ({
        page,
      }) => {
        const opened = await openLegacyPage(page, order, {
          markup: '<multi-user-selection :options.prop="users"></multi-user-selection>',
          data: { users: JSON.parse(OPTIONS_JSON) as unknown },
          ignoredElements,
        });
        await expect(page.locator('multi-user-selection')).not.toHaveAttribute('options', /.*/);
        await expectPickerWorks(page);
        await expectNeighboursWork(page);
        // The value Vue set before the view's code loaded counts from the first render: no error.
        expect(opened.errors).toEqual([]);
        expect(opened.unknownElementWarnings.some((w) => w.includes('<multi-user-selection>'))).toBe(
          vueWarnsUnknown(order, ignoredElements),
        );
        if (ignoredElements) expect(opened.unknownElementWarnings).toEqual([]);
      });
    }
  });
}

// With widgets.js before a Vue script that arrives late, the widgets have already rendered when Vue
// takes #app's outerHTML as its template, so Vue re-creates the rendered markup inside the new
// element: the element drops such a copy and mounts one live widget.
test('widgets.js before a slow Vue script: no dead copy of the rendered widget', async ({ page }) => {
  await openLegacyPage(page, 'widgets.js before Vue', {
    markup: `<multi-user-selection v-pre :options='${OPTIONS_JSON}'></multi-user-selection>`,
    ignoredElements: false,
    first: 'runtime',
  });
  const picker = page.locator('multi-user-selection');
  await expect(picker.getByRole('combobox', { name: 'Benutzer' })).toHaveCount(1, { timeout: 3000 });
  await expect(page.locator('#form input[name="users"]')).toHaveCount(1, { timeout: 1000 });
  await expect(picker.locator(':scope > .stempeluhr-widget')).toHaveCount(1, { timeout: 1000 });
});

test('rolling out page by page: a tag named in <meta name="stempeluhr-skip"> stays with the page’s old Vue component', async ({ page }) => {
  const opened = await openLegacyPage(page, 'widgets.js before Vue', {
    markup: `<flash-message message="Vom alten Vue"></flash-message>
    <multi-user-selection v-pre :options='${OPTIONS_JSON}'></multi-user-selection>`,
    ignoredElements: false,
    skip: 'flash-message',
    beforeRoot: `Vue.component('flash-message', { props: ['message'], template: '<div class="old-flash">Alt: {{ message }}</div>' });`,
  });
  // The old component renders inside the Vue root; our definition of that tag never happened.
  await expect(page.locator('.old-flash').first()).toContainText('Alt: Vom alten Vue');
  expect(await page.evaluate(() => window.customElements.get('flash-message') === undefined)).toBe(true);
  await expect(page.locator('#outside .stempeluhr-widget')).toHaveCount(0);
  // Every other tag on the page is still ours.
  await expectPickerWorks(page);
  expect(opened.errors).toEqual([]);
});
