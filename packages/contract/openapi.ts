// dist/openapi.json: OpenAPI 3.1 of the 75 calls of the specification and the additions our views use,
// generated from spec-calls.ts (paths, methods, parameters, payload fields) and from the views' own
// response schemas (schemas.ts), exported with zod's JSON Schema (`io: 'input'`: what the views
// accept). Each answer field is marked `x-source: spec` (spec-calls.ts names it for the call) or
// `x-source: assumed` (with `x-fallback`, what the view does without it, when the view has one).
import * as z from 'zod/mini';
import { SPEC_ADDITIONS, SPEC_CALLS, type SpecCall } from '../../mocks/spec-only/spec-calls';
import { ADDITION_SCHEMAS, CALL_SCHEMAS, PAGE_ROUTES, callKey, type ResponseSchema } from './schemas';
import { specFieldPaths } from './spec-fields';
import { assumedOf, childPath, defOf, listPath, type Schema } from './zod-walk';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A property of an answer schema, as the walk found it. */
export interface FieldMark {
  path: string;
  node: Json;
}

/**
 * Walks `schema` beside its JSON Schema `json`, calling `visit` for each object property with the
 * property's zod schema and JSON node.
 */
function walk(
  schema: Schema,
  json: unknown,
  path: string,
  visit: (path: string, field: Schema, node: Json, required: boolean) => void,
): void {
  if (!isObject(json)) return;
  const def = defOf(schema);
  const anyOf = Array.isArray(json.anyOf) ? (json.anyOf as unknown[]) : null;
  switch (def.type) {
    case 'pipe':
      return def.in ? walk(def.in, json, path, visit) : undefined;
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return def.innerType ? walk(def.innerType, json, path, visit) : undefined;
    case 'lazy':
      return def.getter ? walk(def.getter(), json, path, visit) : undefined;
    case 'nullable': {
      const inner = anyOf ? anyOf.find((branch) => !(isObject(branch) && branch.type === 'null')) : json;
      return def.innerType ? walk(def.innerType, inner, path, visit) : undefined;
    }
    case 'union': {
      const options = def.options ?? [];
      if (anyOf && anyOf.length === options.length) options.forEach((option, i) => walk(option, anyOf[i], path, visit));
      else options.forEach((option) => walk(option, json, path, visit));
      return;
    }
    case 'intersection': {
      const all = Array.isArray(json.allOf) ? (json.allOf as unknown[]) : [json, json];
      if (def.left) walk(def.left, all[0], path, visit);
      if (def.right) walk(def.right, all[1], path, visit);
      return;
    }
    case 'array':
      return def.element ? walk(def.element, json.items, listPath(path), visit) : undefined;
    case 'record':
      return def.valueType ? walk(def.valueType, json.additionalProperties, listPath(path), visit) : undefined;
    case 'object': {
      // No `additionalProperties: false`: the views ignore fields they don't read.
      delete json.additionalProperties;
      const properties = isObject(json.properties) ? json.properties : {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        const node = properties[key];
        if (!isObject(node)) continue;
        visit(childPath(path, key), field, node, Array.isArray(json.required) && json.required.includes(key));
        walk(field, node, childPath(path, key), visit);
      }
      return;
    }
    default:
      return;
  }
}

/** The objects of `json` by path (where a spec field the views don't read is added). */
function objectsByPath(schema: Schema, json: Json): Map<string, Json[]> {
  const found = new Map<string, Json[]>();
  const note = (path: string, node: unknown) => {
    if (isObject(node) && node.type === 'object' && isObject(node.properties)) found.set(path, [...(found.get(path) ?? []), node]);
  };
  note('', json);
  for (const branch of Array.isArray(json.anyOf) ? json.anyOf : []) note('', branch);
  walk(schema, json, '', (path, _field, node) => {
    note(path, node);
    for (const branch of Array.isArray(node.anyOf) ? node.anyOf : []) note(path, branch);
  });
  // Lists: the objects of a list's items (and of a map's values) at `path[]`.
  const lists = (path: string, node: unknown) => {
    if (!isObject(node)) return;
    if (isObject(node.items)) note(listPath(path), node.items);
    if (isObject(node.additionalProperties)) note(listPath(path), node.additionalProperties);
    for (const branch of Array.isArray(node.anyOf) ? node.anyOf : []) lists(path, branch);
  };
  lists('', json);
  walk(schema, json, '', (path, _field, node) => lists(path, node));
  return found;
}

