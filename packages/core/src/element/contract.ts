import { createElement, type ComponentType, type FunctionComponent } from 'react';
import type * as z from 'zod/v4/core';
import type { WidgetEventName } from '../events/events';
import type { TagName } from './tag-names';

export type PropType = 'string' | 'id' | 'integer' | 'boolean' | 'date' | 'url' | 'json' | 'enum';

interface PropBase<T> {
  /** One line, German, for the README, the manifest and Storybook's controls. */
  description: string;
  /** Value used when the prop is not given (a `const` contract's list is readonly). */
  default?: T | Readonly<T>;
  /** Attribute name as the server template writes it; default: the prop name in kebab-case. */
  attribute?: string;
}

/**
 * A JSON prop's schema: zod classic (`zod`) or `zod/mini` (a fraction of the bytes; preferred for
 * contracts of views that parse nothing else). Only its own `safeParse` is called, so the runtime
 * chunk carries no zod code.
 */
export type PropSchema<T> = z.$ZodType<T> & {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };
};

/** Which attribute types a prop of TypeScript type T may declare: the compiler refuses a mismatch. */
type KindFor<T> = [T] extends [boolean]
  ? { type: 'boolean' }
  : [T] extends [number]
    ? { type: 'id' | 'integer'; min?: number; max?: number }
    : [T] extends [string]
      ? string extends T
        ? { type: 'string' | 'date' | 'url' }
        : { type: 'enum'; values: readonly T[] }
      : { type: 'json'; schema: PropSchema<T> };

type PropContract<T, Optional extends boolean> = PropBase<T> &
  KindFor<T> &
  (Optional extends true ? { required?: false } : { required: true });

/** Every prop of the view, each declared once: a missing, extra or mistyped prop does not compile. */
export type PropsContract<P> = {
  [K in keyof P]-?: PropContract<NonNullable<P[K]>, undefined extends P[K] ? true : false>;
};

/**
 * A tag's public API, written once beside its view: the attributes (types, enum values, defaults),
 * the events it sends and a working embedding. The custom element, the npm component, the README,
 * the manifest and Storybook's controls all read it.
 */
export interface TagContract<P = Record<string, unknown>> {
  tag: TagName;
  /** What the view shows and does, German, one paragraph. */
  description: string;
  props: PropsContract<P>;
  /** The `stempeluhr:*` events the view can send to the host page. */
  events: readonly WidgetEventName[];
  /**
   * One working embedding as a legacy template writes it. Placeholders filled by the host demo from
   * its session: {{userId}}, {{userDn}}, {{userJson}}, {{rolesJson}} (the user's role paths), {{today}},
   * {{usersJson}}, {{groupsJson}}.
   */
  example: string;
  /**
   * Rules across props that the per-prop types cannot say (e.g. `mode="weekly"` needs `dn`); run
   * after every prop parsed. Each problem names the attribute; shown like any configuration error.
   */
  validate?: (props: P) => Array<{ attribute: string; message: string }>;
}

/**
 * One prop as a contract declares it. The TypeScript type of the prop follows from it (see
 * `PropValue`): string/date/url → string, id/integer → number, boolean → boolean, enum → the union of
 * `values`, json → the schema's output.
 */
export type PropDefinition =
  | (PropCommon & { type: 'string' | 'date' | 'url'; default?: string })
  | (PropCommon & { type: 'id' | 'integer'; default?: number; min?: number; max?: number })
  | (PropCommon & { type: 'boolean'; default?: boolean })
  | (PropCommon & { type: 'enum'; values: readonly string[]; default?: string })
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema; its output is read by PropValue
  | (PropCommon & { type: 'json'; schema: PropSchema<any>; default?: unknown });

interface PropCommon {
  /** One line, German, for the README, the manifest and Storybook's controls. */
  description: string;
  /** Attribute name as the server template writes it; default: the prop name in kebab-case. */
  attribute?: string;
  /** The page must give it (a required prop has no default). */
  required?: boolean;
}

