// The server contract as OpenAPI (packages/contract): every call of the specification has the views'
// response schema, the document is OpenAPI 3.1 with all 75 calls, and its spec/assumed marks agree with
// the checked-in list of the fields the spec names (packages/contract/spec-fields.json).
import { describe, expect, it } from 'vitest';
import { SPEC_ADDITIONS, SPEC_CALLS } from '@mocks/spec-only/spec-calls';
import { ADDITION_SCHEMAS, CALL_SCHEMAS, callKey } from '../packages/contract/schemas';
import { buildOpenApi, openApiPath } from '../packages/contract/openapi';
import { SPEC_FIELDS, schemaFields as marks, schemaFields, specFieldMismatches } from '../packages/contract/spec-check';
import { specFieldPaths } from '../packages/contract/spec-fields';
import { ENTITIES } from '@mocks/spec-only/spec-calls';
import { existsSync, readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import { Validator } from '@seriousme/openapi-schema-validator';
import { resolve } from 'node:path';

type Json = Record<string, unknown>;
const METHODS = ['get', 'post', 'delete', 'put', 'patch'];
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

const doc = buildOpenApi('test');
const paths = doc.paths as Record<string, Record<string, Json>>;
const opOf = (call: (typeof SPEC_CALLS)[number]) => paths[openApiPath(call)]?.[call.method.toLowerCase()];
const answerOf = (op: Json | undefined) =>
  ((op?.responses as Json)?.['200'] as Json | undefined)?.content as Record<string, { schema: Json }> | undefined;

describe('the views’ schema of every call', () => {
  it('has an entry for each of the 75 calls and each addition, and no other', () => {
    expect(SPEC_CALLS).toHaveLength(75);
    const missing = SPEC_CALLS.map(callKey).filter((key) => !(key in CALL_SCHEMAS));
    expect(missing).toEqual([]);
    expect(Object.keys(CALL_SCHEMAS).sort()).toEqual(SPEC_CALLS.map(callKey).sort());
    const added = SPEC_ADDITIONS.filter((a) => !a.path.includes('?')).map(callKey);
    expect(Object.keys(ADDITION_SCHEMAS).sort()).toEqual(added.sort());
  });

  it('maps a call whose answer a view reads to a schema that reads it', () => {
    expect(CALL_SCHEMAS['GET /json/welcome/status']).not.toBeNull();
    expect(CALL_SCHEMAS['GET /json/clocking/in']).toBeNull();
  });
});

describe('dist/openapi.json', () => {
  const operations = Object.values(paths).flatMap((item) => METHODS.filter((m) => m in item).map((m) => item[m]!));

  it('is OpenAPI 3.1 with the 75 calls, each with responses', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(isObject(doc.info) && typeof doc.info.title === 'string' && typeof doc.info.version === 'string').toBe(true);
    for (const path of Object.keys(paths)) expect(path.startsWith('/')).toBe(true);
    for (const op of operations) {
      expect(isObject(op.responses) && Object.keys(op.responses).length > 0).toBe(true);
      for (const p of (op.parameters as Json[] | undefined) ?? []) {
        expect(['path', 'query']).toContain(p.in);
        if (p.in === 'path') expect(p.required).toBe(true);
      }
    }
    expect(operations.filter((op) => !('x-addition' in op))).toHaveLength(75);
    for (const call of SPEC_CALLS) expect(opOf(call)?.operationId).toBe(callKey(call));
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(operations.length);
  });

  it('declares each path parameter of its path template', () => {
    for (const [path, item] of Object.entries(paths)) {
      const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const m of METHODS.filter((x) => x in item)) {
        const declared = ((item[m]!.parameters as Json[] | undefined) ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        expect(declared).toEqual(names);
      }
    }
  });

  it('holds answer schemas that compile as JSON Schema 2020-12 and accept a Laravel-typed answer', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    const schemas = operations.flatMap((op) => Object.values(answerOf(op) ?? {}).map((c) => ({ id: op.operationId, schema: c.schema })));
    expect(schemas.length).toBeGreaterThan(30);
    for (const { schema } of schemas) expect(() => ajv.compile(schema)).not.toThrow();
    const clockings = schemas.find((s) => s.id === 'GET /json/clockings')!.schema;
    const answer = {
      clockings: {
        done: '3600',
        pending: 0,
        required: '28800',
        week_overtime: '-1800',
        items: [
          {
            id: '7',
            clock_in: '2026-11-23T07:30:00.000000Z',
            clock_out: null,
            clock_in_formatted: '08:30',
            time: '3600',
            type: 'regulär',
            comment: null,
            home_office: 1,
          },
        ],
      },
      breaks: { done: 0, pending: 0, required: 1800, items: {} },
    };
    expect(ajv.validate(clockings, answer)).toBe(true);
    delete (answer.clockings.items[0] as Partial<(typeof answer.clockings.items)[0]>).clock_in;
    expect(ajv.validate(clockings, answer)).toBe(false);
  });

  it('has no additionalProperties: false anywhere', () => {
    expect(JSON.stringify(doc)).not.toContain('"additionalProperties":false');
  });

  it('lists the six page routes with the prop that carries their address', () => {
    const routes = operations.filter((op) => 'x-page-route' in op).map((op) => (op['x-page-route'] as Json).prop);
    expect(routes.sort()).toEqual(['approveRoute', 'assignRoute', 'rejectRoute', 'route', 'route', 'unassignRoute']);
  });

  it('marks the additions: three calls and the team reads’ date', () => {
    expect(operations.filter((op) => 'x-addition' in op).map((op) => op.operationId)).toEqual([
      'GET /admin/clocking/history/{userId}',
      'GET /scheduler/helpdesk/sorting',
      'GET /json/telephoneplan/queue/{date}',
    ]);
    for (const path of ['/clocking/team/{group}', '/icingamaster/team/{group}']) {
      const date = (paths[path]!.get!.parameters as Json[]).find((p) => p.name === 'date');
      expect(date?.['x-addition']).toEqual(expect.stringContaining('date'));
      expect(date?.['x-addition']).toEqual(expect.stringMatching(/Without it: the view labels what it shows as the server’s current week/));
    }
    // Each addition says what the view does without it (the server team decides with that in hand).
    for (const op of operations.filter((o) => 'x-addition' in o)) expect(op['x-addition']).toEqual(expect.stringMatching(/Without it: .+/));
  });

  it('marks every answer field spec or assumed, an assumed field the view falls back on with its fallback', () => {
    const all = operations.flatMap((op) => Object.values(answerOf(op) ?? {}).flatMap((c) => marks(c.schema)));
    expect(all.length).toBeGreaterThan(100);
    for (const { node } of all) expect(['spec', 'assumed']).toContain(node['x-source']);
    const required = marks(
      answerOf(opOf(SPEC_CALLS.find((c) => c.path === '/json/clocking/week-overview/{date}')!))!['application/json']!.schema,
    );
    const day = Object.fromEntries(required.map((m) => [m.path, m.node]));
    expect(day['[].date']?.['x-source']).toBe('spec');
    expect(day['[].required']?.['x-source']).toBe('assumed');
    expect(String(day['[].required']?.['x-fallback'])).not.toBe('');
  });
});

