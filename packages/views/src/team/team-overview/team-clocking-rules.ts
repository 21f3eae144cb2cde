import * as z from 'zod';
import {
  buildClocking,
  CLOCKING_FIELDS,
  DAY_TEXTS,
  type BuildContext,
  type ClockingFormValues,
  type FieldErrors,
} from '../../domain/clocking';
import { TEAM_OVERVIEW_TEXTS as T } from './team-overview.texts';

/**
 * The team view speaks the shared clocking rules with its own messages (spec §5): any problem with
 * von is "clock in muss valide sein", a missing type "type muss ausgewählt sein", a missing comment
 * "comment muss gefüllt sein"; bis before von keeps "Die Zeit Bis darf nicht kleiner sein als Von".
 */
export function teamMessages(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = { ...errors };
  if (errors.von) out.von = [T.clockInInvalid];
  if (errors.type) out.type = [T.typeRequired];
  if (errors.comment) out.comment = errors.comment.map((m) => (m === DAY_TEXTS.commentRequired ? T.commentRequired : m));
  return out;
}

/** buildClocking with the team's messages, as the dialog's zod schema (react-hook-form's zodResolver). */
export function teamClockingSchema(context: BuildContext) {
  return z.custom<ClockingFormValues>().transform((values, ctx) => {
    const built = buildClocking(values, context);
    if (built.ok) return built.value;
    const errors = teamMessages(built.errors);
    for (const field of CLOCKING_FIELDS) {
      for (const message of errors[field] ?? []) ctx.addIssue({ code: 'custom', path: [field], message });
    }
    return z.NEVER;
  });
}

/** The reason of a deletion: required, trimmed. */
export const deleteReasonSchema = z.object({
  comment: z.string().trim().min(1, T.commentRequired),
});
