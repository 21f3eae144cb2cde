// The task selection as the page passes it to <change-all-task-status> (its `tasks` attribute): not an
// answer of the server, the page's own JSON, read as loosely as the server's answers.
import { assumed, looseBoolean, looseInt, looseList } from '@stempeluhr/core';
import type { ChecklistTaskOption, PropSchema } from '@stempeluhr/core';
import * as z from 'zod/mini';
import { taskFields } from './task-fields';

/**
 * A row of the task selection as the page passes it (spec §2: check, name — id - name, group —
 * displayname, type — typ, priority). `timestamp` (when it was selected) is ours.
 */
export const checklistTaskOptionSchema = z.looseObject({
  ...taskFields,
  checked: z.pipe(
    z.optional(z.nullable(looseBoolean)),
    z.transform((value): boolean => value === true),
  ),
  timestamp: assumed(looseInt, 0, 'ChecklistTaskOption.timestamp', 'Abwählen sendet den aktuellen Zeitpunkt'),
});

export const checklistTaskOptionsSchema = looseList(checklistTaskOptionSchema) as unknown as PropSchema<ChecklistTaskOption[]>;
