import type { MonthYear } from '@stempeluhr/ui';

/** `yyyy-MM…` → the month. */
export function monthOf(text: string): MonthYear {
  return { year: Number(text.slice(0, 4)), month: Number(text.slice(5, 7)) };
}
