// Walking a zod (mini) schema beside what it describes: its JSON Schema (openapi.ts) or an answer
// (check.ts). Field paths are written `users[].id`: a list or a map (an object keyed by data) is `[]`.
import { assumedMeta, type AssumedMeta } from '@stempeluhr/core';

interface Def {
  type: string;
  shape?: Record<string, Schema>;
  in?: Schema;
  innerType?: Schema;
  options?: Schema[];
  element?: Schema;
  valueType?: Schema;
  left?: Schema;
  right?: Schema;
  getter?: () => Schema;
}
export interface Schema {
  _zod: { def: Def };
}

export const defOf = (schema: unknown): Def => (schema as Schema)._zod.def;
export const assumedOf = (schema: unknown): AssumedMeta | undefined => assumedMeta(schema as object);

export const childPath = (path: string, key: string): string => (path === '' ? key : `${path}.${key}`);
export const listPath = (path: string): string => `${path}[]`;

/** The schema of the field at `segments` (an answer's path as zod reports it), and its written path. */
export function fieldAt(schema: Schema, segments: readonly PropertyKey[]): { path: string; schema: Schema | null } {
  let current: Schema | null = schema;
  let path = '';
  for (const segment of segments) {
    current = current ? unwrapTo(current, typeof segment === 'number' ? 'list' : 'object', String(segment)) : null;
    if (current && defOf(current).type === 'object' && typeof segment !== 'number') {
      const inner: Schema | undefined = defOf(current).shape?.[String(segment)];
      path = childPath(path, inner ? String(segment) : '?');
      current = inner ?? null;
    } else {
      path = listPath(path);
      current = current ? collectionItem(current) : null;
    }
  }
  return { path, schema: current };
}

function collectionItem(schema: Schema): Schema | null {
  const def = defOf(schema);
  if (def.type === 'array') return def.element ?? null;
  if (def.type === 'record') return def.valueType ?? null;
  return null;
}

/** Through pipes, optionals, nullables and unions to the option that has `key` (an object) or is a collection. */
function unwrapTo(schema: Schema, want: 'list' | 'object', key: string): Schema | null {
  const def = defOf(schema);
  switch (def.type) {
    case 'pipe':
      return def.in ? unwrapTo(def.in, want, key) : null;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return def.innerType ? unwrapTo(def.innerType, want, key) : null;
    case 'lazy':
      return def.getter ? unwrapTo(def.getter(), want, key) : null;
    case 'union':
      for (const option of def.options ?? []) {
        const found = unwrapTo(option, want, key);
        if (found && (defOf(found).type !== 'object' || defOf(found).shape?.[key])) return found;
      }
      for (const option of def.options ?? []) {
        const found = unwrapTo(option, want, key);
        if (found) return found;
      }
      return null;
    case 'object':
      return want === 'object' || defOf(schema).shape?.[key] ? schema : null;
    case 'array':
    case 'record':
      return schema;
    default:
      return null;
  }
}
