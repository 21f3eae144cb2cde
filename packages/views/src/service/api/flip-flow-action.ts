// POST {page route: assign|unassign|approve|reject} — the flip-flow task actions (spec §7). The page
// reloads afterwards, so the answer is not read: any 2xx is success.
import {
  acceptWriteAnswer,
  apiClient,
  assertCanWrite,
  looseBoolean,
  looseId,
  looseText,
  toneOfClass,
  type FlipFlowTask,
  type PropSchema,
} from '@stempeluhr/core';
import * as z from 'zod/mini';
import { pageRoutePath } from './page-route';

export type FlipFlowAction = 'assign' | 'unassign' | 'approve' | 'reject';

/** The row as the view reads it: colour and icon are '' when the page sent none we know. */
export type FlipFlowRow = Omit<FlipFlowTask, 'cssClass' | 'icon'> & {
  cssClass: FlipFlowTask['cssClass'] | '';
  icon: FlipFlowTask['icon'] | '';
};

const FLIP_TONES = ['secondary', 'warning', 'success', 'danger'] as const;
const ICONS = ['user-check', 'circle', 'check', 'times'] as const;

const text = z.pipe(
  looseText,
  z.transform((value): string => value ?? ''),
);

/** A row colour: a tone (`success`), or a Bootstrap 4/5 class (`badge-success`, `text-bg-success`); '' when none we show. */
const tone = z.pipe(
  looseText,
  z.transform((value): string => {
    const plain = (value ?? '').trim();
    if ((FLIP_TONES as readonly string[]).includes(plain)) return plain;
    const mapped = toneOfClass(plain);
    return (FLIP_TONES as readonly string[]).includes(mapped) && plain !== '' && mapped !== 'secondary' ? mapped : '';
  }),
);

/** An icon name, also inside an icon font's classes (`fa fa-user-check`); '' when none we know. */
const icon = z.pipe(
  looseText,
  z.transform((value): string => ICONS.find((name) => (value ?? '').split(/\s+/).some((c) => c === name || c.endsWith(`-${name}`))) ?? ''),
);

const flag = z.pipe(
  z.optional(z.nullable(looseBoolean)),
  z.transform((value): boolean => value === true),
);

/**
 * A flip-flow task as the page passes it (spec §3: id, name, wikilink, cssClass, title, icon,
 * assignedUserName, taskStatus flags isApproved/isRejected/isAssigned). Flags as true/false or 0/1;
 * a colour or icon we don't know ('') is taken from the status.
 */
export const flipFlowTaskSchema = z.looseObject({
  id: looseId,
  name: z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value): string => String(value)),
  ),
  wikilink: text,
  cssClass: tone,
  title: text,
  icon,
  assignedUserName: z.pipe(
    looseText,
    z.transform((value): string | null => (value && value.trim() !== '' ? value : null)),
  ),
  taskStatus: z.looseObject({ isApproved: flag, isRejected: flag, isAssigned: flag }),
}) as unknown as PropSchema<FlipFlowRow>;

export interface FlipFlowActionInput {
  action: FlipFlowAction;
  /** The page's route of that action. */
  route: string;
  task: number;
  loggedInUserDn: string;
  /** Reject only; already defaulted to "Keine Begründung angegeben" by the view. */
  note?: string;
}

/** Bodies as the spec lists them: unassign sends only the task. */
export function flipFlowBody({ action, task, loggedInUserDn, note }: FlipFlowActionInput): Record<string, unknown> {
  if (action === 'unassign') return { task };
  if (action === 'reject') return { task, loggedInUserDn, note: note ?? '' };
  return { task, loggedInUserDn };
}

export async function sendFlipFlowAction(input: FlipFlowActionInput): Promise<void> {
  assertCanWrite();
  const response = await apiClient().post(pageRoutePath(input.route), flipFlowBody(input));
  acceptWriteAnswer(response.data, `flip-flow ${input.action}`);
}