/** The JSON Schema of an answer as the views read it, each field marked spec or assumed. */
export function answerSchema(schema: ResponseSchema, specPaths: ReadonlySet<string>): Json {
  const json = JSON.parse(JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }))) as Json;
  delete json.$schema;
  const seen = new Set<string>();
  walk(schema as unknown as Schema, json, '', (path, field, node, required) => {
    seen.add(path);
    const meta = assumedOf(field);
    node['x-source'] = specPaths.has(path) ? 'spec' : 'assumed';
    if (meta) node['x-fallback'] = meta.fallback;
    else if (!specPaths.has(path) && required) node['x-views-require'] = true;
  });
  // Spec fields the views don't read: in the document all the same, marked unread.
  const objects = objectsByPath(schema as unknown as Schema, json);
  const unplaced: string[] = [];
  for (const path of specPaths) {
    if (seen.has(path)) continue;
    const cut = path.lastIndexOf('.');
    const parent = cut < 0 ? '' : path.slice(0, cut);
    const key = cut < 0 ? path : path.slice(cut + 1);
    const targets = objects.get(parent) ?? [];
    if (targets.length === 0) unplaced.push(path);
    for (const target of targets) {
      const properties = target.properties as Json;
      if (!isObject(properties[key])) properties[key] = { 'x-source': 'spec', 'x-read': false };
    }
  }
  if (unplaced.length > 0) json['x-spec-fields-not-read'] = unplaced;
  return json;
}

const PARAM = /\{([^}]+)\}/g;
const FALLBACK_NOTE =
  'x-source: spec — die Spezifikation nennt das Feld; assumed — sie nennt es nicht (x-fallback: was die Ansicht ohne es tut; x-views-require: die Ansicht verlangt es ohne Rückfall).';

function operation(
  call: { method: string; path: string; usedBy: readonly string[] },
  schema: ResponseSchema | null,
  extra: Json,
  spec?: SpecCall,
): Json {
  const pathParams = spec?.served || call.path.startsWith('{') ? [] : [...call.path.matchAll(PARAM)].map((m) => m[1]!);
  const query = spec?.query ?? [];
  const body = spec?.body ?? [];
  const parameters = [
    ...pathParams.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...query.map((name) => ({ name, in: 'query', required: false, schema: {} })),
  ];
  const fieldSchema = { type: 'object', properties: Object.fromEntries(body.map((name) => [name, {}])) };
  return {
    operationId: callKey(call),
    summary: spec?.says ?? String(extra['x-addition'] ?? ''),
    'x-used-by': call.usedBy,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body.length > 0
      ? {
          requestBody: {
            content: { 'application/json': { schema: fieldSchema }, 'application/x-www-form-urlencoded': { schema: fieldSchema } },
          },
        }
      : {}),
    responses: {
      '200': schema
        ? {
            description: 'Die Antwort, wie die Ansichten sie lesen.',
            content: { 'application/json': { schema: answerSchema(schema, spec ? specFieldPaths(spec) : new Set()) } },
          }
        : { description: 'Die Ansichten lesen die Antwort nicht: jede 2xx-Antwort (leer, Text, JSON) gilt als Erfolg.' },
    },
    ...extra,
  };
}

/** The OpenAPI path of a call: a page route under the address the demo serves it at. */
export const openApiPath = (call: SpecCall): string => call.served ?? call.path;

/** The whole OpenAPI 3.1 document. */
export function buildOpenApi(version = '0.0.0'): Json {
  const paths: Record<string, Json> = {};
  const add = (path: string, method: string, op: Json) => {
    paths[path] ??= {};
    if (paths[path][method]) throw new Error(`Doppelter Aufruf ${method.toUpperCase()} ${path}`);
    paths[path][method] = op;
  };
  // Query parameters we added to calls of the 75 (`/clocking/team/{group}?date=…`).
  const addedParams = SPEC_ADDITIONS.filter((a) => a.path.includes('?')).flatMap((a) =>
    a.path.split(', ').map((one) => {
      const [path, q] = one.split('?');
      return { method: a.method, path: path!, name: q!.split('=')[0]!, what: a.what };
    }),
  );
  for (const call of SPEC_CALLS) {
    const key = callKey(call);
    if (!(key in CALL_SCHEMAS)) throw new Error(`Kein Antwortschema für ${key}`);
    const route = PAGE_ROUTES[key];
    const extra: Json = route ? { 'x-page-route': { name: route.name, prop: route.prop, element: route.tag, spec: call.path } } : {};
    const op = operation(call, CALL_SCHEMAS[key] ?? null, extra, call);
    for (const added of addedParams.filter((a) => a.method === call.method && a.path === call.path)) {
      (op.parameters as Json[] | undefined) ??= [];
      (op.parameters as Json[]).push({
        name: added.name,
        in: 'query',
        required: false,
        schema: { type: 'string' },
        'x-addition': added.what,
      });
    }
    add(openApiPath(call), call.method.toLowerCase(), op);
  }
  for (const addition of SPEC_ADDITIONS.filter((a) => !a.path.includes('?'))) {
    const key = callKey(addition);
    add(addition.path, addition.method.toLowerCase(), operation(addition, ADDITION_SCHEMAS[key] ?? null, { 'x-addition': addition.what }));
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Stempeluhr: der Vertrag mit dem Server',
      version,
      description: `Die 75 Aufrufe der Spezifikation und was die Ansichten darüber hinaus annehmen. ${FALLBACK_NOTE} Seitenrouten (x-page-route) stehen unter der Adresse, unter der die Demo sie bedient; die Seite gibt die echte Adresse im genannten Attribut. x-addition: ein Aufruf oder Parameter, den die Spezifikation nicht hat.`,
    },
    paths,
  };
}
