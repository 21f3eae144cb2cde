import {
  formatDuration,
  formatOvertime,
  isMigrated,
  isoWeek,
  MIGRATED_HINT,
  overtimeTone,
  todayBerlin,
  type IsoWeek,
  type TagProps,
  type ViewProps,
  withDefaults,
} from '@stempeluhr/core';
import { WithLawHints } from '../../domain/worktime-law';
import {
  ApiErrorAlert,
  DayRow,
  DayRowPlaceholder,
  QueryView,
  SubmitButton,
  useNotice,
  Heading,
  isoWeekStart,
  PeriodNav,
} from '@stempeluhr/ui';
import { addWeeks, differenceInCalendarWeeks, endOfISOWeek, format, parseISO } from 'date-fns';
import { useId, useState } from 'react';
import { useAdminWeek } from '../api/get-admin-week';
import { DayEditor } from './day-editor';
import { ADMIN_TIME_TEXTS } from '../shared/texts';
import { useAdminRecalculation } from '../shared/use-admin-recalculation';
import { WEEK_ADMIN_TEXTS as T } from './week-overview-admin.texts';
import { weekOverviewAdminTag } from './week-overview-admin.tag';

export type WeekOverviewAdminProps = TagProps<typeof weekOverviewAdminTag>;

/** The day of `week` on the weekday of `day` (paging keeps the weekday; the week holding today opens on today). */
function sameWeekday(day: string, week: IsoWeek): string {
  const today = todayBerlin();
  const now = isoWeek(today);
  if (now.year === week.year && now.week === week.week) return today;
  const weeks = differenceInCalendarWeeks(isoWeekStart(week), isoWeekStart(isoWeek(day)), { weekStartsOn: 1 });
  return format(addWeeks(parseISO(day), weeks), 'yyyy-MM-dd');
}

/** A user's week for admins: per-day panels with clockings, the week's done, required and overtime, and the recalculation. */
function WeekOverviewAdminImpl({ userId, date, deleted }: ViewProps<typeof weekOverviewAdminTag>) {
  const ids = { title: useId(), hint: useId() };
  const start = date || todayBerlin();
  const [nav, setNav] = useState({ start, day: start });
  const day = nav.start === start ? nav.day : start;
  const go = (next: string) => setNav({ start, day: next });
  const query = useAdminWeek(userId, day);
  const notice = useNotice();
  const recalculation = useAdminRecalculation(notice, 'week');
  const { year, week } = isoWeek(day);
  // A migrated week (its Sunday on or before 2020-02-23) is not recalculated (docs/decisions/admin-spec-fidelity.md).
  const migrated = isMigrated(endOfISOWeek(parseISO(day)));

  return (
    <section aria-labelledby={ids.title} className="stempeluhr-week-overview-admin">
      {notice.toast}
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <Heading id={ids.title} className="mb-0 me-auto tabular-nums">
          {T.heading(week, year)}
        </Heading>
        <PeriodNav unit="week" label={T.navigation} value={{ year, week }} pick={false} onChange={(next) => go(sameWeekday(day, next))} />
      </div>
      {(deleted || migrated) && (
        <p id={ids.hint} className="form-text mt-0">
          {deleted ? ADMIN_TIME_TEXTS.deletedUser : MIGRATED_HINT}
        </p>
      )}
      {recalculation.error && <ApiErrorAlert error={recalculation.error} onDismiss={recalculation.dismissError} />}
      <QueryView
        query={query}
        placeholder={
          <div className="placeholder-glow" role="status" aria-busy="true">
            <span className="visually-hidden">{T.loading}</span>
            <ul className="list-group" aria-hidden="true">
              {Array.from({ length: 7 }, (_, i) => (
                <DayRowPlaceholder key={i} />
              ))}
            </ul>
          </div>
        }
      >
        {(data) => (
          <>
            <dl className="row row-cols-auto g-3 mb-2 tabular-nums" aria-label={T.totals}>
              <div className="col">
                <dt className="small text-body-secondary fw-normal">{T.done}</dt>
                <dd className="mb-0 fw-semibold">
                  {formatDuration(data.week_done)} {T.hours}
                </dd>
              </div>
              <div className="col">
                <dt className="small text-body-secondary fw-normal">
                  {T.required}
                  {data.hourly_based && (
                    <span className="badge text-bg-info ms-1" title={T.hourlyHint}>
                      {T.hourlyBased}
                    </span>
                  )}
                </dt>
                <dd className="mb-0 fw-semibold">
                  {formatDuration(data.week_required)} {T.hours}
                </dd>
              </div>
              <div className="col">
                <dt className="small text-body-secondary fw-normal">{T.overtime}</dt>
                <dd className={`mb-0 fw-semibold ${overtimeTone(data.week_overtime)}`}>{formatOvertime(data.week_overtime)}</dd>
              </div>
            </dl>
            {data.hourly_based && <p className="form-text mt-0">{T.hourlyHint}</p>}
            {data.days.some((d) => d.derived.includes('total')) && (
              <p className="form-text mt-0 text-body-secondary" title={T.derived}>
                {T.totalsDerived}
              </p>
            )}
            {data.days.some((d) => d.balanceMissing) && <p className="form-text mt-0 text-body-secondary">{T.balanceMissing}</p>}
            <ul className="list-group">
              <WithLawHints days={data.days}>
                {(hints) =>
                  data.days.map((d) => (
                    <DayRow key={d.date} day={d} headingLevel={3} lawHints={hints.get(d.date)}>
                      <DayEditor userId={userId} date={d.date} deleted={deleted} />
                    </DayRow>
                  ))
                }
              </WithLawHints>
            </ul>
          </>
        )}
      </QueryView>
      {/* A maintenance action, not navigation: below the week, quiet. */}
      <div className="mt-2">
        <SubmitButton
          type="button"
          variant="outline-secondary"
          className="btn-sm"
          pending={recalculation.pending}
          disabled={deleted || migrated || recalculation.disabled}
          title={migrated ? MIGRATED_HINT : recalculation.disabled ? ADMIN_TIME_TEXTS.recalculateLocked : undefined}
          aria-describedby={deleted || migrated ? ids.hint : undefined}
          onClick={() => void recalculation.run({ userId, date: day })}
        >
          {T.recalculateWeek}
        </SubmitButton>
      </div>
    </section>
  );
}

/** The view with its contract's defaults filled in: they live only in the contract. */
export const WeekOverviewAdmin = withDefaults(weekOverviewAdminTag, WeekOverviewAdminImpl);
