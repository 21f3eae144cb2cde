// docs/server-contract.md is generated from spec-calls.ts (node scripts/server-contract.mjs).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverContractMarkdown } from './contract-doc';
import { SPEC_ADDITIONS, SPEC_CALLS } from './spec-calls';

const file = resolve(__dirname, '../../docs/server-contract.md');

describe('docs/server-contract.md', () => {
  it('is up to date (else: node scripts/server-contract.mjs)', () => {
    expect(readFileSync(file, 'utf8')).toBe(serverContractMarkdown());
  });

  it('names every call and every addition the server team must add or confirm', () => {
    const text = serverContractMarkdown();
    for (const call of SPEC_CALLS) expect(text).toContain(`### ${call.method} \`${call.path}\``);
    for (const addition of SPEC_ADDITIONS) expect(text).toContain(addition.path);
    expect(text).toContain('`date`');
  });
});
