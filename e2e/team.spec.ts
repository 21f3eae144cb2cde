import { expect, test, type Page } from '@playwright/test';
import { resetDemo } from './support/demo';
import { PEOPLE, startsWith } from './support/people';

// Issue 10's proof in the host demo, against the spec-only backend: the team lead (Thomas Becker, lead of
// the group Helpdesk) picks the week, opens a member, adds a clocking with a reason, and the member's
// overtime badge changes. Spec 02 gives the members only as `dn`, and their badges without a week: the
// badges are the server's current week (the view says so), so the clocking goes into the current week.
// The scenario "forgotten-clock-out" moves the demo's clock to Tuesday 2026-11-24 09:30 Berlin (KW 48),
// so that Monday 23.11. is a past day of it; it leaves Max Müller's Monday open, so the member is Anna
// Berger. Each test starts from freshly seeded data.
const prepare = async (page: Page): Promise<void> => void (await resetDemo(page, { scenario: 'forgotten-clock-out' }));

const TIMEOUT = { timeout: 10_000 };
const MEMBER = PEOPLE.anna.dn;
/** The balance a text shows: `+0:41 h`, `−1:05 h`, `±0:00 h`. */
const balanceIn = (text: string): string => /[+−±]\d+:\d\d h/.exec(text)?.[0] ?? `(kein Saldo in „${text}“)`;

test('team lead: pick the week, open a member, add a clocking with a reason, the overtime badge changes', async ({ page }) => {
  await prepare(page);
  await page.goto('/demo/role?role=teamlead&back=/views/team-overview');
  await expect(page.getByText('angemeldet als Thomas Becker')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Team Helpdesk' })).toBeVisible(TIMEOUT);

  // Pick the week: the badges' week is the current one (KW 48), and the view says the server names none.
  await expect(page.getByText('Überstunden der aktuellen Woche: der Server nennt die Woche der Badges nicht.')).toBeVisible(TIMEOUT);
  await expect(page.getByText('KW 48 · 23.11.–29.11.2026')).toBeVisible();
  await page.getByRole('button', { name: 'Vorherige Woche' }).click();
  await expect(page.getByText('KW 47 · 16.11.–22.11.2026')).toBeVisible();
  await page.getByRole('button', { name: 'Heute' }).click();
  await expect(page.getByText('KW 48 · 23.11.–29.11.2026')).toBeVisible();

  // Open a member: the button is named by what it shows, the dn and the week's balance (WCAG 2.5.3).
  const member = page.getByRole('button', { name: startsWith(`${MEMBER} Wochensaldo`) });
  await expect(member).toHaveAccessibleName(new RegExp(`^${MEMBER.replace('.', '\\.')} Wochensaldo [+−±]\\d+:\\d\\d h$`), TIMEOUT);
  const badgeBefore = `${MEMBER} Wochensaldo ${(await member.getByText(/^[+−±]\d+:\d\d h$/).innerText()).trim()}`;
  await member.click();
  await expect(member).toHaveAttribute('aria-pressed', 'true');
  const week = page.getByRole('region', { name: `${MEMBER} · KW 48` });
  await expect(week.getByText('Mo, 23.11.2026')).toBeVisible(TIMEOUT);
  const weekOvertimeBefore = await week.getByText(/^Überstunden der Woche:/).innerText();
  // The badge and the member's week agree: both are the current week's overtime.
  expect(badgeBefore).toBe(`${MEMBER} Wochensaldo ${balanceIn(weekOvertimeBefore)}`);

  // Add a clocking on Monday evening (after the day's seeded clockings) with a reason.
  await week.getByText('Mo, 23.11.2026').click();
  await week.getByRole('button', { name: 'Buchung hinzufügen am Mo, 23.11.2026' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buchung hinzufügen · Mo, 23.11.2026' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Von').fill('18:00:00');
  await dialog.getByLabel('Bis', { exact: true }).fill('20:30:00');
  // Without a reason the dialog refuses and keeps what was typed.
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    dialog.getByRole('list', { name: 'Bitte folgende Fehler korrigieren:' }).getByText('comment muss gefüllt sein'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Von')).toHaveValue('18:00:00');
  await dialog.getByLabel('Kommentar').fill('Wartungsfenster am Abend nachgetragen');
  // The Typ starts empty (spec 02: „type muss ausgewählt sein“ can appear).
  await dialog.getByLabel('Typ').selectOption('regulär');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden(TIMEOUT);

  // The week was recalculated: the new clocking is listed, the week's overtime and the badge changed.
  await expect(week.getByText('18:00 – 20:30 · regulär')).toBeVisible(TIMEOUT);
  await expect(week.getByText(/^Überstunden der Woche:/)).not.toHaveText(weekOvertimeBefore, TIMEOUT);
  await expect(member).not.toHaveAccessibleName(badgeBefore, TIMEOUT);
  const weekOvertimeAfter = balanceIn(await week.getByText(/^Überstunden der Woche:/).innerText());
  await expect(member).toHaveAccessibleName(`${MEMBER} Wochensaldo ${weekOvertimeAfter}`);

  // A reload shows the same: the change is stored, not only drawn.
  await page.reload();
  await expect(page.getByRole('button', { name: startsWith(`${MEMBER} Wochensaldo`) })).toHaveAccessibleName(
    `${MEMBER} Wochensaldo ${weekOvertimeAfter}`,
    TIMEOUT,
  );
});
