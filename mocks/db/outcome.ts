// The result of a rule: a value, or the status and message the handler answers with.
export type Outcome<T> =
  { ok: true; value: T } | { ok: false; status: 403 | 404 | 422; message: string; errors?: Record<string, string[]> };

export type Failure = Extract<Outcome<never>, { ok: false }>;

/** With a field the failure carries Laravel's `errors` too. */
export function fail(status: 403 | 404 | 422, message: string, field?: string): Failure {
  return field ? { ok: false, status, message, errors: { [field]: [message] } } : { ok: false, status, message };
}

/** 422 for one field. */
export function invalid(field: string, message: string): Failure {
  return fail(422, message, field);
}
