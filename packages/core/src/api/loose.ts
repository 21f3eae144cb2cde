// Tolerant reading of what a Laravel server really sends (issue 19). A response schema requires only
// what the specification names; the values may come in any of the forms Laravel produces:
// tinyint booleans as 0/1 (or "0"/"1"), decimal columns as numeric strings, null for an empty
// column, model timestamps as ISO 8601 in UTC (`2026-11-23T07:30:00.000000Z`), and dates as the
// server's templates format them ("23.11.2026", "Mo, 23.11.2026"). Everything the views read beyond
// the specification is an assumption: `assumed(…)` makes it optional with its fallback written next
// to it, and logs once (console.info) when a fallback is taken.
//
// Written on zod/mini: the view chunks that parse carry the small build of zod.
import * as z from 'zod/mini';
import { berlinWallTime } from '../time/berlin-clock';

/** true/false, 1/0, "1"/"0", "true"/"false" → boolean. */
export const looseBoolean = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false')]),
  z.transform((value): boolean => value === true || value === 1 || value === '1' || value === 'true'),
);

const NUMERIC = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)\s*$/;

/** A number, or a numeric string (a decimal column: "0.50", "-1800"). */
export const looseNumber = z.pipe(
  z.union([z.number(), z.string().check(z.regex(NUMERIC))]),
  z.transform((value): number => (typeof value === 'number' ? value : Number(value))),
);

/** A whole number, or a string of one (ids, seconds). */
export const looseInt = z.pipe(
  z.union([z.int(), z.string().check(z.regex(/^\s*[-+]?\d+\s*$/))]),
  z.transform((value): number => (typeof value === 'number' ? value : Number(value))),
);

/** An id as the server sends it: a number or a numeric string, read as a number. */
export const looseId = looseInt;

/** Text that may be null or absent (an empty column); numbers are read as their text. */
export const looseText = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.number()]))),
  z.transform((value): string | null => (value === null || value === undefined ? null : String(value))),
);

const pad = (n: number) => String(n).padStart(2, '0');

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?$/;
const WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const GERMAN_DATE = /^(?:[A-Za-zÄÖÜäöü]{2,10}\.?,?\s*)?(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/**
 * A point in time as Berlin wall time `yyyy-MM-dd HH:mm:ss`, from Berlin wall time (with or without
 * seconds, space or `T`), or from ISO 8601 with `Z` or an offset (converted to Berlin time), or from
 * epoch milliseconds. `null` when it can't be read.
 */
export function toBerlinWallTime(value: string | number): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? berlinWallTime(value) : null;
  const text = value.trim();
  if (WITH_ZONE.test(text)) {
    const instant = Date.parse(text.replace(/(\.\d{3})\d+/, '$1'));
    return Number.isNaN(instant) ? null : berlinWallTime(instant);
  }
  const match = WALL_TIME.exec(text);
  if (match) return `${match[1]}-${match[2]}-${match[3]} ${match[4]}:${match[5]}:${match[6] ?? '00'}`;
  return null;
}

/** A calendar day `yyyy-MM-dd` (in Berlin) from an ISO date, a timestamp in any form above, or a German date. */
export function toBerlinDay(value: string | number): string | null {
  if (typeof value === 'string') {
    const text = value.trim();
    if (ISO_DATE.test(text)) return text;
    const german = GERMAN_DATE.exec(text);
    if (german) return `${german[3]}-${pad(Number(german[2]))}-${pad(Number(german[1]))}`;
  }
  const time = toBerlinWallTime(value);
  return time ? time.slice(0, 10) : null;
}

/** A timestamp read as Berlin wall time `yyyy-MM-dd HH:mm:ss` (see toBerlinWallTime). */
export const berlinDateTime = z.pipe(
  z.union([z.string(), z.number()]).check(z.refine((value) => toBerlinWallTime(value) !== null, 'Kein lesbarer Zeitpunkt')),
  z.transform((value): string => toBerlinWallTime(value) as string),
);

/** A day read as `yyyy-MM-dd` in Berlin (see toBerlinDay). */
export const berlinDate = z.pipe(
  z.union([z.string(), z.number()]).check(z.refine((value) => toBerlinDay(value) !== null, 'Kein lesbares Datum')),
  z.transform((value): string => toBerlinDay(value) as string),
);

/** A list that may come as an object keyed by index (PHP arrays with gaps serialise that way), or null. */
export function looseList<T extends z.core.SomeType>(item: T) {
  return z.pipe(
    z.union([z.array(item), z.record(z.string(), item), z.null()]),
    z.transform((value): z.output<T>[] => (value === null ? [] : Array.isArray(value) ? value : Object.values(value)) as z.output<T>[]),
  );
}

// --- Assumptions: what the views read although the specification does not name it ---------------

const reported = new Set<string>();

/** For tests: forget which fallbacks were logged. */
export function resetFallbackLog(): void {
  reported.clear();
}

/** Logs once per field that a fallback was taken (console.info: a degraded view, not an error). */
export function noteFallback(field: string, what: string): void {
  if (reported.has(field)) return;
  reported.add(field);
  console.info(`[stempeluhr] ${field} fehlt in der Antwort: ${what}`);
}

/** Metadata of an assumed field, read by the server contract (`x-source: assumed`, `x-fallback`). */
export interface AssumedMeta {
  assumed: true;
  field: string;
  fallback: string;
}

const ASSUMED = new WeakMap<object, AssumedMeta>();

/** The assumption an assumed schema carries, if it is one. */
export function assumedMeta(schema: object): AssumedMeta | undefined {
  return ASSUMED.get(schema);
}

/**
 * A field the specification does not name: optional (absent or null), the fallback taken in its
 * place. `field` names it for the log (`Day.required`); `what` says what the view does without it.
 * A fallback `undefined` leaves the field undefined, so a view can show „liefert der Server nicht“.
 */
export function assumed<T extends z.core.SomeType, F extends z.output<T> | undefined>(schema: T, fallback: F, field: string, what: string) {
  const result = z.pipe(
    z.optional(z.nullable(schema)),
    z.transform((value): z.output<T> | F => {
      if (value === undefined || value === null) {
        noteFallback(field, what);
        return fallback;
      }
      return value as z.output<T>;
    }),
  );
  ASSUMED.set(result, { assumed: true, field, fallback: `${JSON.stringify(fallback) ?? 'undefined'}: ${what}` });
  return result;
}

// Badge classes from the server: tone.ts (no zod, for pages without an API call).
