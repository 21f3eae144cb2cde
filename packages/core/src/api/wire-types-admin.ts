// Wire shapes of the admin area (spec 02: user list, vacation history, admin week/day views,
// overtime account, working hours). Field names are the specification's where it names them;
// the rest is our choice and documented at the top of mocks/admin/handlers.ts.
import type { Day } from './wire-types-timetracking';

/** Body of answers that carry only a German message. */
export interface MessageResponse {
  message: string;
}

/** Body of a 422 whose errors come back as a plain list (working-hours save). */
export interface ErrorListBody {
  errors: string[];
}

// --- user list -------------------------------------------------------------------------------

export type AdminUserFilter = 'active' | 'inactive' | 'all';

/** GET /json/admin/overtime/users query. */
export interface AdminUsersQuery {
  term?: string;
  /** Comma list of company names (or repeated `companies[]`). */
  companies?: string;
  filterUser?: AdminUserFilter;
  perPage?: number;
  page?: number;
}

export interface AdminUserRow {
  id: number;
  dn: string;
  displayName: string;
  company: string;
  email: string;
  /** Signed seconds: the user's whole overtime account up to now. */
  overtime: number;
  active: boolean;
  deleted: boolean;
  /** Admin page of the user, `/admin/users/{id}` (the row's data-href). */
  url: string;
}

export interface PageInfo {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export interface AdminUsersResponse {
  users: AdminUserRow[];
  info: PageInfo;
}

// --- vacation history --------------------------------------------------------------------------

export interface VacationDay {
  id: number;
  /** `yyyy-MM-dd` */
  date: string;
  /** Absence type: `Urlaub`, `Krank` or `Sonderurlaub`. */
  type: string;
  /** 1 full day, 0.5 half day. */
  value: number;
  /** Whether the day counts towards the request's value. */
  visible: boolean;
}

export interface VacationRequest {
  id: number;
  user_id: number;
  /** Days charged for the request (halves allowed). */
  value: number;
  /** `yyyy-MM-dd` of the first and last day. */
  from: string;
  to: string;
  days: VacationDay[];
}

/** Answer of POST /json/vacation-day/{id} and /json/vacation-request/{id}: the request's value afterwards. */
export interface ValueResponse {
  value: number;
}

// --- admin week and day ------------------------------------------------------------------------

/** GET /admin/clocking/week-overview/{userId}/{date} */
export interface AdminWeekOverview {
  days: Day[];
  /** Seconds worked in the week. */
  week_done: number;
  /** Seconds required in the week (week_hours for an hourly-based contract). */
  week_required: number;
  /** Signed seconds. */
  week_overtime: number;
  /** True when the contract has no fixed weekday times, only hours per week. */
  hourly_based: boolean;
}

/** POST /admin/overtime/recalculate/{userId}/{year}-W{week} */
export interface RecalculateResponse {
  message: string;
  /** Signed seconds of the recalculated week. */
  week_overtime: number;
}

// --- overtime account --------------------------------------------------------------------------

export type OvertimeEntryType = 'manual' | 'calculated';

export interface OvertimeValues {
  overtime: number;
  comment: string | null;
}

export interface OvertimeChange {
  /** `yyyy-MM-dd HH:mm:ss` */
  updated_at: string;
  user: { dn: string };
  properties: { old: OvertimeValues; attributes: OvertimeValues };
}

export interface OvertimeEntry {
  id: number;
  user_id: number;
  /** ISO week-numbering year and week, `2026-48` (week two digits). */
  yearkw: string;
  /** Signed seconds. */
  overtime: number;
  comment: string | null;
  type: OvertimeEntryType;
  changes: OvertimeChange[];
}

/** POST /admin/overtime/{userId}/create */
export interface OvertimeCreatePayload {
  userId: number;
  /** Signed integer seconds. */
  seconds: number;
  comment: string;
  overTimeId?: number | null;
  /** `2026-W48` or `2026-48`. */
  calendarWeek: string;
}

/** POST /admin/overtime/update */
export interface OvertimeUpdatePayload {
  overTimeId: number;
  seconds: number;
  comment: string;
}

// --- working hours -----------------------------------------------------------------------------

/** One row of GET /admin/working-hours/{userId} (newest first). */
export interface WorkingHoursEntry {
  id: number;
  monday: number;
  tuesday: number;
  wednesday: number;
  thursday: number;
  friday: number;
  saturday: number;
  sunday: number;
  /** `yyyy-MM-dd` */
  valid_from: string;
  /** `yyyy-MM-dd`; null = the current open-ended entry. */
  valid_until: string | null;
  /** The rest of the rule (our addition, so that an update dialog starts from the entry's own values). */
  break_monday?: number;
  break_tuesday?: number;
  break_wednesday?: number;
  break_thursday?: number;
  break_friday?: number;
  break_saturday?: number;
  break_sunday?: number;
  week_hours?: number;
  weekdays?: number;
  vacation_value?: number;
  vacation_days?: number;
}

/** GET /admin/working-hour/{userId}: defaults for a new rule (all durations in seconds). */
export interface WorkingHourRule {
  /** null for a new entry. */
  id: number | null;
  monday: number;
  tuesday: number;
  wednesday: number;
  thursday: number;
  friday: number;
  saturday: number;
  sunday: number;
  break_monday: number;
  break_tuesday: number;
  break_wednesday: number;
  break_thursday: number;
  break_friday: number;
  break_saturday: number;
  break_sunday: number;
  week_hours: number;
  weekdays: number;
  vacation_value: number;
  vacation_days: number;
  /** ISO week `2026-W49`. */
  valid_from: string | null;
  /** ISO week `2026-W49`; null = open-ended. */
  valid_until: string | null;
}

/**
 * POST /admin/working-hours/{userId}, form-encoded: weekday times `HH:MM`, breaks in minutes,
 * week_hours and vacation_value in hours (`38,5` or `38.5`), id empty for a new entry.
 */
export interface WorkingHourForm {
  id: string;
  monday: string;
  tuesday: string;
  wednesday: string;
  thursday: string;
  friday: string;
  saturday: string;
  sunday: string;
  break_monday: string;
  break_tuesday: string;
  break_wednesday: string;
  break_thursday: string;
  break_friday: string;
  break_saturday: string;
  break_sunday: string;
  week_hours: string;
  weekdays: string;
  vacation_value: string;
  vacation_days: string;
  /** Create: ISO week `2026-W49`. */
  valid_from?: string;
  /** Update: ISO week `2026-W49` (empty keeps the entry open-ended). */
  valid_until?: string;
}

/** Success of POST /admin/working-hours/{userId}. */
export interface WorkingHourSaveResponse {
  /** `/admin/users/{userId}/worktimechanges` */
  redirect: string;
}
