import { expect, test, type Page } from '@playwright/test';
import { resetDemo } from './support/demo';

// Issue 10's proof in the host demo: the team lead (Thomas Becker, lead of the group Helpdesk) picks
// last week, opens a member, adds a clocking with a reason, and the member's overtime badge changes.
// DEMO_NOW is Monday 2026-11-23 09:30 Berlin (KW 48); each test starts from freshly seeded data.
const prepare = async (page: Page): Promise<void> => void (await resetDemo(page));

const TIMEOUT = { timeout: 10_000 };

test('team lead: pick a week, open a member, add a clocking with a reason, the overtime badge changes', async ({ page }) => {
  await prepare(page);
  await page.goto('/demo/role?role=teamlead&back=/views/team-overview');
  await expect(page.getByText('angemeldet als Thomas Becker')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Team Helpdesk' })).toBeVisible(TIMEOUT);

  // Pick a week: last week (KW 47), whose days are all past.
  await expect(page.getByText('KW 48 · 23.11.–29.11.2026')).toBeVisible();
  await page.getByRole('button', { name: 'Vorherige Woche' }).click();
  await expect(page.getByText('KW 47 · 16.11.–22.11.2026')).toBeVisible();

  // Open a member: the button is named by what it shows, the name and the week's balance (WCAG 2.5.3).
  const member = page.getByRole('button', { name: /^Max Müller Wochensaldo/ });
  await expect(member).toHaveAccessibleName(/^Max Müller Wochensaldo [+−±]\d+:\d\d h$/, TIMEOUT);
  const badgeBefore = `Max Müller Wochensaldo ${(await member.getByText(/^[+−±]\d+:\d\d h$/).innerText()).trim()}`;
  await member.click();
  await expect(member).toHaveAttribute('aria-pressed', 'true');
  const week = page.getByRole('region', { name: 'Max Müller · KW 47' });
  await expect(week.getByText('Sa, 21.11.2026')).toBeVisible(TIMEOUT);
  const weekOvertimeBefore = await week.getByText(/^Überstunden der Woche:/).innerText();

  // Add a clocking on Saturday with a reason.
  await week.getByText('Sa, 21.11.2026').click();
  await week.getByRole('button', { name: 'Buchung hinzufügen am Sa, 21.11.2026' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buchung hinzufügen · Sa, 21.11.2026' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Von').fill('10:00:00');
  await dialog.getByLabel('Bis', { exact: true }).fill('12:30:00');
  // Without a reason the dialog refuses and keeps what was typed.
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    dialog.getByRole('list', { name: 'Bitte folgende Fehler korrigieren:' }).getByText('comment muss gefüllt sein'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Von')).toHaveValue('10:00:00');
  await dialog.getByLabel('Kommentar').fill('Wartungsfenster am Samstag nachgetragen');
  // The Typ starts empty (spec 02: „type muss ausgewählt sein“ can appear).
  await dialog.getByLabel('Typ').selectOption('regulär');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden(TIMEOUT);

  // The week was recalculated: the new clocking is listed, the week's overtime and the badge changed.
  await expect(week.getByText('10:00 – 12:30 · regulär')).toBeVisible(TIMEOUT);
  await expect(week.getByText(/^Überstunden der Woche:/)).not.toHaveText(weekOvertimeBefore, TIMEOUT);
  await expect(member).not.toHaveAccessibleName(badgeBefore, TIMEOUT);
  const weekOvertimeAfter = (await week.getByText(/^Überstunden der Woche:/).innerText()).replace('Überstunden der Woche:', '').trim();
  await expect(member).toHaveAccessibleName(`Max Müller Wochensaldo ${weekOvertimeAfter}`);

  // A reload shows the same: the change is stored, not only drawn.
  await page.reload();
  await page.getByRole('button', { name: 'Vorherige Woche' }).click();
  await expect(page.getByRole('button', { name: /^Max Müller Wochensaldo/ })).toHaveAccessibleName(
    `Max Müller Wochensaldo ${weekOvertimeAfter}`,
    TIMEOUT,
  );
});