describe('the spec-fields check (spec-fields.json is the checked-in list of the spec’s fields)', () => {
  it('lists every call once, and nothing else', () => {
    expect(Object.keys(SPEC_FIELDS.answers).sort()).toEqual(SPEC_CALLS.map(callKey).sort());
  });

  it('agrees with what the spec-only mode keeps of each answer and entity (spec-calls.ts)', () => {
    const disagree = SPEC_CALLS.flatMap((call) => {
      const listed = SPEC_FIELDS.answers[callKey(call)];
      const kept = [...specFieldPaths(call)].sort();
      return JSON.stringify(Array.isArray(listed) ? [...listed].sort() : []) === JSON.stringify(kept) ? [] : [callKey(call)];
    });
    expect(disagree).toEqual([]);
    expect(Object.fromEntries(Object.entries(SPEC_FIELDS.entities).map(([name, fields]) => [name, Object.keys(fields)]))).toEqual(
      Object.fromEntries(Object.entries(ENTITIES).map(([name, fields]) => [name, Object.keys(fields)])),
    );
  });

  it('fails when the list gains a field the document does not mark spec', () => {
    const listed = SPEC_FIELDS.answers['GET /json/clocking/week-overview/{date}'] as string[];
    listed.push('[].week_overtime');
    try {
      expect(specFieldMismatches(doc)).toEqual([
        'GET /json/clocking/week-overview/{date}: [].week_overtime nennt die Spezifikation, nicht als spec markiert',
      ]);
    } finally {
      listed.pop();
    }
  });

  it('finds the document’s spec marks and the spec’s list in agreement', () => {
    expect(specFieldMismatches(doc)).toEqual([]);
  });

  it('fails when a mark is changed by hand, either way', () => {
    const flipped = JSON.parse(JSON.stringify(doc)) as Json;
    const week = (flipped.paths as Record<string, Record<string, Json>>)['/json/clocking/week-overview/{date}']!.get!;
    const fields = schemaFields(answerOf(week)!['application/json']!.schema);
    for (const f of fields.filter((x) => x.path === '[].date')) f.node['x-source'] = 'assumed';
    for (const f of fields.filter((x) => x.path === '[].required')) f.node['x-source'] = 'spec';
    expect(specFieldMismatches(flipped)).toEqual([
      'GET /json/clocking/week-overview/{date}: [].date nennt die Spezifikation, nicht als spec markiert',
      'GET /json/clocking/week-overview/{date}: [].required als spec markiert, die Spezifikation nennt es nicht',
    ]);
  });

  it('validates as OpenAPI 3.1 against the specification’s own schema, and a broken copy does not', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as Parameters<Validator['validate']>[0]);
    expect(validator.version).toBe('3.1');
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const broken = structuredClone(doc) as { info?: unknown };
    delete broken.info;
    expect((await new Validator().validate(broken as Parameters<Validator['validate']>[0])).valid).toBe(false);
  });

  it('holds for dist/openapi.json when the build has written it', () => {
    const file = resolve(__dirname, '../dist/openapi.json');
    if (!existsSync(file)) return;
    expect(specFieldMismatches(JSON.parse(readFileSync(file, 'utf8')) as Json)).toEqual([]);
  });
});

