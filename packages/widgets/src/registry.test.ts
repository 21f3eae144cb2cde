import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { propSpecs, TAG_NAMES } from '@stempeluhr/core';
import { CONTRACTS, VIEW_LOADERS } from '@stempeluhr/views';
import * as npm from './index';

describe('registry', () => {
  it('a tag has a contract exactly when its view is registered, and the contract names that tag', () => {
    expect(Object.keys(CONTRACTS).sort()).toEqual(Object.keys(VIEW_LOADERS).sort());
    for (const [tag, contract] of Object.entries(CONTRACTS)) {
      expect(TAG_NAMES).toContain(tag);
      expect(contract!.tag).toBe(tag);
      expect(contract!.example).toMatch(new RegExp(`^<${tag}[\\s>]`));
    }
  });

  it('every registered view loads to a component with the same contract', async () => {
    for (const [tag, load] of Object.entries(VIEW_LOADERS)) {
      const { View, contract } = await load!();
      expect([tag, typeof View, contract]).toEqual([tag, 'function', CONTRACTS[tag as keyof typeof CONTRACTS]]);
    }
  });

  it('every prop of every contract has a German description and a kebab-case attribute', () => {
    for (const contract of Object.values(CONTRACTS)) {
      for (const p of propSpecs(contract!)) {
        expect([contract!.tag, p.attribute]).toEqual([contract!.tag, expect.stringMatching(/^[a-z][a-z0-9-]*$/)]);
        expect(p.description.length).toBeGreaterThan(0);
      }
    }
  });

  it('the npm entry exports a component for every built view', () => {
    const exported = Object.values(npm).filter(
      (v) => typeof v === 'function' && 'displayName' in v && String(v.displayName).startsWith('Widget('),
    );
    const names = exported.map((v) => String((v as { displayName: string }).displayName).slice(7, -1));
    expect(names.sort()).toEqual(Object.keys(VIEW_LOADERS).sort());
  });

  it('no list of views is kept by hand in the entries', () => {
    for (const file of ['index.ts', 'standalone/runtime.ts', 'define-all.ts']) {
      const text = readFileSync(resolve(__dirname, file), 'utf8');
      expect([file, /welcome-view|WelcomeView/.test(text)]).toEqual([file, false]);
    }
  });
});
