// Which reliability case applies to which registered view, and what proves it (RELIABILITY.md).
// The table lives in test/reliability-cases.ts; a view registered without a row has its cases as gaps, so a gap
// is visible the day the view lands. The matrix is printed with the test run.
import { propSpecs, TAG_NAMES, type TagName } from '@stempeluhr/core';
import { CONTRACTS } from '@stempeluhr/views/contracts';
import { VIEW_LOADERS } from '@stempeluhr/views/registry';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sharedWriteCases } from '@test/write-driven';
import { CASES, coverOf, pendingRow, VIEW_ROWS, WRITE_CASE_WORDS, type CaseNumber, type Cover } from '@test/reliability-cases';

const ROOT = resolve(__dirname, '../../..');
const BUILT = Object.keys(VIEW_LOADERS) as TagName[];
const NUMBERS = Object.keys(CASES).map(Number) as CaseNumber[];

function coversOf(tag: TagName): Array<[CaseNumber, Cover]> {
  const required = propSpecs(CONTRACTS[tag]!).some((p) => p.required);
  return NUMBERS.map((n) => [n, coverOf(VIEW_ROWS[tag] ?? pendingRow(), n, required, sharedWriteCases(tag))]);
}

const label = (c: Cover) =>
  c.by === 'n/a'
    ? `— ${c.why}`
    : c.by === 'gap'
      ? `LÜCKE: ${c.why}`
      : `${c.by === 'shared' ? 'gemeinsam' : c.by === 'view' ? 'eigener Test' : 'E2E'}: ${c.file}`;

it('every registered view has its row in test/reliability-cases.ts (a view without one fails here, loudly)', () => {
  expect(BUILT.filter((tag) => !VIEW_ROWS[tag])).toEqual([]);
});

it('no case is a gap: each is proven by a test or does not apply, with the reason', () => {
  const gaps = BUILT.flatMap((tag) => coversOf(tag).flatMap(([n, c]) => (c.by === 'gap' ? [`<${tag}> Fall ${n}: ${c.why}`] : [])));
  expect(gaps).toEqual([]);
});

it('a new view without a row or driver would show its uncovered cases as gaps, never as covered', () => {
  const covers = NUMBERS.map((n) => [n, coverOf(pendingRow(), n, false)] as [CaseNumber, Cover]);
  expect(covers.filter(([, c]) => c.by === 'gap').length).toBeGreaterThan(10);
  expect(covers.filter(([, c]) => c.by === 'shared').every(([, c]) => c.by === 'shared' && c.file.endsWith('reliability.suite.tsx'))).toBe(
    true,
  );
});

it('the table names only real tags', () => {
  for (const tag of Object.keys(VIEW_ROWS)) expect(TAG_NAMES).toContain(tag);
});

it('prints the matrix: per view and case, who proves it, or why it does not apply', () => {
  const lines: string[] = [];
  for (const tag of BUILT) {
    lines.push(`<${tag}>`);
    for (const [n, cover] of coversOf(tag)) lines.push(`  ${String(n).padStart(2)} ${CASES[n]}: ${label(cover)}`);
  }
  const gaps = lines.filter((l) => l.includes('LÜCKE'));
  console.log(`Zuverlässigkeits-Matrix (${BUILT.length} Ansichten × ${NUMBERS.length} Fälle, ${gaps.length} Lücken)\n${lines.join('\n')}`);
  // Every cell says something: a file that proves it, or a reason.
  for (const tag of BUILT) {
    for (const [n, cover] of coversOf(tag)) {
      if (cover.by === 'n/a' || cover.by === 'gap') expect(cover.why.trim().length, `<${tag}> Fall ${n}`).toBeGreaterThan(5);
    }
  }
});

describe.each(BUILT)('<%s>', (tag) => {
  it('every file the table names exists; a view test named for a write case has a test for it', () => {
    for (const [n, cover] of coversOf(tag)) {
      if (cover.by === 'n/a' || cover.by === 'gap') continue;
      const file = resolve(ROOT, cover.file);
      expect(existsSync(file), `<${tag}> Fall ${n}: ${cover.file}`).toBe(true);
      const words = WRITE_CASE_WORDS[n];
      if (cover.by === 'view' && words && cover.file.includes('/views/src/')) {
        const titles = [...readFileSync(file, 'utf8').matchAll(/\bit\(\s*(['"`])(.*?)\1/g)].map((m) => m[2]);
        expect(
          titles.some((t) => words.test(t)),
          `<${tag}> Fall ${n}: kein Test in ${cover.file} passt zu ${words}`,
        ).toBe(true);
      }
    }
  });
});
