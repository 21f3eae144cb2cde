// Shapes on the wire of the timetracking area (the clocking domain every area shares), used by the
// client (views) and the emulated backend (mocks). Where the specification says "not shown", the
// shape here is our choice and the README says so.
//
// Conventions: times of day on the wire are Berlin wall time `yyyy-MM-dd HH:mm:ss`; dates are
// `yyyy-MM-dd`; durations and overtime are (signed) seconds; edit/create payload times are epoch ms.

export type ClockingType = 'regulär' | 'geschäftlich unterwegs';

export const CLOCKING_TYPES: readonly ClockingType[] = ['regulär', 'geschäftlich unterwegs'];

export interface Clocking {
  id: number;
  /** `yyyy-MM-dd HH:mm:ss` */
  clock_in: string;
  /** `yyyy-MM-dd HH:mm:ss`; null while the clocking is open. */
  clock_out: string | null;
  /** `HH:mm:ss` */
  clock_in_formatted: string;
  /** `HH:mm:ss`; null while open. */
  clock_out_formatted: string | null;
  /** Duration in seconds (for an open clocking: until now). */
  time: number;
  type: ClockingType;
  comment: string | null;
  home_office: boolean;
}

/** A gap between two clockings of a day. */
export interface Break {
  /** `yyyy-MM-dd HH:mm:ss` */
  from: string;
  /** `yyyy-MM-dd HH:mm:ss`; null while the break is running (nobody clocked in again yet). */
  to: string | null;
  /** Seconds. */
  time: number;
}

/** GET /json/clockings and GET /clocking/user/clockings/{userId}/{date}. */
export interface ClockingsResponse {
  clockings: {
    /** Seconds worked that day. */
    done: number;
    /** Seconds still to work to reach `required` (0 when reached). */
    pending: number;
    /** Seconds required that day (contract, minus vacation and holidays). */
    required: number;
    items: Clocking[];
    /** Signed seconds of the ISO week so far. */
    week_overtime: number;
  };
  breaks: {
    /** Seconds of break taken. */
    done: number;
    /** Seconds of break still legally due. */
    pending: number;
    /** Seconds of break legally due for the time worked (30 min after 6 h, 45 min after 9 h). */
    required: number;
    items: Break[];
  };
}

export interface WelcomeStatus {
  rybAllowed: boolean;
  rybVoted: boolean;
  clockedIn: boolean;
  businessTrip: boolean;
}

/** One day of a week, month or period overview. */
export interface Day {
  /** German weekday name, `Montag`. */
  day: string;
  /** `yyyy-MM-dd` */
  date: string;
  /** Seconds worked. */
  total: number;
  /** Seconds required that day. */
  required: number;
  /** Signed seconds. */
  overtime: number;
  is_done: boolean;
  futureDay: boolean;
  /** 0, 0.5 or 1. */
  is_vacation: number;
  /** `Urlaub`, `Krank`, `Sonderurlaub`, … when absent. */
  absent_type: string | null;
  /** 0, 0.5 or 1. */
  is_public_holiday: number;
  /** Name of the public holiday, if any. */
  holiday_name: string | null;
  /** Seconds of time bonus granted that day (0 = none). */
  bonus: number;
  totalEqualOvertime: boolean;
  clockings: Clocking[];
}

/** GET /json/team/clocking/week-overview?dn&year&week */
export interface TeamWeekResponse {
  clockings: Day[];
  /** The week's state in words, e.g. `Woche abgeschlossen` or `Woche offen: 2 Tage unvollständig`. */
  statement: string;
  /** Signed seconds of the week. */
  week_overtime: number;
}

/** GET /clocking/monthly and GET /clocking/period. */
export interface DaysResponse {
  days: Day[];
}

/** POST /clocking/user/update */
export interface ClockingUpdatePayload {
  id: number;
  /** Epoch ms. */
  clockIn: number;
  /** Epoch ms; null = until now (open). */
  clockOut: number | null;
  comment: string;
  type: ClockingType;
  homeOffice: boolean;
}

/** POST /clocking/user/create */
export interface ClockingCreatePayload {
  userId: number;
  clockIn: number;
  clockOut: number | null;
  comment: string;
  type: ClockingType;
  homeOffice: boolean;
  /** True when the user added it to their own day (not an admin or team lead). */
  addedFromUser: boolean;
}

/** GET /json/clocking/in and /json/clocking/out (answer not shown in the spec: our choice). */
export interface ClockResponse {
  clockedIn: boolean;
  clocking: Clocking;
}
