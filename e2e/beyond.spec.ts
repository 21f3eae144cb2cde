import { expect, test, type Page } from '@playwright/test';
import { resetDemo } from './support/demo';

// Issue 14 end to end. The demo runs with DEMO_NOW=2026-11-23T09:30 (Monday); the scenario
// "forgotten-clock-out" moves the emulated clock on to Tuesday 24.11.2026 09:30 and leaves Max
// Müller's (employee) last clocking of Monday open, with nothing booked on Tuesday yet.
async function prepareForgotten(page: Page): Promise<Date> {
  return (await resetDemo(page, { scenario: 'forgotten-clock-out' })).now;
}

/** The rest between Monday 23:00 (Berlin) and clocking in at `at` or the minute after, as "h:mm". */
function restTimes(at: Date): string[] {
  const minutes = Math.floor((at.getTime() - Date.parse('2026-11-23T23:00:00+01:00')) / 60_000);
  return [minutes, minutes + 1].map((m) => `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`);
}

const T = { timeout: 10_000 };

test('forgot to clock out yesterday: book the end, the week balance and the rest-time hint follow', async ({ page }) => {
  const now = await prepareForgotten(page);
  await page.goto('/home');
  const prompt = page.getByRole('region', { name: 'Wann sind Sie gegangen?' });
  await expect(prompt).toBeVisible(T);
  await expect(prompt).toContainText('Mo, 23.11.2026');
  const field = prompt.getByLabel('Gegangen um');
  // Prefilled with a guess; nothing is booked yet and the clock button waits.
  await expect(field).toHaveValue(/^\d{2}:\d{2}$/);
  await expect(page.getByRole('button', { name: 'Ausstempeln' })).toBeDisabled();
  const balanceBefore = (await page.getByTestId('balance-week').textContent())?.trim();

  await field.fill('23:00');
  const effect = prompt.getByTestId('forgotten-effect');
  await expect(effect).toContainText('Saldo der KW 48 dann:');
  const predicted = (await effect.locator('span').last().textContent())?.trim() ?? '';
  expect(predicted).toMatch(/^[+−±]\d+:\d{2}$/);

  await prompt.getByRole('button', { name: 'Ende 23:00 buchen' }).click();
  const booked = page.getByTestId('forgotten-booked');
  await expect(booked).toContainText('Ende am Mo, 23.11.2026 um 23:00 gebucht.', T);
  await expect(prompt).toBeHidden();
  // The server's week now says what the prompt predicted; the clock panel's week (KW 48) follows.
  await expect(booked).toContainText(`Saldo der KW 48: ${predicted}`, T);
  await expect(page.getByTestId('balance-week')).toHaveText(predicted, T);
  expect(predicted).not.toBe(balanceBefore);

  // Clocking in at about 09:30 after leaving at 23:00: about 10:30 h of rest, less than § 5 ArbZG asks
  // for. The demo's clock runs on from the scenario's start, so the minute is the one the reset returned
  // (or the next).
  await page.getByRole('button', { name: 'Einstempeln' }).click();
  await expect(page.getByRole('button', { name: 'Ausstempeln' })).toBeEnabled(T);
  const hints = page.getByRole('region', { name: 'Hinweise zum Arbeitszeitgesetz' }).first();
  const [rest, restNextMinute] = restTimes(now);
  await expect(hints).toContainText(new RegExp(`Nur (${rest}|${restNextMinute}) h Ruhezeit`), T);
  await expect(hints).toContainText('§ 5 ArbZG');
  // The week below shows the same hint on Tuesday's row.
  await expect(page.getByRole('button', { name: /Di, 24\.11\.2026.*Ruhezeit/ })).toBeVisible(T);
});

test('a refused booking keeps the typed time; S clocks in once the end is booked', async ({ page }) => {
  await prepareForgotten(page);
  await page.goto('/home?fault=POST:/clocking/user/update:500');
  const prompt = page.getByRole('region', { name: 'Wann sind Sie gegangen?' });
  await expect(prompt).toBeVisible(T);
  const field = prompt.getByLabel('Gegangen um');
  await field.fill('18:15');
  await prompt.getByRole('button', { name: 'Ende 18:15 buchen' }).click();
  await expect(prompt.getByRole('alert')).toBeVisible(T);
  await expect(field).toHaveValue('18:15');

  await page.goto('/home?fault=');
  await expect(prompt).toBeVisible(T);
  await prompt.getByLabel('Gegangen um').fill('18:15');
  await prompt.getByRole('button', { name: 'Ende 18:15 buchen' }).click();
  await expect(page.getByTestId('forgotten-booked')).toBeVisible(T);

  const clockIn = page.getByRole('button', { name: 'Einstempeln' });
  await expect(clockIn).toHaveAttribute('aria-keyshortcuts', 'S');
  await clockIn.focus();
  await page.keyboard.press('s');
  await expect(page.getByRole('button', { name: 'Ausstempeln' })).toBeVisible(T);
  await expect(page.getByTestId('clock-state')).toContainText('Eingestempelt');
});
