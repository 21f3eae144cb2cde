import { CLOCKING_TYPES, endsOnAnotherDay, parseClockTime, TEXTS, type ApiError, type Clocking, type ClockingType, type ClockTime } from '@stempeluhr/core';
import { DAY_TEXTS } from './texts';
import { addDaysIso, berlinWallTimeToEpoch } from '@stempeluhr/core';

/** The fields of the edit dialog and the add form, in the order focus looks for the first invalid one. */
export const CLOCKING_FIELDS = ['von', 'bis', 'type', 'comment', 'mobile'] as const;
export type ClockingField = (typeof CLOCKING_FIELDS)[number];
export type FieldErrors = Partial<Record<ClockingField, string[]>>;

/** The comment column's limit on the server (our assumption; the server's 422 stays the authority). */
export const COMMENT_MAX = 255;

export interface ClockingFormValues {
  /** `HH:MM:SS` (or `HH:MM`: then the seconds rule applies). */
  von: string;
  bis: string;
  /** "bis Jetzt": saved with clockOut null; bis is kept but disabled. */
  untilNow: boolean;
  type: ClockingType;
  comment: string;
  /** "Mobil arbeiten"; always on for "geschäftlich unterwegs". */
  mobile: boolean;
}

export const BUSINESS_TRIP: ClockingType = 'geschäftlich unterwegs';

export function emptyClockingValues(): ClockingFormValues {
  return { von: '', bis: '', untilNow: false, type: 'regulär', comment: '', mobile: false };
}

/** `yyyy-MM-dd HH:mm:ss` → `HH:mm:ss` (what a time input with step 1 shows). */
function timeOf(wallTime: string): string {
  return wallTime.slice(11, 19);
}

function secondsOf(wallTime: string | null | undefined): number {
  const match = wallTime ? /:\d{2}:(\d{2})$/.exec(wallTime.slice(0, 19)) : null;
  return match ? Number(match[1]) : 0;
}

export function valuesFromClocking(clocking: Clocking): ClockingFormValues {
  return {
    von: timeOf(clocking.clock_in),
    bis: clocking.clock_out ? timeOf(clocking.clock_out) : '',
    untilNow: clocking.clock_out === null,
    type: clocking.type,
    comment: clocking.comment ?? '',
    mobile: clocking.home_office || clocking.type === BUSINESS_TRIP,
  };
}

/** What a form change means for the other fields: "geschäftlich unterwegs" forces mobile on. */
export function applyChange(values: ClockingFormValues, patch: Partial<ClockingFormValues>): ClockingFormValues {
  const next = { ...values, ...patch };
  if (next.type === BUSINESS_TRIP) next.mobile = true;
  return next;
}

export interface ClockingTimes {
  clockIn: number;
  clockOut: number | null;
  comment: string;
  type: ClockingType;
  homeOffice: boolean;
}

export type BuildResult = { ok: true; value: ClockingTimes } | { ok: false; errors: FieldErrors };

function toSeconds(t: ClockTime): number {
  return t.hours * 3600 + t.minutes * 60 + t.seconds;
}

/**
 * The client's rules (spec §5): comment required; missing seconds filled from the original clocking's
 * seconds, else 00; times are Berlin wall time on the clocking's day; a bis earlier than von means the
 * next day only when the original clocking crossed midnight.
 */
export function buildClocking(values: ClockingFormValues, context: { date: string; original?: Clocking | null }): BuildResult {
  const { original } = context;
  const day = original ? original.clock_in.slice(0, 10) : context.date;
  const errors: FieldErrors = {};

  let from: ClockTime | null = null;
  if (values.von.trim() === '') errors.von = [DAY_TEXTS.fromRequired];
  else {
    from = parseClockTime(values.von, secondsOf(original?.clock_in));
    if (!from) errors.von = [DAY_TEXTS.timeInvalid];
  }

  let to: ClockTime | null = null;
  if (!values.untilNow) {
    if (values.bis.trim() === '') errors.bis = [DAY_TEXTS.toRequired];
    else {
      to = parseClockTime(values.bis, secondsOf(original?.clock_out));
      if (!to) errors.bis = [DAY_TEXTS.timeInvalid];
    }
  }

  if (!CLOCKING_TYPES.includes(values.type)) errors.type = [DAY_TEXTS.typeInvalid];

  const comment = values.comment.trim();
  if (comment === '') errors.comment = [DAY_TEXTS.commentRequired];
  else if (comment.length > COMMENT_MAX) errors.comment = [DAY_TEXTS.commentTooLong(COMMENT_MAX)];

  let outDay = day;
  if (from && to && toSeconds(to) < toSeconds(from)) {
    if (original && endsOnAnotherDay(original)) outDay = addDaysIso(day, 1);
    else errors.bis = [DAY_TEXTS.toBeforeFrom];
  }

  if (Object.keys(errors).length > 0 || !from) return { ok: false, errors };
  return {
    ok: true,
    value: {
      clockIn: berlinWallTimeToEpoch(day, from),
      clockOut: values.untilNow || !to ? null : berlinWallTimeToEpoch(outDay, to),
      comment,
      type: values.type,
      homeOffice: values.type === BUSINESS_TRIP || values.mobile,
    },
  };
}

/** Server field names (payload and Laravel column spellings) → form fields. */
const SERVER_FIELDS: Record<string, ClockingField> = {
  clockIn: 'von',
  clock_in: 'von',
  von: 'von',
  clockOut: 'bis',
  clock_out: 'bis',
  bis: 'bis',
  type: 'type',
  comment: 'comment',
  homeOffice: 'mobile',
  home_office: 'mobile',
};

/**
 * Splits a 422 into errors at the fields (dot keys too: `comment.0`, `payload.clockIn`) and what is left
 * for the banner (its message and unmatched keys).
 */
export function splitServerErrors(error: ApiError): { fieldErrors: FieldErrors; banner: ApiError } {
  const fieldErrors: FieldErrors = {};
  const unmatched: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = key
      .split('.')
      .map((segment) => SERVER_FIELDS[segment])
      .find((f): f is ClockingField => f !== undefined);
    if (field) fieldErrors[field] = [...(fieldErrors[field] ?? []), ...messages];
    else unmatched[key] = messages;
  }
  // Laravel's message repeats the first field error: once at the field is enough.
  const atFields = Object.values(fieldErrors).flat();
  const message = atFields.includes(error.message) ? TEXTS.validation : error.message;
  return { fieldErrors, banner: { ...error, message, fieldErrors: unmatched } };
}

export function firstInvalidField(errors: FieldErrors): ClockingField | null {
  return CLOCKING_FIELDS.find((field) => (errors[field]?.length ?? 0) > 0) ?? null;
}

/** Editing a field clears its message (and bis's when "bis Jetzt" changes). */
export function withoutFields(errors: FieldErrors, patch: Partial<ClockingFormValues>): FieldErrors {
  const next = { ...errors };
  for (const key of Object.keys(patch)) {
    if (key === 'untilNow') delete next.bis;
    else if ((CLOCKING_FIELDS as readonly string[]).includes(key)) delete next[key as ClockingField];
  }
  return next;
}
