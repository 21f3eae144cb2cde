// The props types follow from the contract (issue 22, item 3): checked by the compiler (`npx tsc`),
// the assertions below run as no-ops in vitest. A `@ts-expect-error` that stops erring fails the type check.
import * as z from 'zod/mini';
import { applyDefaults, defineProps, defineTag, type TagProps, type ViewProps } from './contract';

const MODES = ['week', 'month'] as const;

const tag = defineTag({
  tag: 'week-overview',
  description: 'd',
  props: {
    userId: { type: 'id', required: true, description: '' },
    limit: { type: 'integer', min: 1, default: 10, description: '' },
    day: { type: 'date', description: '' },
    name: { type: 'string', default: '', description: '' },
    route: { type: 'url', description: '' },
    open: { type: 'boolean', default: false, description: '' },
    mode: { type: 'enum', values: MODES, default: 'week', description: '' },
    inline: { type: 'enum', values: ['a', 'b'], description: '' },
    user: { type: 'json', schema: z.object({ id: z.number(), dn: z.optional(z.string()) }), description: '' },
  },
  events: [],
  example: '<week-overview></week-overview>',
  validate: (props) => {
    expectTypeOf(props.userId).toEqualTypeOf<number>();
    return [];
  },
});

describe('props inferred from the contract', () => {
  it('TagProps: required props required, the rest optional, each of its kind’s type', () => {
    expectTypeOf<TagProps<typeof tag>>().toEqualTypeOf<{
      userId: number;
      limit?: number;
      day?: string;
      name?: string;
      route?: string;
      open?: boolean;
      mode?: 'week' | 'month';
      inline?: 'a' | 'b';
      user?: { id: number; dn?: string };
    }>();
  });

  it('ViewProps: a prop with a default is no longer optional', () => {
    expectTypeOf<ViewProps<typeof tag>>().toEqualTypeOf<{
      userId: number;
      limit: number;
      day?: string;
      name: string;
      route?: string;
      open: boolean;
      mode: 'week' | 'month';
      inline?: 'a' | 'b';
      user?: { id: number; dn?: string };
    }>();
  });

  it('defineProps keeps the literal kinds, so a validate can be typed with the props type', () => {
    const props = defineProps({ from: { type: 'date', description: '' }, weeks: { type: 'integer', default: 4, description: '' } });
    type Props = TagProps<{ props: typeof props }>;
    expectTypeOf<Props>().toEqualTypeOf<{ from?: string; weeks?: number }>();
    const withRule = defineTag({
      tag: 'week-overview',
      description: 'd',
      props,
      events: [],
      example: '',
      validate: (p: Props) => (p.from ? [] : [{ attribute: 'from', message: 'fehlt' }]),
    });
    expectTypeOf<ViewProps<typeof withRule>>().toEqualTypeOf<{ from?: string; weeks: number }>();
    expect(withRule.validate?.({})).toEqual([{ attribute: 'from', message: 'fehlt' }]);
  });

  it('applyDefaults fills what is missing and keeps what is given', () => {
    expect(applyDefaults(tag, { userId: 5 })).toEqual({ userId: 5, limit: 10, name: '', open: false, mode: 'week' });
    expect(applyDefaults(tag, { userId: 5, open: true, mode: 'month' })).toMatchObject({ open: true, mode: 'month', limit: 10 });
    expectTypeOf(applyDefaults(tag, { userId: 5 })).toEqualTypeOf<ViewProps<typeof tag>>();
  });
});

describe('a mistyped contract does not compile', () => {
  const base = { tag: 'week-overview', description: 'd', events: [], example: '' } as const;

  it('refuses an unknown kind, a default of the wrong type and a typo in a key', () => {
    // @ts-expect-error -- no kind `strin`
    defineTag({ ...base, props: { a: { type: 'strin', description: '' } } });
    // @ts-expect-error -- a boolean's default is a boolean
    defineTag({ ...base, props: { a: { type: 'boolean', default: 'ja', description: '' } } });
    // @ts-expect-error -- an integer's default is a number
    defineTag({ ...base, props: { a: { type: 'integer', default: '4', description: '' } } });
    // @ts-expect-error -- an enum's default is one of its values
    defineTag({ ...base, props: { a: { type: 'enum', values: ['x', 'y'], default: 'z', description: '' } } });
    // @ts-expect-error -- a JSON default matches the schema
    defineTag({ ...base, props: { a: { type: 'json', schema: z.array(z.number()), default: ['x'], description: '' } } });
    // @ts-expect-error -- `descripton` is a typo
    defineTag({ ...base, props: { a: { type: 'string', descripton: '' } } });
    // @ts-expect-error -- min/max belong to numbers
    defineTag({ ...base, props: { a: { type: 'boolean', min: 1, description: '' } } });
    // @ts-expect-error -- a required prop has no default
    defineTag({ ...base, props: { a: { type: 'string', required: true, default: 'x', description: '' } } });
    // @ts-expect-error -- an enum needs its values
    defineProps({ a: { type: 'enum', description: '' } });
    expect(true).toBe(true);
  });

  it('validate sees the inferred props', () => {
    defineTag({
      ...base,
      props: { n: { type: 'integer', description: '' } },
      // @ts-expect-error -- n is a number, not a string
      validate: (p) => (p.n?.trim() ? [] : []),
    });
    expect(true).toBe(true);
  });
});
