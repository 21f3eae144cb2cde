// Story args come from the tag's example (issue 22, item 3): every tag's example passes its own contract,
// and a story's own args are spread over the example's.
import { TAG_NAMES } from '@stempeluhr/core';
import { CONTRACTS, weekOverviewAdminTag } from '@stempeluhr/views';
import { exampleArgs, exampleProps } from './contract-meta';

describe('the stories’ args from the example', () => {
  it.each(TAG_NAMES.filter((tag) => CONTRACTS[tag]))('%s: the example passes the contract', (tag) => {
    expect(() => exampleProps(CONTRACTS[tag]!)).not.toThrow();
  });

  it('reads attributes, the contract’s defaults and placeholders as the host demo fills them', () => {
    expect(exampleProps(CONTRACTS['locked-user']!)).toEqual({ locked: false, reason: '', disabled: false });
    expect(exampleProps(CONTRACTS['week-overview-admin']!)).toEqual({ userId: 5, date: '2026-11-23', deleted: false });
  });

  it('a story’s own args win over the example’s', () => {
    expect(exampleArgs(weekOverviewAdminTag, { date: '2026-11-18' })).toEqual({
      userId: 5,
      date: '2026-11-18',
      deleted: false,
    });
  });
});
