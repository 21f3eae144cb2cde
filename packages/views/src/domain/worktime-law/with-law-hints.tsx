import { LawHints, type LawHint } from '@stempeluhr/ui';
import type { ReactNode } from 'react';
import { dayLawHints, daysLawHints } from './worktime-law';
import { useLawNow } from './use-law-now';

type Span = { clock_in: string; clock_out: string | null };

/** Gives `children` the hints of consecutive days by date (for the day rows of a week, a month, a period). */
export function WithLawHints({
  days,
  children,
}: {
  days: readonly { date: string; clockings: readonly Span[] }[];
  children: (hints: Map<string, LawHint[]>) => ReactNode;
}) {
  const now = useLawNow();
  return <>{children(daysLawHints(days, now))}</>;
}

/** The warning box of one day's clockings; `previousEnd` (epoch ms) adds the rest-time rule. */
export function DayLawHints({
  clockings,
  previousEnd = null,
  className,
}: {
  clockings: readonly Span[];
  previousEnd?: number | null;
  className?: string;
}) {
  const now = useLawNow();
  return <LawHints hints={dayLawHints({ clockings, previousEnd, now })} className={className} />;
}