/** A view's props, each declared once; the props types are inferred from it (`TagProps`, `ViewProps`). */
export type PropsDefinition = { readonly [name: string]: PropDefinition };

type SchemaOutput<S> = S extends { safeParse(data: unknown): infer R } ? (R extends { success: true; data: infer T } ? T : never) : unknown;

/** The TypeScript type of one declared prop. */
export type PropValue<D> = D extends { type: 'boolean' }
  ? boolean
  : D extends { type: 'id' | 'integer' }
    ? number
    : D extends { type: 'enum'; values: readonly (infer V)[] }
      ? V
      : D extends { type: 'json'; schema: infer S }
        ? SchemaOutput<S>
        : string;

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type RequiredKeys<D, Also> = { [K in keyof D]: D[K] extends { required: true } | Also ? K : never }[keyof D];

/** What a page or an npm user may pass: required props required, the rest optional. */
export type PropsOf<D> = Simplify<
  { -readonly [K in RequiredKeys<D, never>]: PropValue<D[K]> } & {
    -readonly [K in Exclude<keyof D, RequiredKeys<D, never>>]?: PropValue<D[K]>;
  }
>;

/** What the view gets after the contract's defaults: a prop with a `default` is no longer optional. */
export type DefaultedPropsOf<D> = Simplify<
  { -readonly [K in RequiredKeys<D, { default: unknown }>]: PropValue<D[K]> } & {
    -readonly [K in Exclude<keyof D, RequiredKeys<D, { default: unknown }>>]?: PropValue<D[K]>;
  }
>;

/** The props a page or an npm user may pass to a tag: `type WeekOverviewProps = TagProps<typeof weekOverviewTag>`. */
export type TagProps<C> = C extends { props: infer D } ? PropsOf<D> : never;
/** The props the tag's view gets: its contract's defaults applied. */
export type ViewProps<C> = C extends { props: infer D } ? DefaultedPropsOf<D> : never;

type KeysOf<D> = D extends { type: 'id' | 'integer' }
  ? 'min' | 'max'
  : D extends { type: 'enum' }
    ? 'values'
    : D extends { type: 'json' }
      ? 'schema'
      : never;

/**
 * The checks the union above cannot make: an enum's default is one of its values, a JSON default
 * matches its schema, a required prop has no default, and no key is unknown (a typo does not pass).
 */
type CheckedProp<D> = { [X in Exclude<keyof D, keyof PropCommon | 'type' | 'default' | KeysOf<D>>]: never } & (D extends {
  required: true;
}
  ? { default?: never }
  : { default?: PropValue<D> });
export type CheckedProps<D> = { [K in keyof D]: CheckedProp<D[K]> };

/** A tag contract whose props type is inferred from its props (the result of `defineTag`). */
export interface DefinedTag<D extends PropsDefinition> {
  tag: TagName;
  /** What the view shows and does, German, one paragraph. */
  description: string;
  props: D;
  /** The `stempeluhr:*` events the view can send to the host page. */
  events: readonly WidgetEventName[];
  /** One working embedding as a legacy template writes it (placeholders as in `TagContract`). */
  example: string;
  /** Rules across props (run after every prop parsed and the defaults applied). */
  validate?: (props: PropsOf<D>) => Array<{ attribute: string; message: string }>;
}

/**
 * Declares a tag contract; its props are declared once here and the props types follow from them:
 * `export type WeekOverviewProps = TagProps<typeof weekOverviewTag>`. A mistyped kind, default or key
 * does not compile. A contract whose `validate` reads the props type declares its props first with
 * `defineProps` (the type of a const cannot depend on itself).
 */
export function defineTag<const D extends PropsDefinition>(contract: DefinedTag<D> & { props: CheckedProps<D> }): DefinedTag<D> {
  return contract;
}

/** A contract's props declared on their own (`const weekOverviewProps = defineProps({...})`), checked as in `defineTag`. */
export function defineProps<const D extends PropsDefinition>(props: D & CheckedProps<D>): D {
  return props;
}

