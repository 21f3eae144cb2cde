import { TEXTS, type ApiError } from '@stempeluhr/core';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Server field names → form fields. A server key matches as a whole (`payload.clockIn`) or by any of
 * its dot segments (`clockIn.0`, `payload.clockIn`). List the form fields in the form's order: focus
 * goes to the first invalid one in this order.
 */
export type ServerFieldMap<T extends FieldValues> = Readonly<Record<string, FieldPath<T>>>;

export interface SplitServerErrors<T extends FieldValues> {
  /** Messages per form field, in the map's order. */
  fieldErrors: Partial<Record<FieldPath<T>, string[]>>;
  /** The error without what went to a field: its message and unmatched keys are for the banner. */
  banner: ApiError;
}

function fieldOf<T extends FieldValues>(key: string, fieldMap: ServerFieldMap<T>): FieldPath<T> | undefined {
  if (Object.hasOwn(fieldMap, key)) return fieldMap[key];
  const segment = key.split('.').find((part) => Object.hasOwn(fieldMap, part));
  return segment === undefined ? undefined : fieldMap[segment];
}

/** Splits a normalised ApiError (a 422) into messages at form fields and the rest for the banner. */
export function splitServerErrors<T extends FieldValues>(error: ApiError, fieldMap: ServerFieldMap<T>): SplitServerErrors<T> {
  const found = new Map<FieldPath<T>, string[]>();
  const unmatched: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = fieldOf(key, fieldMap);
    if (field === undefined) unmatched[key] = messages;
    else found.set(field, [...(found.get(field) ?? []), ...messages]);
  }
  const fieldErrors: Partial<Record<FieldPath<T>, string[]>> = {};
  for (const field of new Set(Object.values(fieldMap))) {
    const messages = found.get(field);
    if (messages) fieldErrors[field] = messages;
  }
  // Laravel's message repeats the first field error: once at the field is enough.
  const message = [...found.values()].flat().includes(error.message) ? TEXTS.validation : error.message;
  return { fieldErrors, banner: { ...error, message, fieldErrors: unmatched } };
}

/**
 * Puts a failed write's field errors at the form's fields (`setError`, type `server`), moves focus to
 * the first invalid field and returns what is left for the banner (ApiErrorAlert). The form keeps
 * every value; editing a field clears its server message on the next validation.
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'setFocus'>,
  error: ApiError,
  fieldMap: ServerFieldMap<T>,
): ApiError {
  const { fieldErrors, banner } = splitServerErrors(error, fieldMap);
  const entries = Object.entries(fieldErrors) as Array<[FieldPath<T>, string[]]>;
  for (const [field, messages] of entries) form.setError(field, { type: 'server', message: messages.join(' ') });
  if (entries.length > 0) form.setFocus(entries[0][0]);
  return banner;
}
