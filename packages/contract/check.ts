// The contract checker: each request of a recording of the old application matched to one of the 75
// calls, its answer read with the views' own schema, and per call, in German: ok, „fällt zurück“ (an
// assumed field is missing: which view degrades and how), „bricht“ (a field the views need is missing
// or of another type or format), or „unbekannter Aufruf“. It never prints a value of the recording:
// field paths come from the schemas, list positions and map keys are written `[]`.
import * as z from 'zod/mini';
import type { SpecCall } from '../../mocks/spec-only/spec-calls';
import { SPEC_ADDITIONS, SPEC_CALLS } from '../../mocks/spec-only/spec-calls';
import { HarError, readHar, type HarEntry } from './har';
import { createMatcher } from './match';
import { CALL_SCHEMAS, TOLERANT_CALLS, callKey, type ResponseSchema } from './schemas';
import { specFieldPaths } from './spec-fields';
import { assumedOf, defOf, fieldAt, type Schema } from './zod-walk';

export interface CheckOptions {
  /** Page-route name (`assign`, `assignRoute`, …) → its path on the recorded server. */
  routes?: Readonly<Record<string, string>>;
  /** The application's base path on the recorded server (`/app/`). */
  base?: string;
}

export interface CheckResult {
  lines: string[];
  exitCode: 0 | 1 | 2;
}

interface CallReport {
  call: SpecCall;
  seen: number;
  breaks: Map<string, string>;
  fallbacks: Map<string, string>;
  notes: Set<string>;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The assumed fields of `schema` that `data` lacks (absent or null), by the view's name, with the fallback. */
function missingAssumed(schema: Schema, data: unknown, found: Map<string, string>): void {
  const meta = assumedOf(schema);
  // null is a fallback taken too, unless the fallback is null itself (an empty column the view expects).
  if (meta && (data === undefined || (data === null && !meta.fallback.startsWith('null:')))) {
    found.set(meta.field, meta.fallback);
    return;
  }
  if (meta && data === null) return;
  const def = defOf(schema);
  switch (def.type) {
    case 'pipe':
      return def.in ? missingAssumed(def.in, data, found) : undefined;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return data === undefined || data === null || !def.innerType ? undefined : missingAssumed(def.innerType, data, found);
    case 'lazy':
      return def.getter ? missingAssumed(def.getter(), data, found) : undefined;
    case 'union': {
      const option = (def.options ?? []).find((o) => z.safeParse(o as unknown as z.ZodMiniType, data).success);
      return option ? missingAssumed(option, data, found) : undefined;
    }
    case 'object':
      if (!isObject(data)) return;
      for (const [key, field] of Object.entries(def.shape ?? {})) missingAssumed(field, data[key], found);
      return;
    case 'array':
      if (Array.isArray(data) && def.element) for (const item of data) missingAssumed(def.element, item, found);
      return;
    case 'record':
      if (isObject(data) && def.valueType) for (const item of Object.values(data)) missingAssumed(def.valueType, item, found);
      return;
    default:
      return;
  }
}

interface Issue {
  code: string;
  path: PropertyKey[];
  errors?: Issue[][];
}

/**
 * The issues with full paths; a union's failure is followed into the option that got furthest (a list
 * whose item lacks a field, not the `null` the list might also have been).
 */
function flatIssues(issues: readonly Issue[], base: readonly PropertyKey[] = []): { path: PropertyKey[] }[] {
  return issues.flatMap((issue) => {
    const path = [...base, ...issue.path];
    if (issue.code !== 'invalid_union' || !issue.errors || issue.errors.length === 0) return [{ path }];
    const depth = (branch: readonly Issue[]) => Math.min(...branch.map((i) => i.path.length + (i.code === 'invalid_union' ? 1 : 0)));
    const best = [...issue.errors].sort((a, b) => depth(b) - depth(a) || a.length - b.length)[0]!;
    return depth(best) === 0 && best.every((i) => i.code !== 'invalid_union') ? [{ path }] : flatIssues(best, path);
  });
}

const valueAt = (data: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined), data);

/** Parses quietly: the views' fallback log (console.info) is not the checker's output. */
function quietly<T>(run: () => T): T {
  const info = console.info;
  console.info = () => undefined;
  try {
    return run();
  } finally {
    console.info = info;
  }
}