/** Fills every prop that is missing (undefined) with its contract default; given values stay. */
export function applyDefaults<C extends AnyTagContract>(contract: C, props: TagProps<C>): ViewProps<C>;
export function applyDefaults(contract: AnyTagContract, props: Record<string, unknown>): Record<string, unknown>;
export function applyDefaults(contract: AnyTagContract, props: Record<string, unknown>): Record<string, unknown> {
  let filled: Record<string, unknown> | null = null;
  for (const [name, raw] of Object.entries(contract.props as Record<string, { default?: unknown }>)) {
    if (raw.default === undefined || props[name] !== undefined) continue;
    filled ??= { ...props };
    filled[name] = raw.default;
  }
  return filled ?? props;
}

/** One prop of a contract as the parser, the docs and the manifest see it. */
export interface PropSpec {
  /** The React prop name. */
  name: string;
  /** The attribute name (kebab-case). */
  attribute: string;
  type: PropType;
  required: boolean;
  description: string;
  default?: unknown;
  values?: readonly string[];
  min?: number;
  max?: number;
  schema?: PropSchema<unknown>;
}

export function propNameToAttribute(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

export function attributeToProp(attribute: string): string {
  return attribute.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** The contract's props as a list, in declaration order. */
export function propSpecs(contract: AnyTagContract): PropSpec[] {
  return Object.entries(contract.props as Record<string, Record<string, unknown>>).map(([name, raw]) => ({
    ...(raw as object),
    name,
    attribute: (raw.attribute as string | undefined) ?? propNameToAttribute(name),
    type: raw.type as PropType,
    required: raw.required === true,
    description: raw.description as string,
  }));
}

/** A contract of any view, as registries, docs and parsers hold them. */
export interface AnyTagContract {
  tag: TagName;
  description: string;
  props: { [name: string]: object };
  events: readonly WidgetEventName[];
  example: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each view's validate takes its own props
  validate?: (props: any) => Array<{ attribute: string; message: string }>;
}

export const EXAMPLE_DEFAULTS: Record<string, string> = {
  userId: '5',
  userDn: 'mmueller',
  userName: 'Max Müller',
  userJson: '{"id":5,"dn":"mmueller","clockings_blacklisted":false}',
  rolesJson: '["Intern.Rollen.HelpdeskDienstplan.Admin","Intern.Rollen.IcingaMasterDienstplan.Admin"]',
  today: '2026-11-23',
  usersJson: '[{"id":5,"dn":"Max Müller"},{"id":7,"dn":"Anna Berger"}]',
  groupsJson: '[{"id":1,"name":"Helpdesk"},{"id":2,"name":"Entwicklung"}]',
};

export function fillExample(example: string, values: Record<string, string> = EXAMPLE_DEFAULTS): string {
  return example.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? EXAMPLE_DEFAULTS[key] ?? '');
}

/**
 * (Beside applyDefaults, so the runtime's chunk carries it: never a request of its own.)
 *
 * A view whose contract has defaults: the view is written against `ViewProps` (every defaulted prop
 * present) and the exported component takes `TagProps`, filling what is missing from the contract. The
 * defaults live only in the contract; the tag, the npm component and a test rendering the view
 * directly all get the same values.
 *
 * ```tsx
 * function LockedUserImpl({ locked, reason }: ViewProps<typeof lockedUserTag>) { … }
 * export const LockedUser = withDefaults(lockedUserTag, LockedUserImpl);
 * ```
 */
export function withDefaults<C extends AnyTagContract>(contract: C, View: ComponentType<ViewProps<C>>): FunctionComponent<TagProps<C>> {
  function Defaulted(props: TagProps<C>) {
    return createElement(View, applyDefaults(contract, props));
  }
  // Named as the npm component and the registry name it: `locked-user` → LockedUser.
  Defaulted.displayName = contract.tag.replace(/(^|-)([a-z])/g, (_, __: string, c: string) => c.toUpperCase());
  return Defaulted;
}
