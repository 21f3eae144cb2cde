// @vitest-environment node
// Releases the consumers can rely on (issue 22, item 7): the released API (api-baseline/manifest.json)
// against the tag contracts now. A removal or change needs a major changeset, an addition at least a
// minor one; every changeset names @stempeluhr/widgets, the only published package.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareApi, currentApi, pendingChangesets, type ApiSurface } from '../scripts/api-baseline';

const root = resolve(__dirname, '..');
const baseline = JSON.parse(readFileSync(resolve(root, 'api-baseline/manifest.json'), 'utf8')) as ApiSurface;
const changesets = pendingChangesets(resolve(root, '.changeset'));
const bumps = changesets.map((c) => c.packages['@stempeluhr/widgets']);

describe('the released API and the pending changesets', () => {
  it('every changeset names @stempeluhr/widgets and no private workspace package', () => {
    for (const { file, packages } of changesets) expect(Object.keys(packages), file).toEqual(['@stempeluhr/widgets']);
  });

  it('a removed or changed tag, prop or event comes with a major changeset; an addition with at least a minor one', () => {
    const { breaking, additions } = compareApi(baseline, currentApi());
    if (breaking.length > 0) expect(bumps, `braucht einen major-Changeset:\n${breaking.join('\n')}`).toContain('major');
    if (additions.length > 0)
      expect(
        bumps.some((b) => b === 'major' || b === 'minor'),
        `braucht mindestens einen minor-Changeset:\n${additions.join('\n')}`,
      ).toBe(true);
  });

  it('the baseline is the published package’s, with its version', () => {
    expect(baseline.package).toBe('@stempeluhr/widgets');
    expect(baseline.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('compareApi', () => {
  const api = (props: ApiSurface['tags'][string]['props'], events = ['stempeluhr:saved']): ApiSurface => ({
    package: '@stempeluhr/widgets',
    tags: { 'x-view': { props, events } },
  });
  const date = { prop: 'date', type: 'date', required: false };

  it('calls a removed prop, a changed type, a prop made required and a removed event or tag breaking', () => {
    expect(compareApi(api({ date }), api({})).breaking).toEqual(['<x-view> date: entfernt']);
    expect(compareApi(api({ date }), api({ date: { ...date, type: 'string' } })).breaking).toEqual(['<x-view> date: Typ date → string']);
    expect(compareApi(api({ date }), api({ date: { ...date, required: true } })).breaking).toEqual(['<x-view> date: jetzt Pflicht']);
    expect(compareApi(api({}), api({}, [])).breaking).toEqual(['<x-view> stempeluhr:saved: entfernt']);
    expect(compareApi(api({}), { package: '@stempeluhr/widgets', tags: {} }).breaking).toEqual(['<x-view> entfernt']);
  });

  it('calls a new optional prop, a new event and a new tag additions, and a new required prop breaking', () => {
    expect(compareApi(api({}), api({ date }))).toEqual({ breaking: [], additions: ['<x-view> date: neu'] });
    expect(compareApi(api({}, []), api({}))).toEqual({ breaking: [], additions: ['<x-view> stempeluhr:saved: neu'] });
    expect(compareApi(api({}), api({ date: { ...date, required: true } })).breaking).toEqual(['<x-view> date: neu (Pflicht)']);
    const more = { package: '@stempeluhr/widgets', tags: { ...api({}).tags, 'y-view': { props: {}, events: [] } } };
    expect(compareApi(api({}), more).additions).toEqual(['<y-view> neu']);
  });
});
