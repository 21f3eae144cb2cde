import { formatClock, formatDate, todayBerlin } from '@stempeluhr/core';
import { Heading, QueryView } from '@stempeluhr/ui';
import { useId, useRef, useState } from 'react';
import { WEEK_TEXTS as T } from '../texts/week';
import { daysToCsv, daysToExcelCsv, downloadText } from './csv';
import { Navigation } from './navigation';
import { LoadOverview, type OverviewState } from './overview-data';
import { LoadingDays, OverviewDays } from './overview-days';
import {
  csvFileName,
  excelFileName,
  resolveTarget,
  targetHeading,
  targetKind,
  type OverviewTarget,
  type WeekOverviewProps,
} from './target';
import { usePrintedAt } from './use-printed-at';

function OverviewContent({
  target,
  state,
  today,
  userName,
  anchor,
  onNavigate,
}: {
  target: OverviewTarget;
  state: OverviewState;
  today: string;
  userName: string;
  anchor?: string;
  onNavigate: (next: OverviewTarget) => void;
}) {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const [printedAt, print] = usePrintedAt();
  const days = state.isPending || state.isError ? undefined : state.data?.days;
  const hasDays = days !== undefined && days.length > 0;

  const download = (fileName: string, text: string) => {
    if (sectionRef.current) downloadText(fileName, text, sectionRef.current);
  };

  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="stempeluhr-week-overview">
      <div className="stempeluhr-print-only stempeluhr-print-header" hidden>
        <span className="fw-semibold">
          {T.printTitle} · {targetKind(target)}
          {userName ? ` · ${userName}` : ''} · {targetHeading(target)}
        </span>
        <span className="tabular-nums">{T.printedAt(formatDate(todayBerlin(printedAt)), formatClock(printedAt))}</span>
      </div>
      <div className="d-flex flex-wrap align-items-center column-gap-3 row-gap-2 mb-2">
        {/* The period is on the picker right below: seen once, the heading says only what it is („Woche“);
            its name for screen readers (and the print header) keeps the period. */}
        <Heading id={headingId} className="mb-0 me-auto tabular-nums">
          <span aria-hidden="true">{targetKind(target)}</span>
          <span className="visually-hidden">{targetHeading(target)}</span>
        </Heading>
        {hasDays && (
          <div className="stempeluhr-no-print d-flex flex-wrap gap-2" role="group" aria-label={T.exportGroup}>
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={print}>
              {T.print}
            </button>
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => download(csvFileName(target), daysToCsv(days))}>
              {T.exportCsv}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() => download(excelFileName(target), daysToExcelCsv(days))}
            >
              {T.exportExcel}
            </button>
          </div>
        )}
      </div>
      <div className="stempeluhr-no-print mb-2">
        <Navigation target={target} today={today} anchor={anchor} onChange={onNavigate} />
      </div>

      <QueryView query={state} placeholder={<LoadingDays />}>
        {(data) => <OverviewDays data={data} target={target} today={today} />}
      </QueryView>
    </section>
  );
}

/**
 * The week overview: one collapsible row per day with total, overtime and badges, a "Summe" line,
 * navigation (week picker, month paging or range picker, each with "Heute"), a print layout on A4,
 * CSV and German-Excel export. Own week by default
 * (`<WeekOverview mode="week" date="2026-11-23" />`); `weekly` shows a team member's week by dn,
 * `monthly` a calendar month, `periodic` a date range.
 */
export function WeekOverview(props: WeekOverviewProps) {
  // The tag contract has checked the props; this only turns them into the one request to make.
  const resolved = resolveTarget(props, todayBerlin());
  // Navigation is the view's own state, as in the old widget; it starts over whenever the page gives
  // the view other props.
  const propsKey = JSON.stringify(resolved);
  const [nav, setNav] = useState<{ propsKey: string; target: OverviewTarget | null }>({ propsKey, target: null });

  if (!resolved.ok) return null;

  const target = (nav.propsKey === propsKey ? nav.target : null) ?? resolved.target;
  const userName = props.userName?.trim() || (target.mode === 'weekly' ? target.dn : '');
  return (
    <LoadOverview target={target}>
      {(state) => (
        <OverviewContent
          target={target}
          state={state}
          today={todayBerlin()}
          userName={userName}
          anchor={resolved.target.mode === 'week' ? resolved.target.date : undefined}
          onNavigate={(next) => setNav({ propsKey, target: next })}
        />
      )}
    </LoadOverview>
  );
}
