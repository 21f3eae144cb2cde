// The task selection as the page passes it to <change-all-task-status> (its `tasks` attribute): not an
// answer of the server, the page's own JSON, read as loosely as the server's answers.
import { assumed, looseBoolean, looseId, looseInt, looseList, looseNumber, looseText } from '@stempeluhr/core';
import type { ChecklistTaskOption, PropSchema } from '@stempeluhr/core';
import * as z from 'zod/mini';

const text = z.pipe(
  looseText,
  z.transform((value): string => value ?? ''),
);

/**
 * A row of the task selection as the page passes it (spec §2: check, name — id - name, group —
 * displayname, type — typ, priority). `timestamp` (when it was selected) is ours.
 */
export const checklistTaskOptionSchema = z.looseObject({
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
  checked: z.pipe(
    z.optional(z.nullable(looseBoolean)),
    z.transform((value): boolean => value === true),
  ),
  timestamp: assumed(looseInt, 0, 'ChecklistTaskOption.timestamp', 'Abwählen sendet den aktuellen Zeitpunkt'),
});

export const checklistTaskOptionsSchema = looseList(checklistTaskOptionSchema) as unknown as PropSchema<ChecklistTaskOption[]>;
