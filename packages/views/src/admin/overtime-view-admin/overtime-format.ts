// Issue 23 point 11: an overtime entry takes seconds (the field's `0:00:30`), so an entry under a
// minute is shown with its seconds, never as „±0:00“; a minute or more keeps the account's H:MM.
import { formatDuration, formatOvertime } from '@stempeluhr/core';

/** `+1:30` as formatOvertime; under a minute `+0:00:30` / `−0:00:45` (real minus); 0 stays `±0:00`. */
export function formatOvertimeEntry(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds === 0 || Math.abs(seconds) >= 60) return formatOvertime(seconds);
  // formatDuration writes the real minus itself; a positive entry gets its plus.
  return `${seconds > 0 ? '+' : ''}${formatDuration(seconds, { withSeconds: true })}`;
}

/** The colour of an entry: any positive value green, any negative red (also under a minute). */
export const overtimeEntryTone = (seconds: number) =>
  !Number.isFinite(seconds) || seconds === 0 ? 'text-body-secondary' : seconds > 0 ? 'text-success' : 'text-danger';
