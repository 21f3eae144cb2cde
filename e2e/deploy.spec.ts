// A deploy while a page is open (issue 21): the page loaded release N's runtime, then release N+1 was
// copied over and N's hashed chunks are gone. The next view the page mounts asks for a chunk that
// answers 404: it says so in German with a reload button, the rest of the page keeps working, and the
// reload brings the current release.
import { expect, test } from '@playwright/test';

test('a view whose chunk was deleted by a deploy offers the reload, and the reload shows the view', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/views/flash-message');
  await expect(page.locator('flash-message .stempeluhr-widget').first()).not.toBeEmpty({ timeout: 10_000 });

  // The deploy: every chunk of the release this page was opened with is gone.
  await page.route('**/widgets/chunks/**', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: '<h1>404</h1>' }));
  await page.evaluate(() => document.querySelector('main')?.append(document.createElement('welcome-view')));

  const notice = page.locator('welcome-view').getByRole('alert');
  await expect(notice).toContainText('Eine neue Version ist verfügbar – bitte Seite neu laden.', { timeout: 10_000 });
  // The view that was already there is untouched.
  await expect(page.locator('flash-message .stempeluhr-widget').first()).not.toBeEmpty();
  expect(errors).toEqual([]);

  await page.unroute('**/widgets/chunks/**');
  await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Seite neu laden' }).click()]);
  await expect(page).toHaveURL(/\/views\/flash-message$/);
  await expect(page.locator('flash-message .stempeluhr-widget').first()).not.toBeEmpty({ timeout: 10_000 });
});
