// A form's client rules as one zod/mini schema for react-hook-form's zodResolver (zod/mini, not
// classic zod: a page with a form then loads no classic zod at all).
import * as z from 'zod/mini';

/** Reports one message at a field of the form. */
export type ReportIssue<V> = (field: keyof V & string, message: string) => void;

/**
 * `rules` reads the form's values, reports each message at its field and returns the output; the
 * output counts only when no message was reported (return `z.NEVER` where there is none to give).
 */
export function formRules<V, O>(rules: (values: V, report: ReportIssue<V>) => O) {
  return z.pipe(
    z.custom<V>(),
    z.transform((values: V, ctx): O =>
      rules(values, (field, message) => ctx.issues.push({ code: 'custom', path: [field], message, input: values })),
    ),
  );
}

export const NEVER = z.NEVER;
