import {
  addDaysIso,
  berlinWallTimeToEpoch,
  CLOCKING_TYPES,
  endsOnAnotherDay,
  parseClockTime,
  toBerlinWallTime,
  type Clocking,
  type ClockingType,
  type ClockTime,
} from '@stempeluhr/core';
import type { ServerFieldMap } from '@stempeluhr/ui';
import { formRules, NEVER } from '../form-rules';
import { DAY_TEXTS } from './texts';

/** The fields of the edit dialog and the add form, in the form's order (the schema reports its errors in it). */
export const CLOCKING_FIELDS = ['von', 'bis', 'type', 'comment', 'mobile'] as const;
export type ClockingField = (typeof CLOCKING_FIELDS)[number];
export type FieldErrors = Partial<Record<ClockingField, string[]>>;

/** The comment column's limit on the server (our assumption; the server's 422 stays the authority). */
export const COMMENT_MAX = 255;

export interface ClockingFormValues {
  /** `HH:MM` as the time inputs show it (minutes, issue 24); the seconds rule fills the seconds. `HH:MM:SS` is still read. */
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

/**
 * `yyyy-MM-dd HH:mm:ss` → `HH:mm`: the time inputs ask for minutes only (no seconds, issue 24); the
 * seconds come back from the original clocking (spec §5), so an unchanged time keeps them.
 */
function timeOf(wallTime: string): string {
  return wallTime.slice(11, 16);
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

/**
 * The form's values from what was sent (a draft kept across an expired session): times back as
 * Berlin wall time `HH:MM` (an edit's seconds come back from the original clocking).
 */
export function valuesFromTimes(times: ClockingTimes): ClockingFormValues {
  const at = (ms: number) => (toBerlinWallTime(ms) ?? '').slice(11, 16);
  return {
    von: at(times.clockIn),
    bis: times.clockOut === null ? '' : at(times.clockOut),
    untilNow: times.clockOut === null,
    type: times.type,
    comment: times.comment,
    mobile: times.homeOffice || times.type === BUSINESS_TRIP,
  };
}

/** "geschäftlich unterwegs" is always mobile: the form turns "Mobil arbeiten" on and locks it. */
export function forcesMobile(type: string): boolean {
  return type === BUSINESS_TRIP;
}

export interface ClockingTimes {
  clockIn: number;
  clockOut: number | null;
  comment: string;
  type: ClockingType;
  homeOffice: boolean;
}

export type BuildResult = { ok: true; value: ClockingTimes } | { ok: false; errors: FieldErrors };

export interface BuildContext {
  /** The day, `yyyy-MM-dd` (an edit takes the original's day). */
  date: string;
  /** The clocking being edited: gives the day, the seconds to fill and whether bis may pass midnight. */
  original?: Clocking | null;
  /** Whether "bis Jetzt" is offered (default yes; the add form only for today): if not, it is ignored. */
  allowUntilNow?: boolean;
}

function toSeconds(t: ClockTime): number {
  return t.hours * 3600 + t.minutes * 60 + t.seconds;
}

/**
 * The client's rules (spec §5): comment required; missing seconds filled from the original clocking's
 * seconds, else 00; times are Berlin wall time on the clocking's day; a bis earlier than von means the
 * next day only when the original clocking crossed midnight.
 */
export function buildClocking(values: ClockingFormValues, context: BuildContext): BuildResult {
  const { original } = context;
  const untilNow = values.untilNow && context.allowUntilNow !== false;
  const day = original ? original.clock_in.slice(0, 10) : context.date;
  const errors: FieldErrors = {};

  let from: ClockTime | null = null;
  if (values.von.trim() === '') errors.von = [DAY_TEXTS.fromRequired];
  else {
    from = parseClockTime(values.von, secondsOf(original?.clock_in));
    if (!from) errors.von = [DAY_TEXTS.timeInvalid];
  }

  let to: ClockTime | null = null;
  if (!untilNow) {
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
      clockOut: untilNow || !to ? null : berlinWallTimeToEpoch(outDay, to),
      comment,
      type: values.type,
      homeOffice: forcesMobile(values.type) || values.mobile,
    },
  };
}

/**
 * The client rules as the forms' zod schema (react-hook-form's zodResolver): the form's values in, the
 * clocking's times out, every message of buildClocking at its field.
 */
export function clockingFormSchema(context: BuildContext) {
  return formRules<ClockingFormValues, ClockingTimes>((values, report) => {
    const built = buildClocking(values, context);
    if (built.ok) return built.value;
    for (const field of CLOCKING_FIELDS) {
      for (const message of built.errors[field] ?? []) report(field, message);
    }
    return NEVER;
  });
}

/**
 * Server field names (payload and Laravel column spellings) → form fields, in the form's order; dot keys
 * (`comment.0`, `payload.clockIn`) match by segment (applyServerErrors from @stempeluhr/ui).
 */
export const CLOCKING_SERVER_FIELDS: ServerFieldMap<ClockingFormValues> = {
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
