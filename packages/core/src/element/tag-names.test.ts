import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { TAG_NAMES, TAGS } from './tag-names';

const specDir = resolve(__dirname, '../../../../../shared/spec');

describe('tag names', () => {
  it('are exactly the 34 registered view names of the specification, misspellings included', () => {
    const text = readFileSync(resolve(specDir, '01-employee-time-tracking.md'), 'utf8');
    const line = /Registered view names: ([^\n]+)\./.exec(text)?.[1] ?? '';
    const fromSpec = line.split(',').map((n) => n.trim());
    expect(fromSpec).toHaveLength(34);
    expect([...TAG_NAMES].sort()).toEqual([...fromSpec].sort());
    expect(TAG_NAMES).toContain('timetacking-history-view');
    expect(TAG_NAMES).toContain('planing-calendar');
  });

  it('every tag of the endpoint table is one of them', () => {
    const tsv = readFileSync(resolve(specDir, 'endpoints.tsv'), 'utf8');
    const usedBy = tsv
      .trim()
      .split('\n')
      .slice(1)
      .flatMap((row) => (row.split('\t')[3] ?? '').split(' ').filter(Boolean));
    for (const tag of usedBy) expect(TAG_NAMES).toContain(tag);
  });

  it('every tag has a German title and one of the spec areas', () => {
    for (const tag of TAG_NAMES) {
      expect(TAGS[tag].title.length).toBeGreaterThan(0);
      expect(['timetracking', 'admin', 'team', 'scheduling', 'service', 'telephone', 'tools']).toContain(TAGS[tag].area);
    }
    expect(TAG_NAMES).toHaveLength(34);
  });

  it('the list of names is the keys of the titles, in the same order', () => {
    expect(Object.keys(TAGS)).toEqual([...TAG_NAMES]);
  });
});
