// Case 24 of RELIABILITY.md, the strict policy: the demo serves it on every page; the page walks record
// every `securitypolicyviolation` while they open what a user can open (e2e/a11y.spec.ts), so each view
// is checked under the policy in the same visit as axe, not in a walk of its own.
import { expect, type Page, type Response } from '@playwright/test';

/** The policy of case 24; the demo adds a nonce for the calendar, data: images for the host's Bootstrap, form-action and frame-ancestors. */
export const CASE_24 = [
  "default-src 'self'",
  "script-src 'self'",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
];

/** Starts recording the page's policy violations (call before the first navigation); returns the reader. */
export async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

/** The page came with the strict policy: case 24's directives, styles only with the nonce, nothing unsafe. */
export function expectStrictPolicy(response: Response | null): void {
  const policy = response?.headers()['content-security-policy'] ?? '';
  for (const directive of CASE_24) expect(policy).toContain(directive);
  expect(policy).toMatch(/style-src 'self' 'nonce-[^']+'(;|$)/);
  expect(policy).not.toContain('unsafe');
}

/** What an opener shows: a dialog, a list, the date picker's month, a disclosure's content. */
const POPUPS = '[role="dialog"], [role="listbox"], .react-datepicker, .collapse.show, .collapsing';

/** Opens what a user can open without changing data: disclosure buttons, comboboxes, pickers, edit dialogs. */
export async function openEverything(page: Page, tag: string): Promise<string[]> {
  const root = page.locator(tag).first();
  const openers = root.locator(
    '[aria-expanded="false"], [role="combobox"], .react-datepicker__input-container input, button[aria-haspopup="dialog"], button:has-text("Ändern")',
  );
  // Taken once: opening one changes the others' aria-expanded.
  const handles = (await openers.elementHandles()).slice(0, 6);
  const opened: string[] = [];
  for (const opener of handles) {
    if (!(await opener.isVisible()) || !(await opener.isEnabled())) continue;
    const name =
      (await opener.getAttribute('aria-label')) ??
      ((await opener.textContent()) || (await opener.getAttribute('placeholder')) || '').trim().slice(0, 30);
    const before = await page.evaluate((selector) => document.querySelectorAll(selector).length, POPUPS);
    await opener.click({ timeout: 3000 });
    // What it opens, as soon as it is there (a picker loads its chunk first); an opener that shows nothing
    // new in 150 ms (a disclosure already open, a field) is left at that.
    await page
      .waitForFunction(([selector, count]) => document.querySelectorAll(selector).length > count, [POPUPS, before] as const, {
        timeout: 150,
        polling: 'raf',
      })
      .catch(() => undefined);
    opened.push(`${name} → ${await page.locator(POPUPS).count()}`);
    await page.keyboard.press('Escape');
    // Closed: two frames for React to take it away before the next opener.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }
  return opened;
}

/** After the walk: no violation, and the listener really works (an inline style without the nonce is reported). */
export async function expectNoViolations(page: Page, violations: () => Promise<string[]>): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await violations(), 'Verstöße gegen die Content-Security-Policy').toEqual([]);
  await page.evaluate(() => document.head.insertAdjacentHTML('beforeend', '<style>body{}</style>'));
  await expect.poll(violations).toEqual([expect.stringContaining('style-src')]);
}
