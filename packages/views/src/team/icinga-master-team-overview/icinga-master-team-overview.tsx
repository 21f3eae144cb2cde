import { formatDate, isoWeek, todayBerlin, toIsoDay, type IcingaTeamOverviewResponse, type IsoWeek } from '@stempeluhr/core';
import { isoWeekStart, PlaceholderRows, QueryView, ScrollRegion, WeekPicker, useAttributeState } from '@stempeluhr/ui';
import { useId } from 'react';
import { useIcingaTeam } from '../api/get-icinga-team';
import { ICINGA_MASTER_TEAM_OVERVIEW_TEXTS as T } from './icinga-master-team-overview.texts';

export interface IcingaMasterTeamOverviewProps {
  /** The group: its id, name or slug; default the Icinga-Master group. */
  group?: string;
  /** A day of the week shown first, `yyyy-MM-dd`; default today (Berlin). */
  date?: string;
}

/** Day header: `Mo` and `23.11.` from the weekday name and the day's timestamp (unix seconds). */
function dayHeader(name: string, stamp: number) {
  return (
    <>
      <abbr title={name} className="text-decoration-none">
        {name.slice(0, 2)}
      </abbr>
      <span className="d-block small fw-normal text-body-secondary tabular-nums">{formatDate(stamp * 1000).slice(0, 6)}</span>
    </>
  );
}

/** The Icinga-Master team's weekly attendance: who is on duty on which weekday and weekend day. */
export function IcingaMasterTeamOverview({ group = 'icinga-master', date }: IcingaMasterTeamOverviewProps) {
  const headingId = useId();
  const [week, setWeek] = useAttributeState<IsoWeek, string | undefined>(date, () => isoWeek(date || todayBerlin()));
  const query = useIcingaTeam(group, toIsoDay(isoWeekStart(week)));
  return (
    <section aria-labelledby={headingId} className="stempeluhr-icinga-master-team-overview">
      <h2 id={headingId} className="h5">
        {query.data ? T.titleOf(query.data.group.name) : T.title}
      </h2>
      <WeekPicker label={T.week} value={week} onChange={setWeek} className="mb-3" />
      <QueryView query={query} placeholder={<PlaceholderRows rows={4} />} isEmpty={(data) => data.users.length === 0} empty={T.empty}>
        {(data) => <AttendanceTable data={data} />}
      </QueryView>
    </section>
  );
}

function AttendanceTable({ data }: { data: IcingaTeamOverviewResponse }) {
  const days = [
    ...data.weekDayTimestamps.map((stamp, i) => ({ stamp, name: data.weekDays[i] ?? '', weekend: false })),
    ...data.weekendTimestamps.map((stamp, i) => ({ stamp, name: data.weekendDays[i] ?? '', weekend: true })),
  ];
  const onDuty = (user: IcingaTeamOverviewResponse['users'][number], day: (typeof days)[number]) =>
    (day.weekend ? user.weekends : user.weekdays)[String(day.stamp)] === true;
  return (
    <ScrollRegion label={T.caption(data.week.week)}>
      <table className="table table-sm table-bordered align-middle text-center mb-0">
        <caption className="visually-hidden">{T.caption(data.week.week)}</caption>
        <thead>
          <tr>
            <td rowSpan={2} />
            <th scope="colgroup" colSpan={data.weekDayTimestamps.length}>
              {T.weekdays}
            </th>
            <th scope="colgroup" colSpan={data.weekendTimestamps.length} className="table-light">
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
                {user.displayName}
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
      </table>
    </ScrollRegion>
  );
}
