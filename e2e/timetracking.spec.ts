import { expect, test, type Locator, type Page } from '@playwright/test';
import { resetDemo } from './support/demo';

// The demo runs with DEMO_NOW=2026-11-23T09:30 (Monday, KW 48); Max Müller (employee) is clocked in
// since 07:5x. Each test starts from freshly seeded data and a browser clock set to the server's.
async function prepare(page: Page): Promise<string> {
  return (await resetDemo(page)).token;
}

/** Moves the focus with Tab only, as a keyboard user does, until `target` has it. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the element with Tab');
}

function countRequests(page: Page, part: string) {
  const seen: string[] = [];
  page.on('request', (r) => r.url().includes(part) && seen.push(r.url()));
  return () => seen.length;
}

for (const mode of ['mouse', 'keyboard'] as const) {
  test(`clock out and in again updates timer, clockings and week (${mode})`, async ({ page }) => {
    await prepare(page);
    const weekRequests = countRequests(page, '/json/clocking/week-overview/');
    const clockingRequests = countRequests(page, '/json/clockings');
    await page.goto('/home');
    const clockOut = page.getByRole('button', { name: 'Ausstempeln' });
    await expect(clockOut).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('Soll erreicht um', { exact: false })).toBeVisible();
    const press = async (button: Locator) => {
      if (mode === 'mouse') await button.click();
      else {
        await tabTo(page, button);
        await page.keyboard.press('Enter');
      }
    };

    const weekBefore = weekRequests();
    await press(clockOut);
    const clockIn = page.getByRole('button', { name: 'Einstempeln' });
    await expect(clockIn).toBeVisible();
    // Refreshed at once after a clock-out.
    await expect.poll(weekRequests).toBeGreaterThan(weekBefore);
    await expect(page.getByText('Ausgestempelt')).toBeVisible();
    // The break timer runs from the clock-out.
    await expect(page.getByText(/^00:00:0[2-9]$/)).toBeVisible({ timeout: 10_000 });

    const homeOffice = page.getByLabel('mobil / Homeoffice');
    if (mode === 'mouse') await homeOffice.check();
    else {
      await tabTo(page, homeOffice);
      await page.keyboard.press('Space');
    }
    const clockingsBefore = clockingRequests();
    await press(clockIn);
    await expect(page.getByRole('button', { name: 'Ausstempeln' })).toBeVisible();
    await expect.poll(clockingRequests, { timeout: 5000 }).toBeGreaterThan(clockingsBefore);
    // Today's list now holds the closed clocking and the new running one („läuft“ once in that list).
    await expect(page.getByRole('table').filter({ hasText: 'Gearbeitet / Soll' }).getByText('läuft', { exact: true })).toHaveCount(1);
    await expect(page.getByText('00:00:00')).toBeVisible();
  });
}

test('edit today’s open clocking: set an end, then "bis Jetzt" opens it again (keyboard)', async ({ page }) => {
  await prepare(page);
  const recalculations = countRequests(page, '/clocking/user/overtime/recalculate/4/2026-W48');
  await page.goto('/views/day-overview');
  const edit = page.getByRole('button', { name: 'Eintrag ändern' }).first();
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Eintrag ändern' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('bis Jetzt')).toBeChecked();
  await dialog.getByLabel('bis Jetzt').press('Space');
  await dialog.getByLabel('Bis', { exact: true }).fill('09:00:00');
  // Saving without a comment is refused at the field; nothing is lost.
  await dialog.getByRole('button', { name: 'Änderungen speichern' }).press('Enter');
  await expect(dialog.getByText('Bitte einen Kommentar angeben.')).toBeVisible();
  await dialog.getByLabel('Kommentar').fill('Arzttermin');
  await dialog.getByLabel('Kommentar').press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Zeiten werden neu berechnet')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: '09:00' })).toBeVisible();
  await expect.poll(recalculations).toBe(1);

  await page.getByRole('button', { name: 'Eintrag ändern' }).first().click();
  await dialog.getByLabel('bis Jetzt').check();
  await expect(dialog.getByLabel('Bis', { exact: true })).toBeDisabled();
  await dialog.getByLabel('Kommentar').fill('Doch weitergearbeitet');
  await dialog.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(dialog).toBeHidden();
  // The running clocking wears the one „läuft“ badge of every view (issue 24).
  await expect(page.locator('day-overview').getByText('läuft', { exact: true })).toHaveCount(1);
});

test('delete a clocking of last week: confirm, recalculation of that ISO week, the message', async ({ page }) => {
  const token = await prepare(page);
  const recalculations = countRequests(page, '/clocking/user/overtime/recalculate/4/2026-W47');
  await page.route('**/bare/day.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="de"><head><meta name="csrf-token" content="${token}"><link rel="stylesheet" href="/assets/bootstrap.min.css"></head>
<body><div id="app" class="container"><day-overview :user='{"id":4,"dn":"max.mueller","clockings_blacklisted":false}' date="2026-11-17"></day-overview></div>
<script src="/widgets/widgets.js"></script></body></html>`,
    }),
  );
  await page.goto('/bare/day.html');
  const rows = page.getByRole('button', { name: 'Eintrag löschen' });
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();
  await rows.first().click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Eintrag wirklich löschen?');
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('Zeiten werden neu berechnet')).toBeVisible();
  await expect(rows).toHaveCount(before - 1);
  expect(recalculations()).toBe(1);
});

test('migrated days cannot be edited', async ({ page }) => {
  const token = await prepare(page);
  await page.route('**/bare/old.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="de"><head><meta name="csrf-token" content="${token}"></head>
<body><div id="app"><day-overview :user='{"id":4,"dn":"max.mueller","clockings_blacklisted":false}' date="2020-02-20"></day-overview></div>
<script src="/widgets/widgets.js"></script></body></html>`,
    }),
  );
  await page.goto('/bare/old.html');
  await expect(page.getByText('migrierte Daten aus v1 können nicht bearbeitet werden').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Eintrag ändern' }).first()).toBeDisabled();
});
