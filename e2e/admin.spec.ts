import { expect, test, type Locator, type Page } from '@playwright/test';
import { resetDemo } from './support/demo';

// The admin's time administration in the host demo (issue 9), as an administrator would do it:
// find a user, book a manual overtime entry, change their working-hour contract and watch the week
// follow. DEMO_NOW is 2026-11-23T09:30 Berlin (Monday, KW 48); each test starts from fresh data.
const WAIT = { timeout: 10_000 };

const prepare = async (page: Page): Promise<void> => void (await resetDemo(page));

/** `+12:34`, `-0:30`, `±0:00`, `24:00 h` → signed minutes. */
function minutesOf(text: string): number {
  const match = /([+-]?)(\d+):(\d\d)/.exec(text.replace('−', '-'));
  if (!match) throw new Error(`no duration in "${text}"`);
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The account total shown beside "Gesamt:", once loaded. */
async function overtimeTotal(page: Page): Promise<number> {
  const total = page.getByText(/^Gesamt:\s*[+\-±]?\d+:\d\d/);
  await expect(total).toBeVisible(WAIT);
  return minutesOf((await total.textContent()) ?? '');
}

/** The week's "Soll" of week-overview-admin, for the week named in its heading. */
async function weekRequired(page: Page, heading: string): Promise<number> {
  await expect(page.getByRole('heading', { name: heading })).toBeVisible(WAIT);
  const totals = page.locator('dl[aria-label="Summen der Woche"]');
  const required = totals
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: /^Soll/ }) })
    .getByRole('definition');
  await expect(required).toHaveText(/\d+:\d\d h/, WAIT);
  return minutesOf((await required.textContent()) ?? '');
}

function dialog(page: Page, name: string | RegExp): Locator {
  return page.getByRole('dialog', { name });
}

test('admin: find a user, book overtime, see it in the history and the total, change the contract, the week follows', async ({ page }) => {
  await prepare(page);
  await page.goto('/demo/role?role=admin&back=/admin/users');
  await expect(page.getByText('angemeldet als Sabine Schröder')).toBeVisible(WAIT);

  // Search the user and open her page from the list (a data-href row).
  const search = page.getByRole('searchbox', { name: 'Suche' });
  await expect(search).toBeVisible(WAIT);
  await search.fill('Berger');
  // The flows run against the spec-only backend: a user row carries its dn (`Anna.Berger`), the display
  // name is an assumption the list shows only where the server sends it.
  const row = page.getByRole('row', { name: /anna[ .]berger/i });
  await expect(row).toBeVisible(WAIT);
  await expect(page.getByRole('row', { name: /max[ .]müller/i })).toHaveCount(0);
  await row
    .getByText(/anna[ .]berger/i)
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/users\/5$/, WAIT);
  await expect(page.getByRole('heading', { level: 1, name: 'Benutzer: Anna Berger' })).toBeVisible();

  // This and next week's required time before the contract changes (Anna works 4 x 6 h).
  const requiredThisWeek = await weekRequired(page, 'KW 48/2026');
  await page
    .getByRole('group', { name: 'Woche wählen' })
    .getByRole('button', { name: /Nächste Woche/ })
    .click();
  const requiredBefore = await weekRequired(page, 'KW 49/2026');
  expect(requiredBefore).toBeGreaterThan(0);

  // Book a manual overtime entry for this week.
  await page.getByRole('link', { name: 'Überstunden' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/5\/overtime$/, WAIT);
  const totalBefore = await overtimeTotal(page);
  await page.getByRole('button', { name: 'Eintrag hinzufügen' }).click();
  const create = dialog(page, 'Überstunden eintragen');
  await expect(create).toBeVisible(WAIT);
  await create.getByRole('textbox', { name: /^Überstunden/ }).fill('2:30');
  await create.getByRole('textbox', { name: 'Kommentar' }).fill('Messe in Essen am Wochenende');
  await create.getByRole('button', { name: 'Speichern' }).click();
  await expect(create).toBeHidden(WAIT);

  // It is in the year's table as a manual entry of KW 48, and in the total.
  const entry = page.getByRole('row').filter({ hasText: 'Messe in Essen am Wochenende' });
  await expect(entry).toBeVisible(WAIT);
  await expect(entry).toContainText('KW 48/2026');
  await expect(entry).toContainText('+2:30');
  await expect(entry).toContainText('manuell');
  await expect.poll(() => overtimeTotal(page), WAIT).toBe(totalBefore + 150);

  // Correct it: the change history names the admin and old → new; the total follows again.
  await entry.getByRole('button', { name: 'Eintrag KW 48/2026 bearbeiten' }).click();
  const edit = dialog(page, 'Überstunden ändern');
  await expect(edit).toBeVisible(WAIT);
  await expect(edit.getByRole('textbox', { name: /^Überstunden/ })).not.toHaveValue('');
  await edit.getByRole('textbox', { name: /^Überstunden/ }).fill('3:00');
  await edit.getByRole('button', { name: 'Speichern' }).click();
  await expect(edit).toBeHidden(WAIT);
  await expect(entry).toContainText('+3:00', WAIT);
  await expect.poll(() => overtimeTotal(page), WAIT).toBe(totalBefore + 180);
  await entry.getByRole('button', { name: 'Änderungsverlauf KW 48/2026' }).click();
  const history = dialog(page, /^Änderungsverlauf/);
  await expect(history).toBeVisible(WAIT);
  const change = history.getByRole('row').filter({ hasText: 'sabine.schroeder' });
  await expect(change).toHaveCount(1);
  await expect(change).toContainText('23.11.2026');
  await expect(change).toContainText(/2:30\s*→\s*\+?3:00/);
  await history.getByRole('button', { name: 'Schließen' }).last().click();
  await expect(history).toBeHidden(WAIT);

  // A new working-hour contract from next week: Friday 6 h as well.
  await page.getByRole('link', { name: 'Arbeitszeiten' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/5\/worktimechanges$/, WAIT);
  const table = page.getByRole('table', { name: /Arbeitszeithistorie/ });
  await expect(table).toBeVisible(WAIT);
  const rowsBefore = await table.getByRole('row').count();
  await page.getByRole('button', { name: 'Neue Arbeitszeit' }).click();
  const rule = dialog(page, 'Neue Arbeitszeit');
  await expect(rule).toBeVisible(WAIT);
  const friday = rule.getByRole('textbox', { name: 'Arbeitszeit Fr' });
  await expect(friday).toBeEditable(WAIT);
  await expect(rule.getByRole('textbox', { name: 'Arbeitszeit Mo' })).toHaveValue('06:00');
  await friday.fill('06:00');
  await rule.getByRole('textbox', { name: /^Tage\/Woche/ }).fill('5');
  await rule.getByRole('button', { name: 'Speichern' }).click();
  // The form sends the browser to the worktime changes page, which shows the new current entry.
  await expect(page.getByRole('row').filter({ hasText: '30.11.2026' }).first()).toBeVisible(WAIT);
  await expect(table.getByRole('row')).toHaveCount(rowsBefore + 1, WAIT);

  // The week's required time follows: next week has Friday's 6 h more; this week is unchanged.
  await page.getByRole('link', { name: 'Stammdaten' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/5$/, WAIT);
  expect(await weekRequired(page, 'KW 48/2026')).toBe(requiredThisWeek);
  await page
    .getByRole('group', { name: 'Woche wählen' })
    .getByRole('button', { name: /Nächste Woche/ })
    .click();
  expect(await weekRequired(page, 'KW 49/2026')).toBe(requiredBefore + 6 * 60);
});
