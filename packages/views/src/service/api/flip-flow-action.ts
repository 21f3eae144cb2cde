// POST {page route: assign|unassign|approve|reject} — the flip-flow task actions (spec §7). The page
// reloads afterwards, so the answer is not read.
import { apiClient, assertCanWrite, type FlipFlowTask } from '@stempeluhr/core';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import { pageRoutePath } from './page-route';

export type FlipFlowAction = 'assign' | 'unassign' | 'approve' | 'reject';

const flag = z.union([z.boolean(), z.literal(0).transform(() => false), z.literal(1).transform(() => true)]);

/** A flip-flow task as the page passes it (FlipFlowTask of the wire types). */
export const flipFlowTaskSchema = z.object({
  id: z.coerce.number().int().positive(),
  name: z.string(),
  wikilink: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  cssClass: z
    .string()
    .nullish()
    .transform((v) => v ?? 'secondary'),
  title: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  icon: z
    .string()
    .nullish()
    .transform((v) => v ?? 'circle'),
  assignedUserName: z
    .string()
    .nullable()
    .optional()
    .transform((v) => (v && v.trim() !== '' ? v : null)),
  taskStatus: z.object({ isApproved: flag, isRejected: flag, isAssigned: flag }),
}) as unknown as z.ZodType<FlipFlowTask>;

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
  await apiClient().post(pageRoutePath(input.route), flipFlowBody(input));
}

/** Nothing to invalidate: the page reloads after every action. */
export function useFlipFlowAction() {
  return useMutation({ mutationFn: sendFlipFlowAction });
}
