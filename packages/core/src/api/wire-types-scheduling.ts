// Wire shapes of the schedulers (spec 02: helpdesk sorting, helpdesk scheduler, Icinga-master
// scheduler). Where spec 02 names fields they are used as named; the rest is our choice (see the
// header of mocks/scheduling/handlers.ts).

export interface SchedulerUserRef {
  dn: string;
  displayName: string;
}

/** One row of the helpdesk sorting list; every sorting call answers the whole list (by position). */
export interface HelpdeskSortingEntry {
  id: number;
  user_id: number;
  /** 1-based. */
  position: number;
  user: SchedulerUserRef;
}

/**
 * Helpdesk shift types: `hd_frueh` Frühdienst, `hd_spaet` Spätdienst, `hd_frei` day off (the only
 * one the spec names).
 */
export type HelpdeskShiftType = 'hd_frueh' | 'hd_spaet' | 'hd_frei';

export interface HelpdeskSchedule {
  user_id: number;
  /** `yyyy-MM-dd` */
  day: string;
  type: HelpdeskShiftType;
}

export interface HelpdeskVacation {
  /** `yyyy-MM-dd` (any absence: Urlaub, Krank, Sonderurlaub) */
  vacation_date: string;
}

export interface HelpdeskShift {
  user_id: number;
  user: SchedulerUserRef;
  /** Only the days that have a schedule; a day without one is not planned yet. */
  schedules: HelpdeskSchedule[];
  vacations: HelpdeskVacation[];
}

export interface SchedulerHoliday {
  /** `yyyy-MM-dd` */
  date: string;
  name: string;
}

/** GET /json/scheduler/helpdesk/week/{date} */
export interface HelpdeskWeekResponse {
  shifts: HelpdeskShift[];
  /** Public holidays of that ISO week. */
  holidays: SchedulerHoliday[];
  /** True for holders of the HelpdeskDienstplan.Admin role or users with the edit permission flag. */
  editable: boolean;
}

/** POST /json/scheduler/helpdesk/schedule; `type` empty or null clears the day. */
export interface HelpdeskSchedulePayload {
  user_id: number;
  date: string;
  type: HelpdeskShiftType | '' | null;
}

/** Answer of POST /json/scheduler/helpdesk/schedule: the saved schedule (type null = cleared). */
export interface HelpdeskScheduleSaved {
  user_id: number;
  day: string;
  type: HelpdeskShiftType | null;
}

export interface AttendanceUser {
  id: number;
  dn: string;
  displayName: string;
}

/** GET /json/scheduler/{team}/week/{date} */
export interface AttendanceWeekResponse {
  /** `Montag` … `Freitag` */
  weekDays: string[];
  /** `Samstag`, `Sonntag` */
  weekendDays: string[];
  /** Unix seconds of Monday–Friday 00:00 Berlin. */
  weekDayTimestamps: number[];
  /** Unix seconds of Saturday and Sunday 00:00 Berlin. */
  weekendTimestamps: number[];
  attendanceUserList: AttendanceUser[];
  /** Keyed by the weekday timestamps: the user on duty, or null. */
  attendanceShiftsWeekdays: Record<string, number | null>;
  attendanceShiftsWeekends: Record<string, number | null>;
}

/** POST /json/scheduler/{team}/save; `date` unix seconds or `yyyy-MM-dd`; user null/'' clears. */
export interface AttendanceSavePayload {
  user: number | string | null;
  date: number | string;
}

export interface AttendanceSaved {
  message: string;
  team: string;
  /** `yyyy-MM-dd` */
  date: string;
  /** Unix seconds of the day 00:00 Berlin. */
  timestamp: number;
  user_id: number | null;
}
