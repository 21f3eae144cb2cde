import type { Day } from '@stempeluhr/core';
import { dayTone, dayToneClass, type DayTone } from './day-tone';
import { STATE_LOOKS } from '../state-look/looks';
import { DAY_ROW_TEXTS as T } from './texts';

/**
 * Whether `day` is today and still running: not done, not in the future. Its balance is provisional
 * (the server books the overtime at the day's end); its row keeps the spec's colour (danger until
 * done) and says why with the „heute“/„läuft“ badges.
 */
export function runsToday(day: Partial<Pick<Day, 'date' | 'is_done' | 'futureDay'>>, today: string): boolean {
  return day.date === today && day.is_done === false && day.futureDay !== true;
}

/** Whether the day has a clocking without clock-out (a running booking). */
export function hasOpenClocking(day: Pick<Day, 'clockings'>): boolean {
  return day.clockings.some((clocking) => clocking.clock_out === null);
}

/** The one look of a running booking („läuft“), from the state map: the same badge as on the welcome screen. */
export function RunningBadge({ className = '' }: { className?: string }) {
  return <span className={`badge ${STATE_LOOKS.running.className} ${className}`.trim()}>{T.running}</span>;
}

/** The marker of the current day in a list of days. */
export function TodayBadge() {
  return <span className="badge text-bg-light border">{T.today}</span>;
}

const TONE_ORDER: readonly DayTone[] = ['success', 'danger', 'warning', 'secondary'];

/**
 * One line under a list of day rows that says what the row colours mean, naming only the colours
 * the list shows (a colour alone carries no meaning for everybody, WCAG 1.4.1).
 */
export function DayToneLegend({
  days,
  today,
  className = 'small text-body-secondary mb-2',
}: {
  days: readonly Parameters<typeof dayTone>[0][];
  /** `yyyy-MM-dd`: red says „auch heute, solange der Tag läuft“ when today runs. */
  today?: string;
  className?: string;
}) {
  const shown = new Set(days.map((day) => dayTone(day)));
  const tones = TONE_ORDER.filter((tone) => shown.has(tone));
  if (tones.length === 0) return null;
  const todayRuns = today !== undefined && days.some((day) => runsToday(day as Partial<Day>, today));
  return (
    <p className={className} data-testid="day-tone-legend">
      {T.legendLabel}{' '}
      {tones.map((tone, index) => (
        <span key={tone}>
          {index > 0 ? ' · ' : ''}
          <span
            aria-hidden="true"
            className={`list-group-item ${dayToneClass(tone)} d-inline-block p-0 me-1 align-middle rounded-1`}
            style={{ width: '0.85em', height: '0.85em' }}
          />
          {T.legend[tone]}
          {tone === 'danger' && todayRuns ? ` ${T.legendDangerToday}` : ''}
        </span>
      ))}
    </p>
  );
}
