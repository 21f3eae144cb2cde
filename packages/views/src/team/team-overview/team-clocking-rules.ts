import * as z from 'zod/mini';
import type { ApiError } from '@stempeluhr/core';
import {
  buildClocking,
  CLOCKING_FIELDS,
  CLOCKING_SERVER_FIELDS,
  DAY_TEXTS,
  type BuildContext,
  type ClockingFormValues,
  type ClockingTimes,
  type FieldErrors,
} from '../../domain/clocking';
import { formRules, NEVER } from '../../domain/form-rules';
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
  return formRules<ClockingFormValues, ClockingTimes>((values, report) => {
    const built = buildClocking(values, context);
    if (built.ok) return built.value;
    const errors = teamMessages(built.errors);
    for (const field of CLOCKING_FIELDS) {
      for (const message of errors[field] ?? []) report(field, message);
    }
    return NEVER;
  });
}

/** A server message that says a field is missing (Laravel's `required`, German or English). */
const MISSING = /muss (aus)?gefüllt|ist erforderlich|fehlt|is required|required/i;
/** A server message that says a time is missing or unreadable (not, say, an overlap with another entry). */
const INVALID = /gültig|valide?|invalid|format|datum|date|uhrzeit|muss (aus)?gefüllt|erforderlich|fehlt|required/i;

/**
 * A server refusal in the spec's wording where it matches one (spec 02 §5), as the client says it:
 * a missing or unreadable clockIn is "clock in muss valide sein", any error on type "type muss
 * ausgewählt sein", a missing comment "comment muss gefüllt sein". Other messages (an overlap on
 * clockIn, say) stay the server's.
 */
export function inTeamWording(error: ApiError): ApiError {
  const fieldErrors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = CLOCKING_SERVER_FIELDS[key];
    fieldErrors[key] =
      field === 'von'
        ? messages.map((m) => (INVALID.test(m) ? T.clockInInvalid : m))
        : field === 'type'
          ? [T.typeRequired]
          : field === 'comment'
            ? messages.map((m) => (MISSING.test(m) ? T.commentRequired : m))
            : messages;
  }
  return { ...error, fieldErrors };
}

/** The reason of a deletion: required, trimmed. */
export const deleteReasonSchema = z.object({
  comment: z.string().check(z.trim(), z.minLength(1, T.commentRequired)),
});
