import { berlinFaced } from '@stempeluhr/core';
import { format } from 'date-fns';

/**
 * `23.11.`: the Berlin calendar day of an instant (unix seconds), whatever the browser's time zone.
 * The answer's day timestamps are 00:00 Berlin: west of Berlin that instant is still the evening
 * before, east of it already morning; the header must name Berlin's day in both.
 */
export function berlinDayLabel(stamp: number): string {
  return format(berlinFaced(stamp * 1000), 'dd.MM.');
}
