import { expect, test, type Page } from '@playwright/test';

// The views without server data load base.css instead of runtime.css (issue 25: React + 15 KiB for those
// pages). They must look exactly as they would with the whole sheet: every element of theirs is compared,
// in each state a user meets, with base.css alone and with runtime.css added.

const OPTIONS = JSON.stringify([
  { id: 1, dn: 'Anna Berger' },
  { id: 2, dn: 'Bernd Özdemir' },
  { id: 3, dn: 'Clara Schulz mit einem sehr langen Namen, der umbrechen muss' },
]);

function page(token: string): string {
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="csrf-token" content="${token}">
<link rel="stylesheet" href="/assets/bootstrap.min.css"><title>Ohne Serverdaten</title>
<style>*, *::before, *::after { transition: none !important; animation: none !important; }</style></head>
<body><div id="app" class="container" style="max-width: 40rem">
  <flash-message message="Gespeichert" type="success"></flash-message>
  <flash-message message="Nicht gespeichert" type="danger"></flash-message>
  <flash-message type="warning"></flash-message>
  <form>
    <multi-user-selection options='${OPTIONS}'></multi-user-selection>
    <multi-group-selection options='[{"id":1,"name":"Helpdesk"}]'></multi-group-selection>
    <multi-group-selection options='kein JSON'></multi-group-selection>
    <locked-user locked="true" reason="Urlaubssperre"></locked-user>
    <locked-user></locked-user>
  </form>
</div>
<script src="/widgets/widgets.js"></script>
</body></html>`;
}

const WIDGETS = 'flash-message, multi-user-selection, multi-group-selection, locked-user';

/** Every computed style of every element inside the widgets (and of the widgets themselves). */
function styles(p: Page): Promise<Array<{ element: string; style: Record<string, string> }>> {
  return p.evaluate((selector) => {
    const out: Array<{ element: string; style: Record<string, string> }> = [];
    for (const host of document.querySelectorAll(selector))
      for (const el of [host, ...host.querySelectorAll('*')]) {
        const cs = getComputedStyle(el);
        out.push({
          element: `${el.tagName.toLowerCase()}.${el.className}`,
          style: Object.fromEntries(Array.from(cs, (name) => [name, cs.getPropertyValue(name)])),
        });
      }
    return out;
  }, WIDGETS);
}

/** The state's styles with base.css only, then with runtime.css added: the two must agree. */
async function expectSameWithFullSheet(p: Page, state: string) {
  const sheets = await p.evaluate(() =>
    [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => new URL((l as HTMLLinkElement).href).pathname),
  );
  expect(sheets, state).toContain('/widgets/base.css');
  expect(sheets, state).not.toContain('/widgets/runtime.css');
  const base = await styles(p);
  await p.evaluate(
    () =>
      new Promise<void>((done, fail) => {
        const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/widgets/runtime.css', id: 'full-sheet' });
        link.onload = () => done();
        link.onerror = () => fail(new Error('runtime.css fehlt'));
        document.head.append(link);
      }),
  );
  const full = await styles(p);
  await p.evaluate(() => document.getElementById('full-sheet')!.remove());
  expect(full.length, state).toBe(base.length);
  const differences = base.flatMap(({ element, style }, i) =>
    Object.keys(style)
      .filter((name) => full[i].style[name] !== style[name])
      .map((name) => `${element} ${name}: ${style[name]} → ${full[i].style[name]}`),
  );
  expect(differences, state).toEqual([]);
}

test('the widgets without server data look the same with base.css as with the whole runtime.css', async ({ page: p }) => {
  await p.goto('/');
  const token = (await p.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  await p.route('**/bare/ohne-serverdaten.html', (route) => route.fulfill({ contentType: 'text/html', body: page(token) }));
  // The flash messages hide after 3 s: the clock stands still while the states are compared.
  await p.clock.install();
  await p.goto('/bare/ohne-serverdaten.html');
  await expect(p.getByText('Gespeichert', { exact: true })).toBeVisible();
  await expect(p.getByRole('combobox', { name: 'Benutzer' })).toBeVisible();
  await expect(p.getByLabel('Sperrgrund')).toHaveValue('Urlaubssperre');
  await expect(p.getByText('Attribut „options“')).toBeVisible();
  await p.clock.pauseAt(Date.now() + 1000);
  await expectSameWithFullSheet(p, 'on load');

  const users = p.getByRole('combobox', { name: 'Benutzer' });
  await users.click();
  await expect(p.getByRole('option', { name: 'Anna Berger' })).toBeVisible();
  await expectSameWithFullSheet(p, 'the list open, its first entry highlighted');

  await p.keyboard.press('ArrowDown');
  await p.keyboard.press('Enter');
  await p.keyboard.press('Escape');
  await p.keyboard.press('ArrowLeft');
  await expect(p.getByRole('button', { name: 'Bernd Özdemir entfernen' })).toBeVisible();
  await expectSameWithFullSheet(p, 'a chosen user, its chip marked with the left arrow');
});
