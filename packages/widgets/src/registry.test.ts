import { TAG_NAMES, TAG_SPECS } from '@stempeluhr/core';
import { VIEW_LOADERS } from '@stempeluhr/views';
import * as npm from './index';

describe('registry', () => {
  it('a tag is marked built exactly when its view is registered', () => {
    for (const tag of TAG_NAMES) expect([tag, TAG_SPECS[tag].built]).toEqual([tag, tag in VIEW_LOADERS]);
  });

  it('every registered view loads to a component', async () => {
    for (const [tag, load] of Object.entries(VIEW_LOADERS)) {
      const view = await load!();
      expect([tag, typeof view]).toEqual([tag, 'function']);
    }
  });

  it('the npm entry exports a component for every built view', () => {
    const exported = Object.values(npm).filter((v) => typeof v === 'function' && 'displayName' in v && String(v.displayName).startsWith('Widget('));
    const names = exported.map((v) => String((v as { displayName: string }).displayName).slice(7, -1));
    expect(names.sort()).toEqual(Object.keys(VIEW_LOADERS).sort());
  });
});
