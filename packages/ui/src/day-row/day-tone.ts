import type { Day } from '@stempeluhr/core';

/** Bootstrap contextual colour of a day row. */
export type DayTone = 'danger' | 'success' | 'secondary' | 'warning';

/**
 * The day row colour of the specification (§4).
 *
 * Precedence (the specification lists the rules without an order):
 * 1. a future day is always `secondary` — the warning rules explicitly do not apply to it;
 * 2. a full public holiday, a full vacation day without time bonus, or a day whose total equals its
 *    overtime (nothing was required) is `warning`, overriding done/not done: such a day is not
 *    "missed" (danger) and not an ordinary worked day (success);
 * 3. otherwise `success` when done, `danger` when not.
 *
 * "A vacation day" is read as a full one (is_vacation 1), like "a full public holiday": a half
 * vacation day still has a half day to work, so it keeps its done/not-done colour.
 */
export function dayTone(
  day: Pick<Day, 'futureDay' | 'is_done' | 'is_public_holiday' | 'is_vacation' | 'bonus' | 'totalEqualOvertime'>,
): DayTone {
  if (day.futureDay) return 'secondary';
  const fullHoliday = day.is_public_holiday === 1;
  const vacationWithoutBonus = day.is_vacation === 1 && !(day.bonus > 0);
  if (fullHoliday || vacationWithoutBonus || day.totalEqualOvertime) return 'warning';
  return day.is_done ? 'success' : 'danger';
}

/** The tone as a Bootstrap class for a list item (`list-group-item-danger`) or a table row (`table-danger`). */
export function dayToneClass(tone: DayTone, kind: 'list-group-item' | 'table' = 'list-group-item'): string {
  return `${kind}-${tone}`;
}
