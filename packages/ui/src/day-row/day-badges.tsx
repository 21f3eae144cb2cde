import { formatDuration, type Day } from '@stempeluhr/core';
import { STATE_LOOKS } from '../state-look/looks';
import { DAY_ROW_TEXTS as T } from './texts';

export interface DayBadge {
  key: 'vacation' | 'holiday' | 'bonus';
  text: string;
  title?: string;
  className: string;
}

/** The badges of a day, in display order: absence, public holiday, time bonus. */
export function dayBadges(day: Pick<Day, 'is_vacation' | 'absent_type' | 'is_public_holiday' | 'holiday_name' | 'bonus'>): DayBadge[] {
  const badges: DayBadge[] = [];
  const absence = day.absent_type?.trim() || T.vacationFallback;
  // The state map's looks of vacation and half vacation; the text names the absence type (spec).
  if (day.is_vacation === 1) badges.push({ key: 'vacation', text: absence, className: STATE_LOOKS.vacation.className });
  else if (day.is_vacation === 0.5)
    badges.push({ key: 'vacation', text: `${T.half} ${absence}`, className: STATE_LOOKS['half-vacation'].className });
  const holidayTitle = day.holiday_name?.trim() || undefined;
  if (day.is_public_holiday === 1) badges.push({ key: 'holiday', text: T.holiday, title: holidayTitle, className: 'text-bg-info' });
  else if (day.is_public_holiday === 0.5)
    badges.push({ key: 'holiday', text: T.halfHoliday, title: holidayTitle, className: 'text-bg-info' });
  if (day.bonus > 0)
    badges.push({ key: 'bonus', text: T.bonus, title: T.bonusTitle(formatDuration(day.bonus)), className: 'text-bg-dark' });
  return badges;
}

/** Vacation / "½ Urlaub", "Feiertag" / "½ Feiertag" (holiday name as title) and "Zeitbonus". */
export function DayBadges({ day }: { day: Parameters<typeof dayBadges>[0] }) {
  const badges = dayBadges(day);
  if (badges.length === 0) return null;
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      {badges.map((badge) => (
        <span key={badge.key} className={`badge ${badge.className}`} title={badge.title}>
          {badge.text}
        </span>
      ))}
    </span>
  );
}
