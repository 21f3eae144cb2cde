// The Icinga-Master scheduler's quick-fill (spec 02 §4, as the helpdesk scheduler has it), pure.

/**
 * The days (indexes into one table's days) that a pick of `user` on day `index` saves:
 * - a pick on the first weekday (Monday) fills Monday to Friday when Tuesday to Friday have nobody;
 * - a pick on the first weekend day (Saturday) fills Saturday and Sunday when Sunday has nobody.
 * `onDuty` is who the table's days have now (null: nobody), Monday or Saturday first. Clearing a
 * day (user null) never fills, and nor does a pick on any other day.
 */
export function daysToFill(onDuty: readonly (number | null)[], index: number, user: number | null): number[] {
  if (user === null || index !== 0 || onDuty.length < 2 || onDuty.slice(1).some((id) => id !== null)) return [index];
  return onDuty.map((_, i) => i);
}
