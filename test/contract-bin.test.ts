// @vitest-environment node
// The bin of the contract checker (stempeluhr-contract): one file bundled without React, run by Node as
// the migration team runs it. Node environment: esbuild does not run under jsdom.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SERVER = 'https://zeiterfassung.example';
const SECRET_COMMENT = 'Arzttermin Frau Geheimnis';

const clocking = (withClockIn: boolean) => ({
  id: '4711',
  ...(withClockIn ? { clock_in: '2026-11-23T07:30:00.000000Z' } : {}),
  clock_out: null,
  clock_in_formatted: '08:30',
  time: '3600',
  type: 'regulär',
  comment: SECRET_COMMENT,
  home_office: 1,
});
const clockings = (withClockIn: boolean) =>
  JSON.stringify({
    clockings: { done: '3600', pending: 0, required: '28800', items: [clocking(withClockIn)], week_overtime: '-1800' },
    breaks: { done: 0, pending: 0, required: 1800, items: [] },
  });
const har = (text: string) =>
  JSON.stringify({
    log: {
      version: '1.2',
      entries: [
        {
          request: { method: 'GET', url: `${SERVER}/json/clockings`, headers: [] },
          response: { status: 200, headers: [], content: { mimeType: 'application/json', size: text.length, text } },
          _resourceType: 'xhr',
        },
      ],
    },
  });

describe('the bin (stempeluhr-contract, bundled without React)', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'contract-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('runs from one file without React and exits 0, 1 and 2 as the checker says', async () => {
    const { buildContractBin } = (await import('../packages/contract/build-bin.mjs')) as {
      buildContractBin: (out: string) => Promise<void>;
    };
    const bin = join(dir, 'contract.mjs');
    await buildContractBin(bin);
    expect(readFileSync(bin, 'utf8')).not.toMatch(/react/i);
    writeFileSync(join(dir, 'ok.har'), har(clockings(true)));
    writeFileSync(join(dir, 'broken.har'), har(clockings(false)));
    writeFileSync(join(dir, 'no.har'), 'kein HAR');
    expect(execFileSync(process.execPath, [bin, 'check', join(dir, 'ok.har')], { encoding: 'utf8' })).toContain(
      'GET /json/clockings (1×): ok',
    );
    const run = (file: string) => spawnSync(process.execPath, [bin, 'check', join(dir, file)], { encoding: 'utf8' });
    expect(run('broken.har').status).toBe(1);
    expect(run('broken.har').stdout).toContain('bricht');
    expect(run('broken.har').stdout).not.toContain(SECRET_COMMENT);
    expect(run('no.har').status).toBe(2);
    expect(run('no.har').stderr).toContain('keine HAR-Aufnahme');
  });
});
