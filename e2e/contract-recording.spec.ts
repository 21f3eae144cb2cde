import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { resetDemo } from './support/demo';

// The server contract's checker on a real recording (issue 20): the browser records a HAR file of every
// view's demo page, each as the people it is for see it, on the spec-only demo (this project's server
// answers only what the specification shows), as the migration team would record the old application;
// the packed checker then reads it. Nothing breaks: each call is „ok“, or „fällt zurück“ where the mode
// leaves out a field we assume (that is what the mode is). No value from the recording is printed.
const BIN = fileURLToPath(new URL('../packages/widgets/dist/contract.mjs', import.meta.url));
const here = dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(join(here, '../dist/manifest.json'), 'utf8')) as {
  tags: Array<{ tag: string; built: boolean; area: string }>;
};
const ROLE_OF_AREA: Record<string, string> = { admin: 'admin', team: 'teamlead', scheduling: 'helpdesk' };

test('a HAR recording of every view’s page on the spec-only demo: the contract checker finds nothing that breaks', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  expect(existsSync(BIN), 'npm run build writes the checker').toBe(true);
  const dir = mkdtempSync(join(tmpdir(), 'har-'));
  const file = join(dir, 'alle-ansichten.har');
  try {
    const context = await browser.newContext({ baseURL, recordHar: { path: file, content: 'embed', mode: 'full' } });
    const page = await context.newPage();
    await resetDemo(page);
    for (const { tag, area, built } of manifest.tags) {
      if (!built) continue;
      const role = ROLE_OF_AREA[area] ?? 'employee';
      await page.goto(`/demo/role?role=${role}&back=${encodeURIComponent(`/views/${tag}`)}`);
      await expect(page.locator(`${tag} .stempeluhr-widget`).first()).not.toBeEmpty({ timeout: 15_000 });
      await expect(page.locator(`${tag} [aria-busy="true"]`)).toHaveCount(0, { timeout: 15_000 });
    }
    // And a write, as a recording of a working day has one: clocking in or out on the welcome page.
    await page.goto('/demo/role?role=employee&back=/views/welcome-view');
    const clock = page.locator('welcome-view').getByRole('button', { name: /^(Einstempeln|Ausstempeln)$/ });
    await clock.click();
    await expect(page.locator('welcome-view [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    await context.close();

    const run = spawnSync(process.execPath, [BIN, 'check', file], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const calls = run.stdout.split('\n').filter((line) => /^(GET|POST|PUT|PATCH|DELETE) \//.test(line));
    expect(calls.length, 'the pages made calls').toBeGreaterThan(20);
    for (const call of [/^GET \/json\/welcome\/status /, /^GET \/json\/clockings /, /^GET \/json\/clocking\/(in|out) /]) {
      expect(
        calls.some((line) => call.test(line)),
        String(call),
      ).toBe(true);
    }
    expect(calls.filter((line) => !/ (ok|fällt zurück)$/.test(line))).toEqual([]);
    expect(run.stdout).toMatch(/Zusammenfassung: \d+ ok, \d+ fällt zurück, 0 bricht/);
    expect(run.status).toBe(0);
    expect(run.stdout).not.toMatch(/Müller|Berger|Schröder|XSRF|csrf/i);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