const views = (call: SpecCall) => call.usedBy.join(', ');

/** The form of a recorded value, never the value: `0/1`, `true/false`, `Zahl`, `Text`, … */
function formOf(value: unknown): string {
  if (value === true || value === false || value === 'true' || value === 'false') return 'true/false';
  if (value === 0 || value === 1 || value === '0' || value === '1') return '0/1';
  if (typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value))) return 'Zahl';
  if (value === null || value === '') return 'leer';
  if (Array.isArray(value)) return 'Liste';
  if (typeof value === 'object') return 'Objekt';
  return 'Text';
}

/**
 * The request body the old application sent, against the payload fields the spec names (what our views
 * send): which fields it lacks or adds, in which encoding, and booleans as true/false or 0/1.
 */
function checkRequest(report: CallReport, entry: HarEntry): void {
  const expected = report.call.body;
  if (expected.length === 0 || !entry.request) return;
  const { mimeType, text } = entry.request;
  let fields: Record<string, unknown>;
  let encoding: string;
  if (/json/.test(mimeType) || /^\s*[{[]/.test(text)) {
    encoding = 'JSON';
    try {
      const parsed: unknown = JSON.parse(text);
      fields = isObject(parsed) ? parsed : {};
    } catch {
      return void report.notes.add('Anfrage: Inhalt nicht lesbar (abgeschnitten?): nicht geprüft');
    }
  } else if (/multipart/.test(mimeType)) {
    encoding = 'multipart';
    fields = Object.fromEntries([...text.matchAll(/name="([^"]+)"/g)].map((m) => [m[1]!, '']));
  } else {
    encoding = 'form-encoded';
    fields = Object.fromEntries(new URLSearchParams(text));
  }
  const names = new Set(Object.keys(fields).map((k) => k.replace(/\[\]$/, '')));
  report.notes.add(`Anfrage: ${encoding}`);
  const missing = expected.filter((name) => !names.has(name));
  const extra = [...names].filter((name) => !expected.includes(name) && name !== '_token');
  if (missing.length > 0)
    report.notes.add(`Anfrage: die alte Anwendung sendet nicht ${missing.map((n) => `„${n}“`).join(', ')} (unsere Ansichten senden es)`);
  if (extra.length > 0)
    report.notes.add(`Anfrage: die alte Anwendung sendet zusätzlich ${extra.map((n) => `„${n}“`).join(', ')} (unsere Ansichten nicht)`);
  for (const name of expected) {
    const form = formOf(fields[name]);
    if (name in fields && (form === 'true/false' || form === '0/1')) report.notes.add(`Anfrage: „${name}“ als ${form}`);
  }
}

function checkAnswer(report: CallReport, schema: ResponseSchema, entry: HarEntry): void {
  const { call } = report;
  const text = (entry.body ?? '').trim();
  if (entry.body === null) return void report.notes.add('ohne Antwortinhalt in der Aufnahme: nicht geprüft');
  if (text.startsWith('<')) return void report.notes.add('HTML-Seite statt JSON (abgelaufene Sitzung?): nicht geprüft');
  let data: unknown;
  try {
    data = text === '' ? undefined : JSON.parse(text);
  } catch {
    return void report.notes.add('Antwort abgeschnitten oder kein JSON: nicht geprüft');
  }
  const result = quietly(() => z.safeParse(schema, data));
  const key = callKey(call);
  if (!result.success) {
    if (TOLERANT_CALLS[key]) return void report.fallbacks.set('Antwort', TOLERANT_CALLS[key]);
    const named = specFieldPaths(call);
    for (const issue of flatIssues(result.error.issues as unknown as Issue[])) {
      const { path } = fieldAt(schema as unknown as Schema, issue.path);
      const field = path === '' ? 'die Antwort' : `Feld „${path}“`;
      const missing = valueAt(data, issue.path) === undefined;
      const how = missing ? 'fehlt' : 'hat einen anderen Typ oder ein anderes Format';
      const source = named.has(path) ? 'die Spezifikation nennt es' : 'die Spezifikation nennt es nicht, die Ansichten verlangen es';
      report.breaks.set(`${field} ${how}`, `${field} ${how} (${source}) – betrifft ${views(call)}`);
    }
    return;
  }
  const fallbacks = new Map<string, string>();
  quietly(() => missingAssumed(schema as unknown as Schema, data, fallbacks));
  for (const [field, fallback] of fallbacks) {
    report.fallbacks.set(field, `„${field}“ fehlt – ${views(call)}: ${fallback.replace(/^[^:]*: /, '')}`);
  }
}

/** Masks every path segment that is not a literal segment of a known call (ids, dates, names). */
const LITERALS = new Set(
  [...SPEC_CALLS.map((c) => c.served ?? c.path), ...SPEC_ADDITIONS.map((a) => a.path)].flatMap((p) =>
    p.split('/').filter((s) => s !== '' && !s.includes('{') && !s.includes('?')),
  ),
);
const maskPath = (pathname: string) =>
  pathname
    .split('/')
    .map((s) => (s === '' || LITERALS.has(s) || /^(api|json|ajax|admin)$/.test(s) ? s : '{…}'))
    .join('/');

const isApiCandidate = (entry: HarEntry) =>
  entry.resourceType !== null
    ? entry.resourceType === 'xhr' || entry.resourceType === 'fetch'
    : entry.method !== 'GET' || /json/.test(entry.mimeType);

/** Checks the text of a HAR recording. */
export function checkHar(text: string, options: CheckOptions = {}): CheckResult {
  let entries: HarEntry[];
  try {
    entries = readHar(text);
  } catch (error) {
    if (error instanceof HarError) return { lines: [`Fehler: ${error.message}`], exitCode: 2 };
    throw error;
  }
  const matcher = createMatcher(options.routes, options.base);
  const reports = new Map<string, CallReport>();
  const unknown = new Map<string, number>();
  let ignored = 0;
  for (const entry of entries) {
    let url: URL;
    try {
      url = new URL(entry.url);
    } catch {
      ignored += 1;
      continue;
    }
    const call = matcher.match(entry.method, url.pathname);
    if (!call) {
      if (!isApiCandidate(entry)) ignored += 1;
      else {
        const key = `${entry.method} ${maskPath(url.pathname)}`;
        unknown.set(key, (unknown.get(key) ?? 0) + 1);
      }
      continue;
    }
    const key = callKey(call);
    const report = reports.get(key) ?? { call, seen: 0, breaks: new Map(), fallbacks: new Map(), notes: new Set() };
    reports.set(key, report);
    report.seen += 1;
    checkRequest(report, entry);
    if (entry.status < 200 || entry.status >= 300) {
      report.notes.add(`Status ${entry.status}: nicht geprüft`);
      continue;
    }
    const schema = CALL_SCHEMAS[key];
    if (schema) checkAnswer(report, schema, entry);
  }
  const lines: string[] = [];
  let ok = 0;
  let falls = 0;
  let breaks = 0;
  for (const call of SPEC_CALLS) {
    const report = reports.get(callKey(call));
    if (!report) continue;
    const head = `${callKey(call)} (${report.seen}×):`;
    if (report.breaks.size > 0) {
      breaks += 1;
      lines.push(`${head} bricht`, ...[...report.breaks.values()].map((l) => `  – ${l}`));
    } else if (report.fallbacks.size > 0) {
      falls += 1;
      lines.push(`${head} fällt zurück`, ...[...report.fallbacks.values()].map((l) => `  – ${l}`));
    } else {
      ok += 1;
      lines.push(`${head} ok`);
    }
    if (report.breaks.size > 0 && report.fallbacks.size > 0)
      lines.push(...[...report.fallbacks.values()].map((l) => `  – fällt zurück: ${l}`));
    lines.push(...[...report.notes].map((n) => `  · ${n}`));
  }
  if (unknown.size > 0) {
    lines.push('', 'Unbekannte Aufrufe (nicht unter den 75 der Spezifikation):');
    for (const [key, count] of unknown) lines.push(`  – unbekannter Aufruf: ${key} (${count}×)`);
  }
  if (reports.size === 0 && unknown.size === 0) lines.push('Die Aufnahme enthält keinen Aufruf des Servers.');
  lines.push(
    '',
    `Zusammenfassung: ${ok} ok, ${falls} fällt zurück, ${breaks} bricht, ${unknown.size} unbekannt` +
      (ignored > 0 ? `; ${ignored} weitere Anfragen (Seiten, Skripte, Bilder) nicht betrachtet.` : '.'),
  );
  return { lines, exitCode: breaks > 0 ? 1 : 0 };
}
