import * as z from 'zod';
import { defineTag, type TagProps } from './contract';
import { parseProps, VUE_EVALUATED } from './props';
import { normaliseAttributeName, readRawInput } from './raw-input';

interface TestProps {
  userId: number;
  date?: string;
  editable?: boolean;
  user?: { id: number; dn?: string };
  type?: 'success' | 'danger';
  limit?: number;
  route?: string;
}

const contract = defineTag({
  tag: 'flash-message',
  description: 'd',
  example: '<flash-message></flash-message>',
  events: [],
  props: {
    userId: { type: 'id', required: true, description: '' },
    date: { type: 'date', description: '' },
    editable: { type: 'boolean', default: false, description: '' },
    user: { type: 'json', schema: z.object({ id: z.number(), dn: z.string().optional() }), description: '' },
    type: { type: 'enum', values: ['success', 'danger'], default: 'success', description: '' },
    limit: { type: 'integer', default: 1000, description: '' },
    route: { type: 'url', description: '' },
  },
});

it('infers the props type from the contract', () => {
  expectTypeOf<TagProps<typeof contract>>().toEqualTypeOf<TestProps>();
});

function parse(attributes: Record<string, string>, json: string | null = null) {
  return parseProps(contract, { attributes, json });
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
    host.innerHTML = `<x-test user-id="5"><script type="application/json">{"user":{"id":5,"dn":"max"},"editable":true}</script></x-test>`;
    const raw = readRawInput(host.firstElementChild!);
    const { props, problems } = parse(raw.attributes, raw.json);
    expect(problems).toEqual([]);
    expect(props).toMatchObject({ userId: 5, user: { id: 5, dn: 'max' }, editable: true });
  });

  it('checks the JSON child like attributes: a wrong value or an undeclared key is named', () => {
    const { problems } = parse({ 'user-id': '5' }, '{"user":{"id":"x"},"items":[1,2]}');
    expect(problems.map((p) => p.attribute)).toEqual(['script[type="application/json"] → items', 'user']);
  });

  it('refuses undeclared attributes instead of passing them on, but leaves Vue directives to Vue', () => {
    const { props, problems } = parse({ 'user-id': '5', 'usr-id': '7', 'v-pre': '', ref: 'x' });
    expect(problems).toEqual([{ attribute: 'usr-id', message: expect.stringContaining('ist unbekannt (erlaubt: user-id, date') }]);
    expect(props).not.toHaveProperty('usrId');
  });

  it('typed values (DOM properties, npm props) pass the same checks and win over attributes', () => {
    const ok = parseProps(contract, { attributes: { 'user-id': '5' }, values: { userId: 7, user: { id: 1 } } });
    expect(ok).toEqual({ props: { userId: 7, editable: false, user: { id: 1 }, type: 'success', limit: 1000 }, problems: [] });
    const bad = parseProps(contract, { values: { userId: -1, type: 'primary', colour: 'red' } });
    expect(bad.problems.map((p) => `${p.attribute} ${p.message}`)).toEqual([
      expect.stringMatching(/^colour ist unbekannt/),
      expect.stringMatching(/^user-id „-1“ ist keine gültige ID/),
      expect.stringMatching(/^type „primary“ ist nicht erlaubt/),
    ]);
  });

  it('an object attribute Vue 2 evaluated itself says to add v-pre', () => {
    const { problems } = parse({ 'user-id': '5', user: '[object Object]' });
    expect(problems).toEqual([{ attribute: 'user', message: VUE_EVALUATED }]);
    expect(VUE_EVALUATED).toContain('v-pre');
  });

  it('rules across props run after the types', () => {
    const checked = defineTag({
      ...contract,
      props: { from: { type: 'date', description: '' }, to: { type: 'date', description: '' } },
      validate: (p) => (p.from && p.to && p.from > p.to ? [{ attribute: 'from', message: 'liegt nach „to“' }] : []),
    });
    expect(parseProps(checked, { attributes: { from: '2026-11-30', to: '2026-11-01' } }).problems).toEqual([
      { attribute: 'from', message: 'liegt nach „to“' },
    ]);
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
