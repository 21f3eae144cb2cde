// The spec-only mode of the emulated backend: a request is matched to one of the 75 calls of the
// specification (spec-calls.ts), the query parameters the spec does not name are removed, the area
// handlers answer, and a successful JSON answer is cut to the fields the spec names, with the values
// as a Laravel server sends them. Calls outside the 75 answer Laravel's 404.
import { TZDate } from '@date-fns/tz';
import { HttpResponse, getResponse, type RequestHandler } from 'msw';
import { ENTITIES, SPEC_CALLS, type Leaf, type Method, type Shape, type SpecCall } from './spec-calls';

interface CompiledCall {
  call: SpecCall;
  pattern: RegExp;
  /** Literal characters of the path: a literal path wins over a pattern. */
  literal: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/json/scheduler/{team}/week/{date}` → a regex of the whole path; `{x}` matches one segment (or part of one). */
function compile(call: SpecCall): CompiledCall {
  const path = call.served ?? (call.path.startsWith('/') ? call.path : `/${call.path}`);
  const parts = path.split(/(\{[^}]+\})/).filter(Boolean);
  const source = parts.map((part) => (part.startsWith('{') ? '[^/]+' : escape(part))).join('');
  const literal = parts.filter((part) => !part.startsWith('{')).join('').length;
  return { call, pattern: new RegExp(`^${source}/?$`), literal };
}

const COMPILED: readonly CompiledCall[] = SPEC_CALLS.map(compile).sort((a, b) => b.literal - a.literal);

/** The spec call a request is, or undefined (a call outside the 75). */
export function matchSpecCall(method: string, pathname: string): SpecCall | undefined {
  const upper = method.toUpperCase() as Method;
  return COMPILED.find((c) => c.call.method === upper && c.pattern.test(pathname))?.call;
}

/** The URL with only the query parameters the call names (`companies[]` counts as `companies`). */
export function withSpecQuery(url: URL, call: SpecCall): URL {
  const next = new URL(url.href);
  for (const name of [...new Set(url.searchParams.keys())]) {
    if (!call.query.includes(name.replace(/\[\]$/, ''))) next.searchParams.delete(name);
  }
  return next;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const WALL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A model timestamp as Laravel serialises it: `2026-11-23T07:30:00.000000Z` (UTC, microseconds). */
export function laravelTimestamp(value: unknown): unknown {
  let ms: number | null = null;
  if (typeof value === 'number' && Number.isFinite(value)) ms = value;
  if (typeof value === 'string') {
    const wall = WALL.exec(value);
    if (wall) {
      const [, y, mo, d, h, mi, s] = wall.map(Number) as number[];
      ms = new TZDate(y!, mo! - 1, d!, h!, mi!, s ?? 0, 'Europe/Berlin').getTime();
    }
  }
  if (ms === null) return value;
  return new Date(ms).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}

/** A decimal column's value as PDO hands it to Laravel: a string with two decimals (`"0.50"`). */
export function laravelDecimal(value: unknown): unknown {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2) : value;
}

function leaf(value: unknown, kind: Leaf): unknown {
  if (kind === 'decimal') return laravelDecimal(value);
  if (kind === 'timestamp') return laravelTimestamp(value);
  return value;
}

/** Cuts `value` to what `shape` names, recursively; a value that is not what the shape expects stays as it is. */
export function cutToShape(value: unknown, shape: Shape): unknown {
  if (typeof shape === 'string') return leaf(value, shape);
  if ('entity' in shape) return cutToShape(value, { fields: ENTITIES[shape.entity] });
  if ('list' in shape) {
    if (Array.isArray(value)) return value.map((item) => cutToShape(item, shape.list));
    // Laravel sends a collection with gaps in its keys as an object keyed by index.
    if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cutToShape(v, shape.list)]));
    return value;
  }
  if ('map' in shape) {
    if (!isPlainObject(value)) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cutToShape(v, shape.map)]));
  }
  if (!isPlainObject(value)) return value;
  const cut: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(shape.fields)) {
    if (Object.prototype.hasOwnProperty.call(value, key)) cut[key] = cutToShape(value[key], inner);
  }
  return cut;
}

/** Booleans as Laravel sends tinyint columns: 1 and 0, everywhere in the answer. */
export function booleansAsNumbers(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (Array.isArray(value)) return value.map(booleansAsNumbers);
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, booleansAsNumbers(v)]));
  return value;
}

/** Laravel's answer for a route it does not have (a JSON request). */
export const specNotFound = (): Response => HttpResponse.json({ message: 'Not Found' }, { status: 404 });

/** What Laravel sends for a controller that returns nothing: 200, an empty body. */
const emptyOk = (): Response => new HttpResponse(null, { status: 200, headers: { 'Content-Type': 'text/html; charset=UTF-8' } });

/** The answer of `response` (the area handlers' answer to `call`) as the spec-only mode sends it. */
export async function projectAnswer(call: SpecCall, response: Response): Promise<Response> {
  if (response.status < 200 || response.status >= 300) return response;
  if ('notShown' in call.answer && call.answer.notShown === 'write') return emptyOk();
  if (!(response.headers.get('content-type') ?? '').includes('json')) return response;
  const text = await response.text();
  if (text.trim() === '') return new HttpResponse(text, { status: response.status, headers: response.headers });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new HttpResponse(text, { status: response.status, headers: response.headers });
  }
  const cut = 'shape' in call.answer ? cutToShape(body, call.answer.shape) : body;
  return HttpResponse.json(booleansAsNumbers(cut) as Parameters<typeof HttpResponse.json>[0], { status: response.status });
}

/**
 * The spec-only mode's answer to `request`: 404 outside the 75 calls; otherwise the area handlers'
 * answer to the request without the query parameters the spec does not name, cut by projectAnswer.
 */
export async function specOnlyResponse(request: Request, handlers: readonly RequestHandler[]): Promise<Response> {
  const url = new URL(request.url);
  const call = matchSpecCall(request.method, url.pathname);
  if (!call) return specNotFound();
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const forwarded = new Request(withSpecQuery(url, call), {
    method: request.method,
    headers: request.headers,
    body: hasBody ? await request.clone().arrayBuffer() : undefined,
  });
  const response = await getResponse([...handlers], forwarded);
  if (!response) return specNotFound();
  return projectAnswer(call, response);
}
