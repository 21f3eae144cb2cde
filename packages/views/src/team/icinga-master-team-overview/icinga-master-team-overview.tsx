import {
  addDaysIso,
  berlinWallTimeToEpoch,
  isoWeek,
  todayBerlin,
  toIsoDay,
  type IsoWeek,
  type TagProps,
  type ViewProps,
  withDefaults,
} from '@stempeluhr/core';
import { isoWeekStart, PlaceholderRows, QueryView, ScrollRegion, PeriodNav, useAttributeState, Heading } from '@stempeluhr/ui';
import { useId } from 'react';
import { berlinDayLabel } from './day-label';
import { useIcingaTeam, type IcingaTeam, type IcingaTeamMember } from '../api/get-icinga-team';
import { ICINGA_MASTER_TEAM_OVERVIEW_TEXTS as T } from './icinga-master-team-overview.texts';
import { icingaMasterTeamOverviewTag } from './icinga-master-team-overview.tag';

export type IcingaMasterTeamOverviewProps = TagProps<typeof icingaMasterTeamOverviewTag>;

const WEEKDAY_NAMES = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];

/** Day header: `Mo` and `23.11.` from the weekday name and the day's timestamp (unix seconds, on Berlin's calendar). */
function dayHeader(name: string, stamp: number) {
  return (
    <>
      <abbr title={name} className="text-decoration-none">
        {name.slice(0, 2)}
      </abbr>
      <span className="d-block small fw-normal text-body-secondary tabular-nums">{berlinDayLabel(stamp)}</span>
    </>
  );
}

/** Unix seconds of 00:00 Berlin of the week's days from Monday (`first` on, `count` days). */
function stampsOf(monday: string, first: number, count: number): number[] {
  return Array.from(
    { length: count },
    (_, i) => berlinWallTimeToEpoch(addDaysIso(monday, first + i), { hours: 0, minutes: 0, seconds: 0 }) / 1000,
  );
}

interface ShownDay {
  stamp: number;
  name: string;
  weekend: boolean;
}

/** The answer's days, or the asked week's (derived) where it gives none. */
function daysOf(data: IcingaTeam, monday: string): ShownDay[] {
  const weekdays = data.weekDayTimestamps ?? stampsOf(monday, 0, 5);
  const weekend = data.weekendTimestamps ?? stampsOf(monday, 5, 2);
  return [
    ...weekdays.map((stamp, i) => ({ stamp, name: data.weekDays?.[i] || WEEKDAY_NAMES[i] || '', weekend: false })),
    ...weekend.map((stamp, i) => ({ stamp, name: data.weekendDays?.[i] || WEEKDAY_NAMES[5 + i] || '', weekend: true })),
  ];
}

/** The Icinga-Master team's weekly attendance: who is on duty on which weekday and weekend day. */
function IcingaMasterTeamOverviewImpl({ group, date }: ViewProps<typeof icingaMasterTeamOverviewTag>) {
  const headingId = useId();
  const [week, setWeek] = useAttributeState<IsoWeek, string | undefined>(date, () => isoWeek(date || todayBerlin()));
  const monday = toIsoDay(isoWeekStart(week));
  const query = useIcingaTeam(group, monday);
  return (
    <section aria-labelledby={headingId} className="stempeluhr-icinga-master-team-overview">
      <Heading id={headingId}>{query.data?.group ? T.titleOf(query.data.group.name) : T.title}</Heading>
      <PeriodNav unit="week" label={T.week} value={week} onChange={setWeek} className="mb-3" />
      <QueryView query={query} placeholder={<PlaceholderRows rows={4} />} isEmpty={(data) => data.users.length === 0} empty={T.empty}>
        {(data) => <AttendanceTable data={data} monday={monday} asked={week} />}
      </QueryView>
    </section>
  );
}

/** The view with its contract's defaults filled in: they live only in the contract. */
export const IcingaMasterTeamOverview = withDefaults(icingaMasterTeamOverviewTag, IcingaMasterTeamOverviewImpl);

function AttendanceTable({ data, monday, asked }: { data: IcingaTeam; monday: string; asked: IsoWeek }) {
  const days = daysOf(data, monday);
  const onDuty = (user: IcingaTeamMember, day: ShownDay) => (day.weekend ? user.weekends : user.weekdays)?.[String(day.stamp)] === true;
  const noDuties = data.users.some((user) => user.weekdays === undefined && user.weekends === undefined);
  // `?date=` is our addition: a server that ignores it answers its current week, labelled as such.
  const caption = data.week ? T.caption(data.week.week) : T.captionCurrent;
  const otherWeek = data.week !== undefined && (data.week.week !== asked.week || data.week.year !== asked.year);
  return (
    <>
      {(otherWeek || !data.week) && <p className="small text-body-secondary">{data.week ? T.otherWeek(data.week.week) : T.currentWeek}</p>}
      {noDuties && <p className="small text-body-secondary">{T.noDuties}</p>}
      <ScrollRegion label={caption} layout="plan">
        <table className="table table-sm table-bordered align-middle text-center mb-0">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <td rowSpan={2} />
              <th scope="colgroup" colSpan={days.filter((d) => !d.weekend).length}>
                {T.weekdays}
              </th>
              <th scope="colgroup" colSpan={days.filter((d) => d.weekend).length} className="table-light">
                {T.weekend}
              </th>
            </tr>
            <tr>
              {days.map((day) => (
                <th key={day.stamp} scope="col" className={day.weekend ? 'table-light' : undefined}>
                  {dayHeader(day.name, day.stamp)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.users.map((user) => (
              <tr key={user.id}>
                <th scope="row" className="text-start text-nowrap">
                  {user.displayName ?? user.dn}
                </th>
                {days.map((day) =>
                  onDuty(user, day) ? (
                    <td key={day.stamp} className="table-success">
                      <span className="badge text-bg-success">{T.onDuty}</span>
                    </td>
                  ) : (
                    <td key={day.stamp} className={day.weekend ? 'table-light' : undefined}>
                      <span aria-hidden="true" className="text-body-secondary">
                        {T.noDuty}
                      </span>
                      <span className="visually-hidden">{T.offDuty}</span>
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
          {!noDuties && (
            <tfoot>
              <tr>
                <th scope="row" className="text-start">
                  {T.coverage}
                </th>
                {days.map((day) => {
                  const covered = data.users.some((user) => onDuty(user, day));
                  return (
                    <td key={day.stamp} className={covered ? undefined : 'table-warning'}>
                      {covered ? '✓' : <span className="small">{T.unplanned}</span>}
                    </td>
                  );
                })}
              </tr>
            </tfoot>
          )}
        </table>
      </ScrollRegion>
    </>
  );
}
