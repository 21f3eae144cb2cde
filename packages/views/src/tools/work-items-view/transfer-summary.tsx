import { formatHours, toApiError } from '@stempeluhr/core';
import { ApiErrorAlert, Heading, useReportFailure } from '@stempeluhr/ui';
import { useId } from 'react';
import { useWorkedTime, type WorkedTimePeriod } from '../api/get-worked-time';
import { parseFactor, transferMinutes, weeksOf } from './work-items-rules';
import { WORK_ITEMS_VIEW_TEXTS as T } from './work-items-view.texts';

/** The worked time of the chosen period (read only when user, start and end are chosen), its ISO weeks and minutes × factor. */
export function TransferSummary({ period, factorText }: { period: WorkedTimePeriod | null; factorText: string }) {
  const id = useId();
  const worked = useWorkedTime(period);
  const workedError = period !== null && worked.isError ? toApiError(worked.error) : null;
  useReportFailure(workedError);
  const factor = parseFactor(factorText);
  return (
    <section className="card my-3" aria-labelledby={`${id}-summary`}>
      <div className="card-body">
        <Heading sub id={`${id}-summary`} className="card-title">
          {T.summaryTitle}
        </Heading>
        {period === null ? (
          <p className="text-body-secondary mb-0">{T.choosePeriod}</p>
        ) : (
          <dl className="row mb-0" style={{ fontVariantNumeric: 'tabular-nums' }}>
            <dt className="col-sm-5">{T.weeks}</dt>
            <dd className="col-sm-7">{weeksOf(period.start, period.end)}</dd>
            <dt className="col-sm-5">{T.worked}</dt>
            <dd className="col-sm-7">
              {worked.isPending ? (
                <span className="placeholder-glow" aria-busy="true">
                  <span className="placeholder col-6" />
                </span>
              ) : workedError || !worked.data ? (
                <span className="text-danger">–</span>
              ) : (
                <>
                  {formatHours(worked.data.minutes * 60)} ({T.minutes(worked.data.minutes)})
                </>
              )}
            </dd>
            <dt className="col-sm-5">{T.result}</dt>
            <dd className="col-sm-7 mb-0">
              {factor === null ? (
                <span className="text-body-secondary">{T.resultNeedsFactor}</span>
              ) : worked.data ? (
                <strong>
                  {T.minutes(transferMinutes(worked.data.minutes, factor))} (
                  {formatHours(transferMinutes(worked.data.minutes, factor) * 60)})
                </strong>
              ) : (
                '–'
              )}
            </dd>
          </dl>
        )}
        {period !== null && workedError && (
          <div className="mt-2">
            <ApiErrorAlert error={workedError!} onRetry={() => void worked.refetch()} />
          </div>
        )}
      </div>
    </section>
  );
}
