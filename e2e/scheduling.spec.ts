import { expect, test, type Page } from '@playwright/test';
import { resetDemo } from './support/demo';
import { helpdeskName, PEOPLE, startsWith } from './support/people';

// Issue 11's proof in the host demo as the helpdesk leader (Lukas Hoffmann: HelpdeskDienstplan.Admin
// and helpdesk level 3), against the spec-only backend. DEMO_NOW is Monday 2026-11-23 09:30 Berlin
// (KW 48); the seed plans every week up to the current one, so KW 49 starts empty. The helpdesk week
// names a person only by user_id (Julia Wagner's row is „Mitarbeiter 3“); the queue plan's rows, which
// the page renders into the tag, carry the full name. Each test starts from freshly seeded data.
const prepare = async (page: Page): Promise<void> => void (await resetDemo(page));

const TIMEOUT = { timeout: 10_000 };

/** The queues a member's row shows, by their remove marks (the helpdesk leader may remove each). */
async function queueBadges(page: Page, name: string): Promise<string[]> {
  const picker = page.getByRole('row', { name: new RegExp(`^${name}`) }).getByRole('combobox', { name: `Queue für ${name} hinzufügen` });
  await expect(picker).toBeVisible(TIMEOUT);
  const labels = await page
    .getByRole('row', { name: new RegExp(`^${name}`) })
    .getByRole('button', { name: / von .* entfernen$/ })
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(/^Queue „(.*)“ von .*$/, '$1'));
}
/** Julia Wagner as the helpdesk plan names her. */
const JULIA = helpdeskName(PEOPLE.julia);
const WEEK_49 = [
  'Mo, 30.11.2026',
  'Di, 01.12.2026',
  'Mi, 02.12.2026',
  'Do, 03.12.2026',
  'Fr, 04.12.2026',
  'Sa, 05.12.2026',
  'So, 06.12.2026',
];

test('helpdesk leader: one Monday pick fills the week in helpdesk-scheduler, and a reload keeps it', async ({ page }) => {
  await prepare(page);
  await page.goto('/demo/role?role=helpdesk&back=/views/helpdesk-scheduler');
  await expect(page.getByText('angemeldet als Lukas Hoffmann')).toBeVisible();
  await expect(page.getByText(/^Schnellauswahl:/)).toBeVisible(TIMEOUT);

  const openWeek49 = async () => {
    const toggle = page.getByRole('button', { name: /^KW 49 · 30\.11\.–06\.12\.2026/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false', TIMEOUT);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  };
  const cell = (day: string) => page.getByRole('combobox', { name: `Schicht von ${JULIA} am ${day}` });

  await openWeek49();
  // The week starts empty for Julia Wagner.
  for (const day of WEEK_49) await expect(cell(day)).toHaveValue('', TIMEOUT);

  // One pick on Monday fills Monday to Friday; the weekend stays open.
  await cell(WEEK_49[0]).selectOption({ label: 'Spätdienst' });
  await expect(page.getByText(`Schichten von ${JULIA} gespeichert`)).toBeVisible(TIMEOUT);
  for (const day of WEEK_49.slice(0, 5)) await expect(cell(day)).toHaveValue('hd_spaet');
  for (const day of WEEK_49.slice(5)) await expect(cell(day)).toHaveValue('');
  for (const day of WEEK_49.slice(0, 5)) await expect(cell(day).locator('option:checked')).toHaveText('Spätdienst');

  // Reload: the server kept the week.
  await page.reload();
  await openWeek49();
  for (const day of WEEK_49.slice(0, 5)) await expect(cell(day)).toHaveValue('hd_spaet', TIMEOUT);
  for (const day of WEEK_49.slice(5)) await expect(cell(day)).toHaveValue('');
});

test('an employee sees the helpdesk plan read-only: the page gives only the roles the user holds', async ({ page }) => {
  await prepare(page);
  await page.goto('/demo/role?role=employee&back=/views/helpdesk-scheduler');
  await expect(page.getByText('angemeldet als Max Müller')).toBeVisible();
  await expect(page.getByText('Nur Ansicht – Änderungen nimmt die Dienstplan-Verwaltung vor.')).toBeVisible(TIMEOUT);
  await expect(page.getByRole('row', { name: startsWith(JULIA) })).toBeVisible(TIMEOUT);
  await expect(page.getByRole('combobox', { name: /^Schicht von / })).toHaveCount(0);
});

test('helpdesk leader: a queue added to a member shows on the queue plan, also after a reload', async ({ page }) => {
  await prepare(page);
  await page.goto('/demo/role?role=helpdesk&back=/telephoneplan/queue');
  await expect(page.getByText('angemeldet als Lukas Hoffmann')).toBeVisible();
  await expect(page.getByText('Queues am Mo, 23.11.2026')).toBeVisible(TIMEOUT);
  const queuesOn23 = await queueBadges(page, 'Max Müller');
  expect(queuesOn23.length).toBeGreaterThan(0);

  // Choose tomorrow in the inline calendar: the page of that day opens (the date is the last path segment).
  await page.getByRole('gridcell', { name: 'Wählen Sie Dienstag, 24. November 2026' }).click();
  await expect(page).toHaveURL(/\/telephoneplan\/queue\/2026-11-24$/, TIMEOUT);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Queueplan am 24.11.2026');
  await expect(page.getByText('Queues am Di, 24.11.2026')).toBeVisible(TIMEOUT);

  const row = page.getByRole('row', { name: /^Max Müller/ });
  await expect(row).toBeVisible(TIMEOUT);
  const picker = row.getByRole('combobox', { name: 'Queue für Max Müller hinzufügen' });
  // A queue Max Müller does not have on that day yet: the picker offers exactly those.
  const offered = (await picker.locator('option:not([value=""])').allTextContents()).map((t) => t.trim());
  expect(offered.length).toBeGreaterThan(0);
  const queue = offered[0];
  await expect(row.getByRole('button', { name: `Queue „${queue}“ von Max Müller entfernen` })).toHaveCount(0);

  await picker.selectOption({ label: queue });
  await expect(page.getByText(`Queue „${queue}“ für Max Müller hinzugefügt`)).toBeVisible(TIMEOUT);
  await expect(row.getByText(queue, { exact: true })).toBeVisible();
  await expect(picker.locator('option', { hasText: queue })).toHaveCount(0);

  // The queue plan of that day, rendered again by the server, shows it too, now with the assignment's id
  // (the write's answer is not shown in the spec, so the remove mark comes with the page); the day before
  // is unchanged.
  await page.reload();
  const reloaded = page.getByRole('row', { name: /^Max Müller/ });
  await expect(reloaded.getByText(queue, { exact: true })).toBeVisible(TIMEOUT);
  await expect(reloaded.getByRole('button', { name: `Queue „${queue}“ von Max Müller entfernen` })).toBeVisible();
  await page.goto('/telephoneplan/queue/2026-11-23');
  await expect(page.getByText('Queues am Mo, 23.11.2026')).toBeVisible(TIMEOUT);
  expect(await queueBadges(page, 'Max Müller')).toEqual(queuesOn23);
});
