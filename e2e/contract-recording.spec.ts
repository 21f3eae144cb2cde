import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { resetDemo } from './support/demo';

// The server contract's checker on a real recording (issue 20): the browser records a HAR file of an
// employee's day on the spec-only demo (this project's server answers only what the specification
// shows), as the migration team would record the old application; the packed checker then reads it.
// Nothing breaks; assumed fields the mode leaves out may fall back. No value from the recording is printed.
const BIN = fileURLToPath(new URL('../packages/widgets/dist/contract.mjs', import.meta.url));

test('a HAR recording of the welcome page and the week on the spec-only demo passes the contract checker', async ({ browser, baseURL }) => {
  test.slow();
  expect(existsSync(BIN), 'npm run build writes the checker').toBe(true);
  const dir = mkdtempSync(join(tmpdir(), 'har-'));
  const file = join(dir, 'aufnahme.har');
  try {
    const context = await browser.newContext({ baseURL, recordHar: { path: file, content: 'embed', mode: 'full' } });
    const page = await context.newPage();
    await resetDemo(page);
    await page.goto('/demo/role?role=employee&back=/views/welcome-view');
    await expect(page.locator('welcome-view [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator('welcome-view').getByRole('button', { name: /Ausstempeln|Einstempeln/ })).toBeVisible();
    await page.goto('/views/week-overview');
    await expect(page.locator('week-overview [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    await context.close();

    const run = spawnSync(process.execPath, [BIN, 'check', file], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('GET /json/welcome/status');
    expect(run.stdout).toContain('GET /json/clockings');
    expect(run.stdout).not.toContain('bricht:');
    expect(run.status).toBe(0);
    // Never a value: not the people's names the pages showed, nor the session's token.
    expect(run.stdout).not.toMatch(/Müller|Berger|Schröder|XSRF|csrf/i);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
