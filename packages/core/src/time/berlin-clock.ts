// Berlin's wall clock of an instant without date-fns and, in a browser in Berlin, without Intl: what the
// tolerant readers (api/loose.ts) and the time helpers (berlin.ts) share. Kept apart from berlin.ts so that a
// chunk that reads timestamps does not take date-fns along.
import { tzOffset } from '@date-fns/tz';

const BERLIN = 'Europe/Berlin';

export const MINUTE = 60_000;
export const HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based): when EU summer time begins (March) and ends (October). */
function lastSundayAt1Utc(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
}

/** Berlin's offset by the EU's summer-time rule, which it has kept since 1996; undefined for other years. */
function euRuleOffset(epoch: number): number | undefined {
  const year = new Date(epoch).getUTCFullYear();
  if (!(year >= 1996 && year <= 2099)) return undefined;
  return epoch >= lastSundayAt1Utc(year, 2) && epoch < lastSundayAt1Utc(year, 9) ? 120 : 60;
}

const browserOffset = (epoch: number) => -new Date(epoch).getTimezoneOffset();

/** The rule's offset when the browser's clock says the same at this instant; undefined when it does not. */
function ruleTheBrowserAgreesWith(epoch: number, localOffset: (epoch: number) => number): number | undefined {
  const rule = euRuleOffset(epoch);
  return rule !== undefined && localOffset(epoch) === rule ? rule : undefined;
}

/** Whether the browser's clock shows Berlin's wall time at this instant (its offset is Berlin's by the rule). */
export function browserShowsBerlin(epoch: number): boolean {
  return ruleTheBrowserAgreesWith(epoch, browserOffset) !== undefined;
}

/**
 * Berlin's UTC offset in minutes at an instant (60 or 120). A page's first `Intl` time-zone format (what
 * @date-fns/tz asks) costs 20–40 ms of ICU set-up in Chromium before a view can show anything
 * (docs/performance.md), so: the EU rule, when the browser's own clock says the same at that instant — a
 * browser in Berlin, or in a zone with the same rule —, and `Intl`'s time-zone data otherwise (a browser
 * elsewhere, a year outside the rule's, or a rule changed after this was written: then Berlin's browsers
 * disagree with it). `localOffset` is for tests.
 */
export function berlinOffset(epoch: number, localOffset: (epoch: number) => number = browserOffset): number {
  return ruleTheBrowserAgreesWith(epoch, localOffset) ?? tzOffset(BERLIN, new Date(epoch));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The UTC fields of this date are Berlin's wall clock at the instant. */
export function berlinFields(instant: Date | number): Date {
  const epoch = typeof instant === 'number' ? instant : instant.getTime();
  // As date-fns' format did with an invalid date.
  if (!Number.isFinite(epoch)) throw new RangeError('Invalid time value');
  return new Date(epoch + berlinOffset(epoch) * MINUTE);
}

/** `yyyy-MM-dd` of `berlinFields`' date. */
export function isoDay(fields: Date): string {
  return `${pad(fields.getUTCFullYear(), 4)}-${pad(fields.getUTCMonth() + 1)}-${pad(fields.getUTCDate())}`;
}

/** Berlin wall time of an instant, `yyyy-MM-dd HH:mm:ss` (the wire format of clock times). */
export function berlinWallTime(instant: Date | number): string {
  const fields = berlinFields(instant);
  return `${isoDay(fields)} ${pad(fields.getUTCHours())}:${pad(fields.getUTCMinutes())}:${pad(fields.getUTCSeconds())}`;
}
