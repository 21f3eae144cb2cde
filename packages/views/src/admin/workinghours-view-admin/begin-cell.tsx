import { addDays, format, parseISO } from 'date-fns';
import type { WorkingHoursRow } from '../api/get-working-hours';
import { WORKINGHOURS_TEXTS as T } from './workinghours-view-admin.texts';

export interface Begin {
  day: string;
  derived: boolean;
}

/**
 * When an entry began: its valid_from (our assumption), else the day after the next older entry's
 * valid_until (entries come newest first), marked derived; null when neither is known.
 */
export function beginOf(entries: WorkingHoursRow[], index: number): Begin | null {
  const own = entries[index].valid_from;
  if (own) return { day: own, derived: false };
  const older = entries[index + 1]?.valid_until;
  return older ? { day: format(addDays(parseISO(older), 1), 'yyyy-MM-dd'), derived: true } : null;
}

/** The „Gültig ab“ cell: the day, marked „berechnet“ when derived, a dash when unknown. */
export function BeginCell({ begin, text }: { begin: Begin | null; text: string }) {
  return (
    <td className="text-nowrap">
      {begin === null ? (
        T.unknown
      ) : begin.derived ? (
        <span title={T.derived}>
          {text}
          <span className="visually-hidden"> ({T.derived})</span>
        </span>
      ) : (
        text
      )}
    </td>
  );
}
