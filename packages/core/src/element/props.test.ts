import { parseProps } from './props';
import { normaliseAttributeName, readRawInput } from './raw-input';
import type { TagSpec } from './spec-types';

const spec: TagSpec = {
  title: 't',
  area: 'admin',
  description: 'd',
  example: '<x-test></x-test>',
  built: true,
  props: [
    { attribute: 'user-id', type: 'id', required: true, description: '' },
    { attribute: 'date', type: 'date', description: '' },
    { attribute: 'editable', type: 'boolean', default: false, description: '' },
    { attribute: 'user', type: 'json', description: '' },
    { attribute: 'type', type: 'enum', values: ['success', 'danger'], default: 'success', description: '' },
    { attribute: 'limit', type: 'integer', default: 1000, description: '' },
    { attribute: 'route', type: 'url', description: '' },
  ],
};

function parse(attributes: Record<string, string>, json: string | null = null) {
  return parseProps(spec, { attributes, json });
}

describe('attributes to props', () => {
  it('turns kebab-case attributes into camelCase props with their types', () => {
    const { props, problems } = parse({ 'user-id': '5', date: '2026-11-23', editable: '', user: '{"id":5}', limit: '20' });
    expect(problems).toEqual([]);
    expect(props).toEqual({ userId: 5, date: '2026-11-23', editable: true, user: { id: 5 }, type: 'success', limit: 20 });
  });

  it('reads Vue-style bindings of the old templates unchanged', () => {
    const host = document.createElement('div');
    host.innerHTML = `<x-test :user-id="5" :editable="true" :user='{"id":5}' v-bind:limit="3"></x-test>`;
    const raw = readRawInput(host.firstElementChild!);
    expect(parse(raw.attributes).props).toMatchObject({ userId: 5, editable: true, user: { id: 5 }, limit: 3 });
    expect(normaliseAttributeName(':User-Id')).toBe('user-id');
  });

  it.each([
    ['user-id', 'abc'],
    ['user-id', '-5'],
    ['user-id', '0'],
    ['user-id', '1e3'],
    ['user-id', 'NaN'],
    ['user-id', 'undefined'],
    ['date', '2024-13-45'],
    ['date', 'gestern'],
    ['editable', 'vielleicht'],
    ['user', '{id: 5}'],
    ['type', 'primary'],
    ['limit', '10.5'],
    ['route', 'javascript:alert(1)'],
    ['route', '//evil.example/x'],
  ])('refuses %s="%s" with a German message naming the attribute', (attribute, value) => {
    const { problems } = parse({ 'user-id': '5', [attribute]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0].attribute).toBe(attribute);
    expect(problems[0].message).toMatch(/gültig|ganze Zahl|Wahrheitswert|JSON|erlaubt/);
  });

  it('names a missing required attribute', () => {
    expect(parse({}).problems).toEqual([{ attribute: 'user-id', message: 'fehlt (Pflichtangabe)' }]);
  });

  it('takes large props from a JSON script child', () => {
    const host = document.createElement('div');
    host.innerHTML = `<x-test user-id="5"><script type="application/json">{"user":{"id":5,"dn":"max"},"items":[1,2]}</script></x-test>`;
    const raw = readRawInput(host.firstElementChild!);
    const { props, problems } = parse(raw.attributes, raw.json);
    expect(problems).toEqual([]);
    expect(props).toMatchObject({ userId: 5, user: { id: 5, dn: 'max' }, items: [1, 2] });
  });

  it('reports a broken JSON child', () => {
    expect(parse({ 'user-id': '5' }, '{oops').problems[0].attribute).toBe('script[type="application/json"]');
  });

  it('ignores the host page attributes class, id, style and data-*', () => {
    const { props } = parse({ 'user-id': '5', class: 'mb-3', id: 'x', 'data-foo': '1' });
    expect(props).not.toHaveProperty('class');
    expect(props).not.toHaveProperty('dataFoo');
  });
});
