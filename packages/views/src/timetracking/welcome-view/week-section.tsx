import { WeekOverview } from '../week-overview';

/** The week overview below the clock (spec §2): WeekOverview in the own-week mode (it brings its own heading). */
export function WeekSection({ date }: { date: string }) {
  return <WeekOverview mode="week" date={date} />;
}
