import type * as z from 'zod';
import type { WidgetEventName } from '../events/events';
import type { TagName } from './tag-names';

export type PropType = 'string' | 'id' | 'integer' | 'boolean' | 'date' | 'url' | 'json' | 'enum';

interface PropBase<T> {
  /** One line, German, for the README, the manifest and Storybook's controls. */
  description: string;
  /** Value used when the prop is not given. */
  default?: T;
  /** Attribute name as the server template writes it; default: the prop name in kebab-case. */
  attribute?: string;
}

/**
 * A JSON prop's schema: zod classic (`zod`) or `zod/mini` (a fraction of the bytes; preferred for
 * contracts of views that parse nothing else). Only its own `safeParse` is called, so the runtime
 * chunk carries no zod code.
 */
export type PropSchema<T> = z.core.$ZodType<T> & {
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

/** Declares a tag contract typed against the view's props: `defineTag<FlashMessageProps>({...})`. */
export function defineTag<P>(contract: TagContract<P>): TagContract<P> {
  return contract;
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
