// The props types follow from the contract (issue 22, item 3): checked by the compiler (`npx tsc`),
// the type assertions below are no-ops in vitest, the runtime ones are not. What must NOT compile is
// test/contract-type-errors.ts (checked by `npx tsc` only: a `@ts-expect-error` that stops erring fails it).
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
