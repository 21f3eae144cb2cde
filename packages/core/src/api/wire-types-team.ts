// Wire shapes of the team-lead area (spec 02: team overview, Icinga-master team overview).
// Where spec 02 names fields they are used as named; the rest is our choice (see the header of
// mocks/team/handlers.ts).

/** Bootstrap contextual class of a team member's overtime badge. */
export type OvertimeBadgeClass = 'text-bg-success' | 'text-bg-danger' | 'text-bg-secondary';

export interface TeamGroupRef {
  id: number;
  name: string;
}

/** The group of the team overview, with who leads it (the view decides who may open whose week). */
export interface TeamGroup extends TeamGroupRef {
  leaderId: number;
  substituteId: number | null;
}

/** ISO week (ISO week-numbering year). */
export interface IsoWeekRef {
  year: number;
  week: number;
}

export interface TeamUser {
  id: number;
  dn: string;
  displayName: string;
  /** Signed seconds of the selected week (0 when there is no data yet). */
  overtime: number;
  /** success when overtime >= 0, danger when < 0, secondary when the week has no data yet. */
  class: OvertimeBadgeClass;
  clockings_blacklisted: boolean;
}

/** GET /clocking/team/{group}?date=yyyy-MM-dd */
export interface TeamOverviewResponse {
  group: TeamGroup;
  week: IsoWeekRef;
  users: TeamUser[];
}

export interface IcingaTeamUser {
  id: number;
  dn: string;
  displayName: string;
  /** Keyed by the unix-second timestamps of Monday–Friday 00:00 Berlin: on duty that day. */
  weekdays: Record<string, boolean>;
  /** Keyed by the unix-second timestamps of Saturday and Sunday 00:00 Berlin. */
  weekends: Record<string, boolean>;
}

/** GET /icingamaster/team/{group}?date=yyyy-MM-dd */
export interface IcingaTeamOverviewResponse {
  group: TeamGroupRef;
  /** The scheduler team slug of the group, e.g. `icinga-master`. */
  team: string;
  week: IsoWeekRef;
  /** `Montag` … `Freitag` */
  weekDays: string[];
  /** `Samstag`, `Sonntag` */
  weekendDays: string[];
  weekDayTimestamps: number[];
  weekendTimestamps: number[];
  users: IcingaTeamUser[];
}
