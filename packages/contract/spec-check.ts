// The spec-fields check: the fields the OpenAPI document marks `x-source: spec` are exactly the fields
// the specification names for the call in spec-fields.json, the checked-in list taken from the two
// spec documents by hand. The marks themselves come from the spec-only mode's data (spec-calls.ts),
// so a field added to or dropped from either, alone, fails the check.
import { SPEC_CALLS } from '../../mocks/spec-only/spec-calls';
import { openApiPath } from './openapi';
import { callKey } from './schemas';
import specFields from './spec-fields.json';

/** spec-fields.json: per call, the answer's field paths the spec names, or "not shown (…)". */
export const SPEC_FIELDS = specFields as { entities: Record<string, Record<string, string>>; answers: Record<string, string[] | string> };

/** The answer field paths spec-fields.json lists for a call (empty when the spec does not show the answer). */
export function listedFieldPaths(key: string): Set<string> {
  const listed = SPEC_FIELDS.answers[key];
  return new Set(Array.isArray(listed) ? listed : []);
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every property of a JSON Schema with its path (`users[].id`; a list's or a map's items are `[]`). */
export function schemaFields(json: unknown, path = '', into: { path: string; node: Json }[] = []): { path: string; node: Json }[] {
  if (!isObject(json)) return into;
  if (isObject(json.properties)) {
    for (const [key, node] of Object.entries(json.properties)) {
      const at = path === '' ? key : `${path}.${key}`;
      if (isObject(node)) into.push({ path: at, node });
      schemaFields(node, at, into);
    }
  }
  if (isObject(json.items)) schemaFields(json.items, `${path}[]`, into);
  if (isObject(json.additionalProperties)) schemaFields(json.additionalProperties, `${path}[]`, into);
  for (const branch of [...(Array.isArray(json.anyOf) ? json.anyOf : []), ...(Array.isArray(json.allOf) ? json.allOf : [])]) {
    schemaFields(branch, path, into);
  }
  return into;
}

/** What disagrees between the document's marks and the spec's list, one line per field (empty: all agree). */
export function specFieldMismatches(doc: Json): string[] {
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Json>>;
  const out: string[] = [];
  for (const call of SPEC_CALLS) {
    const op = paths[openApiPath(call)]?.[call.method.toLowerCase()];
    if (!op) {
      out.push(`${callKey(call)}: fehlt im Dokument`);
      continue;
    }
    const ok = ((op.responses as Json | undefined)?.['200'] as Json | undefined)?.content as Record<string, { schema: Json }> | undefined;
    const schema = ok?.['application/json']?.schema;
    if (!(callKey(call) in SPEC_FIELDS.answers)) out.push(`${callKey(call)}: fehlt in spec-fields.json`);
    const named = listedFieldPaths(callKey(call));
    const found = schema ? schemaFields(schema) : [];
    const spec = new Set(found.filter((f) => f.node['x-source'] === 'spec').map((f) => f.path));
    const unplaced = new Set((schema?.['x-spec-fields-not-read'] as string[] | undefined) ?? []);
    for (const path of named)
      if (!spec.has(path) && !unplaced.has(path)) out.push(`${callKey(call)}: ${path} nennt die Spezifikation, nicht als spec markiert`);
    for (const path of spec)
      if (!named.has(path)) out.push(`${callKey(call)}: ${path} als spec markiert, die Spezifikation nennt es nicht`);
    for (const f of found)
      if (f.node['x-source'] !== 'spec' && f.node['x-source'] !== 'assumed') out.push(`${callKey(call)}: ${f.path} ohne x-source`);
  }
  return out;
}