describe('docs/server-contract.md (generated with the spec-only mode’s page)', () => {
  const text = readFileSync(resolve(__dirname, '../docs/server-contract.md'), 'utf8');

  it('says how to record (Preserve log, Persist Logs) and that the recording is never committed', () => {
    for (const words of [
      'Export HAR (sanitized)',
      'Preserve log',
      'Persist Logs',
      'Never commit it',
      'delete it after the',
      'locally only',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toContain('npx stempeluhr-contract check recording.har');
    expect(text).toContain('npm run contract -- recording.har');
  });

  it('the README says how to record too, and that the recording stays out of the repository', () => {
    const readme = readFileSync(resolve(__dirname, '../README.md'), 'utf8').replace(/\s+/g, ' ');
    for (const words of [
      'Export HAR (sanitized)',
      'Preserve log',
      'Persist Logs',
      'never commit it',
      'delete it after the check',
      'locally only',
      'npx stempeluhr-contract check recording.har',
      'npm run contract -- recording.har',
    ]) {
      expect(readme).toContain(words);
    }
    expect(readFileSync(resolve(__dirname, '../.gitignore'), 'utf8').split('\n')).toContain('*.har');
  });

  it('lists every assumed field of every call: falls back, required or optional', () => {
    const unlisted = Object.values(paths)
      .flatMap((item) => METHODS.filter((m) => m in item && !('x-addition' in item[m]!)).map((m) => item[m]!))
      .flatMap((op) => Object.values(answerOf(op) ?? {}).flatMap((c) => marks(c.schema).map((m) => ({ op: op.operationId, ...m }))))
      .filter((m) => m.node['x-source'] === 'assumed')
      .filter(({ op, path }) => {
        const section = text.split(`### ${String(op)}: assumed\n`)[1]?.split('\n### ')[0] ?? '';
        return !new RegExp(`\\| \`${path.replace(/[[\].]/g, '\\$&')}\` \\| (falls back: |required|optional: )`).test(section);
      });
    expect(unlisted.map(({ op, path }) => `${String(op)} ${path}`)).toEqual([]);
  });

  it('lists every assumed field the views fall back on, with its fallback', () => {
    const assumed = Object.values(paths)
      .flatMap((item) => METHODS.filter((m) => m in item && !('x-addition' in item[m]!)).map((m) => item[m]!))
      .flatMap((op) => Object.values(answerOf(op) ?? {}).flatMap((c) => marks(c.schema)))
      .filter((m) => m.node['x-source'] === 'assumed' && typeof m.node['x-fallback'] === 'string');
    expect(assumed.length).toBeGreaterThan(20);
    for (const { path, node } of assumed)
      expect(text).toContain(`| \`${path}\` | falls back: ${String(node['x-fallback']).replace(/\|/g, '\\|')} |`);
  });
});
