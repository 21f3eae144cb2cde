import { formatDayLong, type HelpdeskShiftType } from '@stempeluhr/core';
import { CommitSelect, StateBadge } from '@stempeluhr/ui';
import type { HelpdeskWeekShift, ShiftType } from '../api/get-helpdesk-week';
import { HELPDESK_SCHEDULER_TEXTS as T } from './helpdesk-scheduler.texts';
import type { DayType } from './quick-fill';

const SHIFT_TYPES: HelpdeskShiftType[] = ['hd_frueh', 'hd_spaet', 'hd_frei'];
export const WEEKDAY_SHORT = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'];
const SHIFT_TONE: Record<HelpdeskShiftType, string> = {
  hd_frueh: 'text-bg-info',
  hd_spaet: 'text-bg-primary',
  hd_frei: 'text-bg-secondary',
};

const known = (type: ShiftType): type is HelpdeskShiftType => type in SHIFT_TONE;
/** A shift that is work: anything but "frei" and not planned. */
export const working = (type: ShiftType) => type !== '' && type !== 'hd_frei';
const toneOf = (type: ShiftType) => (known(type) ? SHIFT_TONE[type] : 'text-bg-light');
const nameOf = (type: ShiftType) => (known(type) ? T.shift[type] : type);
const shortOf = (type: ShiftType) => (known(type) ? T.short[type] : type);

interface ShiftRowProps {
  shift: HelpdeskWeekShift;
  days: string[];
  holidays: Map<string, string>;
  editable: boolean;
  disabled: boolean;
  onPick: (shift: HelpdeskWeekShift & { user_id: number }, index: number, type: DayType) => Promise<{ ok: boolean }>;
}

export function ShiftRow({ shift, days, holidays, editable, disabled, onPick }: ShiftRowProps) {
  const planned = new Map(shift.schedules.map((s) => [s.day, s.type]));
  const absent = new Set(shift.vacations.map((v) => v.vacation_date));
  const name = shift.name;
  const userId = shift.user_id;
  return (
    <tr>
      <th scope="row" className="text-break fw-normal">
        {name}
      </th>
      {days.map((day, index) => {
        const type = planned.get(day);
        return (
          <td key={day} className={absent.has(day) || holidays.has(day) ? 'table-warning' : undefined}>
            <div className="d-flex flex-column gap-1">
              {absent.has(day) && <StateBadge state="vacation" />}
              {editable && userId !== null ? (
                // While a week is saved the picker stays focusable (aria-disabled, not disabled: a disabled
                // element drops a keyboard user's focus to the page) and ignores changes. Arrow keys on the
                // closed picker only show the choice; Enter or leaving it saves the week once (CommitSelect).
                <CommitSelect
                  className="form-select form-select-sm stempeluhr-shift-select"
                  aria-label={T.cellLabel(name, formatDayLong(day))}
                  value={type ?? ''}
                  aria-disabled={disabled || undefined}
                  onCommit={(value) => onPick({ ...shift, user_id: userId }, index, value as DayType)}
                >
                  <option value="">{T.none}</option>
                  {type && (!known(type) || (absent.has(day) && working(type))) && (
                    <option value={type} disabled={absent.has(day)}>
                      {nameOf(type)}
                    </option>
                  )}
                  {/* No working shift on an absence day: the server refuses it, and the week would stop half saved. */}
                  {SHIFT_TYPES.filter((t) => !absent.has(day) || !working(t)).map((t) => (
                    <option key={t} value={t}>
                      {T.shift[t]}
                    </option>
                  ))}
                </CommitSelect>
              ) : type ? (
                <span className={`badge ${toneOf(type)}`} title={nameOf(type)}>
                  {shortOf(type)}
                </span>
              ) : (
                <span className="text-body-secondary small" title={T.notPlanned}>
                  {T.none}
                </span>
              )}
            </div>
          </td>
        );
      })}
    </tr>
  );
}
