// What a tag contract must refuse at compile time (issue 22, item 3: props declared once, mistakes caught).
// Checked by `npx tsc` (the type check of `npm test`), never run: each `@ts-expect-error` fails the type check
// the day its line starts to compile. The inferred types themselves are tested in
// packages/core/src/element/contract.types.test.ts.
import * as z from 'zod/mini';
import { defineProps, defineTag } from '../packages/core/src/element/contract';

const base = { tag: 'week-overview', description: 'd', events: [], example: '' } as const;

/** An unknown kind, a default of the wrong type, a typo in a key, min on a boolean, a required prop with a default. */
export function mistypedPropsDoNotCompile(): void {
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
}

/** `validate` sees the inferred props: an integer prop is a number, not a string. */
export function validateSeesTheInferredProps(): void {
  defineTag({
    ...base,
    props: { n: { type: 'integer', description: '' } },
    // @ts-expect-error -- n is a number, not a string
    validate: (p) => (p.n?.trim() ? [] : []),
  });
}
