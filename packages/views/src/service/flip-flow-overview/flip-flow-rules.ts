// The task row's rules (spec §4: who may do what, what the status says), apart from the view.
import type { StateKey } from '@stempeluhr/ui';
import type { FlipFlowRow } from '../api/flip-flow-action';
import { FLIP_FLOW_OVERVIEW_TEXTS as T } from './flip-flow-overview.texts';

export const SYMBOLS: Record<string, string> = { circle: '○', 'user-check': '●', check: '✓', times: '✕' };

export type Status = 'open' | 'assigned' | 'approved' | 'rejected';

export function statusOf(task: FlipFlowRow): Status {
  if (task.taskStatus.isApproved) return 'approved';
  if (task.taskStatus.isRejected) return 'rejected';
  return task.taskStatus.isAssigned ? 'assigned' : 'open';
}

/** Each status in the one look of task states (packages/ui state map): the server's class is not used as it comes. */
export const STATUS_STATE: Record<Status, StateKey> = {
  open: 'not-assigned',
  assigned: 'accepted',
  approved: 'done',
  rejected: 'rejected',
};
export const STATUS_ICON: Record<Status, string> = { open: 'circle', assigned: 'user-check', approved: 'check', rejected: 'times' };

export function statusText(task: FlipFlowRow, status: Status): string {
  if (task.title.trim() !== '') return task.title;
  const name = task.assignedUserName ?? '';
  if (status === 'assigned') return T.acceptedBy(name);
  if (status === 'approved') return T.doneBy(name);
  if (status === 'rejected') return T.rejectedBy(name);
  return T.open;
}

/** Only http(s) wiki links become links. */
export function safeLink(href: string): string | null {
  try {
    const url = new URL(href, window.location.href);
    return href.trim() !== '' && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A name in the dn convention of the directory (`Max Müller` → `max.mueller`), so that a dn from
 * the page and the display name in assignedUserName compare equal.
 */
export function dnForm(name: string): string {
  return name
    .trim()
    .toLocaleLowerCase('de')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/\s+/g, '.');
}

/** Whether two names are the same person (dn or display name). */
export const same = (a: string | null | undefined, b: string | null | undefined) =>
  typeof a === 'string' && typeof b === 'string' && a.trim() !== '' && dnForm(a) === dnForm(b);
