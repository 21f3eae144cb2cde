// The fields the spec names for a checklist Task (§3: id, name, displayname, typ, priority), read
// loosely: shared by the flip-flow answer and the page's task selection.
import { looseId, looseNumber, looseText } from '@stempeluhr/core';
import * as z from 'zod/mini';

/** Text that may come as null, a number or nothing: '' then. */
export const text = z.pipe(
  looseText,
  z.transform((value): string => value ?? ''),
);

export const taskFields = {
  id: looseId,
  name: z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value): string => String(value)),
  ),
  displayname: text,
  typ: text,
  priority: z.pipe(
    z.optional(z.nullable(looseNumber)),
    z.transform((value): number => value ?? 0),
  ),
};
