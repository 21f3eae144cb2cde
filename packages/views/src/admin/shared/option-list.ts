// The selections' `options` prop read without zod (issue 25): these pages parse nothing else, and
// zod's shared core (~19 KiB gz) was most of what they carried beyond React. Reads what
// `looseList(z.looseObject({ id: looseId, <label>: z.string() }))` read: a list, a PHP array
// serialised as an object keyed by index, or null; ids as whole numbers or strings of one; other
// keys of an option kept.
import type { PropSchema } from '@stempeluhr/core';

type Checked<T> = { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[] }[] } };

const WHOLE = /^\s*[-+]?\d+\s*$/;

/** A whole number, or a string of one (what `looseId` accepts); null otherwise. */
function idOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  return typeof value === 'string' && WHOLE.test(value) ? Number(value) : null;
}

/**
 * The options of a selection: each an object with an id (`positive`: above 0) and a text under
 * `label`. A bad option fails the whole prop at its path (`0.id`), as the contract's parser reports it.
 */
export function optionListSchema<T extends { id: number }>(label: Exclude<keyof T, 'id'> & string, positive = false): PropSchema<T[]> {
  const fail = (path: PropertyKey[]): Checked<T[]> => ({ success: false, error: { issues: [{ path }] } });
  const safeParse = (data: unknown): Checked<T[]> => {
    if (data === null) return { success: true, data: [] };
    if (typeof data !== 'object') return fail([]);
    const entries = Array.isArray(data) ? data.map((item, index) => [index, item] as const) : Object.entries(data);
    const out: T[] = [];
    for (const [key, item] of entries) {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) return fail([key]);
      const record = item as Record<string, unknown>;
      const id = idOf(record.id);
      if (id === null || (positive && id <= 0)) return fail([key, 'id']);
      if (typeof record[label] !== 'string') return fail([key, label]);
      out.push({ ...record, id } as unknown as T);
    }
    return { success: true, data: out };
  };
  return { safeParse } as unknown as PropSchema<T[]>;
}
