import { formatIsoWeek, formatOvertime, overtimeTone } from '@stempeluhr/core';
import {
  BalanceChart,
  DayRow,
  DayRowsPlaceholder,
  DaySumRow,
  DayToneLegend,
  EmptyState,
  Heading,
  useHeadingLevel,
  type DayRowProps,
} from '@stempeluhr/ui';
import { WithLawHints } from '../../domain/worktime-law';
import { WEEK_TEXTS as T } from '../texts/week';
import type { OverviewData } from './overview-data';
import type { OverviewTarget } from './target';

/** Seven grey day rows while the days load. */
export const LoadingDays = () => <DayRowsPlaceholder label={T.loadingDays} />;

/** A team week's statement and balance above its days (weekly mode only). */
function WeekStatement({ data }: { data: OverviewData }) {
  return (
    <div className="mb-2">
      {data.statement !== undefined && data.statement.trim() !== '' && (
        <Heading sub className="mb-1 text-break">
          {data.statement}
        </Heading>
      )}
      {data.weekOvertime !== undefined && (
        <p className="mb-0">
          {T.weekOvertime}:{' '}
          <span
            className={`fw-semibold tabular-nums ${overtimeTone(data.weekOvertime)}`}
            title={data.weekOvertimeDerived ? T.weekOvertimeDerived : undefined}
          >
            {formatOvertime(data.weekOvertime)}
          </span>
          {data.weekOvertimeDerived && <span className="text-body-secondary small"> ({T.derived})</span>}
        </p>
      )}
      {data.otherWeek && data.days[0] && <p className="text-body-secondary small mb-0">{T.otherWeek(formatIsoWeek(data.days[0].date))}</p>}
    </div>
  );
}

/** The read days: a row per day with its law hints, the Summe, and the legend of the row colours. */
export function OverviewDays({ data, target, today }: { data: OverviewData; target: OverviewTarget; today: string }) {
  // The days are a level below the title, or below the team week's statement when it has one.
  const dayLevel = Math.min(6, useHeadingLevel() + (data.statement !== undefined ? 2 : 1)) as NonNullable<DayRowProps['headingLevel']>;
  return (
    <>
      {data.statement !== undefined && <WeekStatement data={data} />}
      {data.days.some((day) => day.requiredDerived) && (
        <p className="text-body-secondary small mb-2" title={T.derived}>
          {T.requiredDerived}
        </p>
      )}
      {target.mode === 'periodic' && data.days.length > 0 && (
        <BalanceChart values={data.days.map((day) => ({ date: day.date, seconds: day.overtime }))} from={target.from} to={target.to} />
      )}
      {data.days.length === 0 ? (
        <EmptyState>{T.empty}</EmptyState>
      ) : (
        <>
          <ul className="list-group mb-2">
            <WithLawHints days={data.days}>
              {(hints) =>
                data.days.map((day) => (
                  <DayRow key={day.date} day={day} today={today} headingLevel={dayLevel} lawHints={hints.get(day.date)} />
                ))
              }
            </WithLawHints>
            <DaySumRow days={data.days} label={T.sum} today={today} />
          </ul>
          <DayToneLegend days={data.days} today={today} />
        </>
      )}
    </>
  );
}
