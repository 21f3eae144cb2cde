// Case 24 of RELIABILITY.md: no eval in what we ship. Every built view's demo page is checked under the
// strict policy, with its dialogs, pickers and popovers opened, in the axe walk's visit (e2e/a11y.spec.ts,
// e2e/support/csp.ts): one page load per view for both.
import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

test('the built bundle, every chunk included, contains no eval( and no new Function(', () => {
  for (const dir of ['../dist/standalone', '../packages/widgets/dist']) {
    // Recursive: the standalone views are content-hashed chunks under chunks/.
    const files = (readdirSync(join(here, dir), { recursive: true }) as string[]).filter((f) => f.endsWith('.js') || f.endsWith('.mjs'));
    expect(files.length, dir).toBeGreaterThan(0);
    for (const file of files) {
      const code = readFileSync(join(here, dir, file), 'utf8');
      expect(code, `${dir}/${file}`).not.toMatch(/(^|[^\w$.])eval\(/);
      expect(code, `${dir}/${file}`).not.toMatch(/new\s+Function\s*\(/);
      expect(code, `${dir}/${file}`).not.toMatch(/(^|[^\w$.])Function\(\s*["'`]/);
    }
  }
});
