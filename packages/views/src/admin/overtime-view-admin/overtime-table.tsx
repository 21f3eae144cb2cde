import { isMigrated, MIGRATED_HINT } from '@stempeluhr/core';
import { ActionsHeader, isoWeekStart, ScrollRegion } from '@stempeluhr/ui';
import { addDays, format } from 'date-fns';
import { useId } from 'react';
import type { OvertimeRow } from '../api/get-overtime-year';
import { ADMIN_TIME_TEXTS } from '../shared/texts';
import { formatOvertimeEntry as formatOvertime, overtimeEntryTone as overtimeTone } from './overtime-format';
import { parseYearkw } from './overtime-time';
import { OVERTIME_TEXTS as T } from './overtime-view-admin.texts';

/** An entry's week: its label, Monday, Thursday (the month it counts in) and whether it is migrated data. */
export function weekOf(entry: OvertimeRow) {
  const { year, week } = parseYearkw(entry.yearkw);
  const monday = isoWeekStart({ year, week });
  return {
    year,
    week,
    label: T.weekLabel(year, week),
    monday: format(monday, 'yyyy-MM-dd'),
    // A week counts in the month of its Thursday (the month holding most of its days).
    thursday: format(addDays(monday, 3), 'yyyy-MM-dd'),
    migrated: isMigrated(addDays(monday, 6)),
  };
}

export const sumOf = (entries: OvertimeRow[]) => entries.reduce((sum, e) => sum + e.overtime, 0);

export interface OvertimeTableProps {
  year: number;
  entries: OvertimeRow[];
  /** The user is deleted: every action disabled, described by `deletedHintId`. */
  deleted: boolean;
  deletedHintId: string;
  /** The recalculation is locked (just used): its buttons say so. */
  recalculationLocked: boolean;
  onHistory: (entry: OvertimeRow) => void;
  onEdit: (entry: OvertimeRow) => void;
  onDelete: (entry: OvertimeRow) => void;
  onRecalculate: (monday: string) => void;
}

/** The year's entries: KW, signed overtime, comment, manual/calculated, and the row actions; the year's sum at the foot. */
export function OvertimeTable({ year, entries, deleted, deletedHintId, ...actions }: OvertimeTableProps) {
  const migratedId = useId();
  return (
    <ScrollRegion label={T.caption(year)} layout="stack">
      <table className="table table-sm align-middle mb-0">
        <caption className="caption-top">{T.caption(year)}</caption>
        <thead>
          <tr>
            <th scope="col">{T.colWeek}</th>
            <th scope="col" className="text-end">
              {T.colOvertime}
            </th>
            <th scope="col">{T.colComment}</th>
            <th scope="col">{T.colType}</th>
            <ActionsHeader label={T.colActions} />
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const week = weekOf(entry);
            const manual = entry.type === 'manual';
            return (
              <tr key={entry.id}>
                <td className="text-nowrap tabular-nums">{week.label}</td>
                <td className={`text-end text-nowrap tabular-nums ${overtimeTone(entry.overtime)}`}>{formatOvertime(entry.overtime)}</td>
                <td className="text-break">{entry.comment}</td>
                <td>
                  <span className={`badge ${manual ? 'text-bg-primary' : 'text-bg-light border'}`}>{manual ? T.manual : T.calculated}</span>
                </td>
                <td>
                  <div className="d-flex flex-wrap justify-content-end gap-1">
                    <RowActions
                      entry={entry}
                      week={week}
                      deleted={deleted}
                      why={deleted ? deletedHintId : week.migrated ? migratedId : undefined}
                      {...actions}
                    />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{T.sum}</th>
            <td className={`text-end text-nowrap tabular-nums fw-semibold ${overtimeTone(sumOf(entries))}`}>
              {formatOvertime(sumOf(entries))}
            </td>
            <td colSpan={3} />
          </tr>
        </tfoot>
      </table>
      {entries.some((e) => weekOf(e).migrated) && (
        <p id={migratedId} className="form-text">
          {MIGRATED_HINT}
        </p>
      )}
    </ScrollRegion>
  );
}

type RowActionsProps = Omit<OvertimeTableProps, 'year' | 'entries' | 'deletedHintId'> & {
  entry: OvertimeRow;
  week: ReturnType<typeof weekOf>;
  /** The id of the text that says why the actions are disabled. */
  why: string | undefined;
};

/** A manual entry: Verlauf, Bearbeiten, Löschen (quiet); a calculated week: Neu berechnen. */
function RowActions({ entry, week, deleted, why, recalculationLocked, onHistory, onEdit, onDelete, onRecalculate }: RowActionsProps) {
  const locked = deleted || week.migrated;
  const common = { type: 'button' as const, 'aria-describedby': why, title: week.migrated ? MIGRATED_HINT : undefined };
  if (entry.type !== 'manual') {
    return (
      <button
        {...common}
        className="btn btn-sm btn-outline-secondary"
        aria-label={T.recalculateLabel(week.label)}
        title={week.migrated ? MIGRATED_HINT : recalculationLocked && !deleted ? ADMIN_TIME_TEXTS.recalculateLocked : undefined}
        // A migrated week is not recalculated (docs/decisions/admin-spec-fidelity.md).
        disabled={locked || recalculationLocked}
        onClick={() => onRecalculate(week.monday)}
      >
        {ADMIN_TIME_TEXTS.recalculate}
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        aria-label={T.historyLabel(week.label)}
        onClick={() => onHistory(entry)}
      >
        {T.history}
      </button>
      <button
        {...common}
        className="btn btn-sm btn-outline-primary"
        aria-label={T.editLabel(week.label)}
        disabled={locked}
        onClick={() => onEdit(entry)}
      >
        {T.edit}
      </button>
      <button
        {...common}
        className="btn btn-sm btn-outline-secondary"
        aria-label={T.deleteLabel(week.label)}
        disabled={locked}
        onClick={() => onDelete(entry)}
      >
        {T.delete}
      </button>
    </>
  );
}
