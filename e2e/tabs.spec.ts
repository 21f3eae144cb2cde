// One state across tabs and devices (issue 8, item 6): a user who clocks out in another tab or on the
// phone does not keep seeing "Eingestempelt".
import { expect, test, type Page } from '@playwright/test';
import { resetDemo } from './support/demo';

async function reset(page: Page): Promise<string> {
  return (await resetDemo(page, { installClock: false })).token;
}

const state = (page: Page) => page.getByTestId('clock-state');

test('two tabs: clocking out in one shows "Ausgestempelt" in the other at once, and clocking in again too', async ({ context }) => {
  const first = await context.newPage();
  await reset(first);
  const second = await context.newPage();
  await first.goto('/home');
  await second.goto('/home');
  await expect(state(first)).toContainText('Eingestempelt', { timeout: 10_000 });
  await expect(state(second)).toContainText('Eingestempelt', { timeout: 10_000 });

  await first.getByRole('button', { name: 'Ausstempeln' }).click();
  await expect(state(first)).toContainText('Ausgestempelt');
  // No reload, no focus change: the other tab heard it on the BroadcastChannel.
  await expect(state(second)).toContainText('Ausgestempelt', { timeout: 3000 });
  await expect(second.getByRole('button', { name: 'Einstempeln' })).toBeVisible();

  await second.getByRole('button', { name: 'Einstempeln' }).click();
  await expect(state(first)).toContainText('Eingestempelt', { timeout: 3000 });
});

test('clocked out on the phone: the tab reads again when it becomes visible', async ({ page }) => {
  const token = await reset(page);
  await page.goto('/home');
  await expect(state(page)).toContainText('Eingestempelt', { timeout: 10_000 });
  // The phone: the same account, another device, straight to the server.
  const out = await page.request.get('/json/clocking/out', { headers: { 'X-CSRF-TOKEN': token, 'X-Requested-With': 'XMLHttpRequest' } });
  expect(out.status()).toBe(200);
  await page.waitForTimeout(300);
  await expect(state(page)).toContainText('Eingestempelt');
  const statusReads: string[] = [];
  page.on('request', (r) => r.url().includes('/json/welcome/status') && statusReads.push(r.url()));
  // The user comes back to the tab: the browser says it is visible and focused again.
  await page.evaluate(() => {
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
  });
  await expect(state(page)).toContainText('Ausgestempelt', { timeout: 3000 });
  expect(statusReads).toHaveLength(1);
});
