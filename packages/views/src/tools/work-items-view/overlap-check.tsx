// Issue 23: a period that overlaps one already transferred is flagged before it is sent, so nothing is
// booked twice by accident. What the view can know: the transfers made on this page (same user, a
// shared day) and the issue's work items dated in the period (the finder's read; any author, since the
// tracker's login can't be matched to the page's users). The user may still send it.
import { formatDate } from '@stempeluhr/core';
import type { QueryClient } from '@tanstack/react-query';
import { workItemsQuery } from '../api/get-work-items';
import { overlaps, type TransferPayload } from './work-items-rules';
import { WORK_ITEMS_VIEW_TEXTS as T } from './work-items-view.texts';

/** The payload's identity: a warning belongs to exactly the values it was given for. */
export const payloadKey = (p: Pick<TransferPayload, 'userId' | 'start' | 'end' | 'factor' | 'issueId'>) =>
  `${p.userId}|${p.start}|${p.end}|${p.factor}|${p.issueId.trim().toUpperCase()}`;

/** What the period overlaps, as German text, or null. */
export async function findOverlap(
  queryClient: QueryClient,
  payload: TransferPayload,
  done: ReadonlyArray<Pick<TransferPayload, 'userId' | 'start' | 'end' | 'issueId'>>,
): Promise<string | null> {
  const earlier = done.find((d) => d.userId === payload.userId && overlaps(d, payload));
  if (earlier) return T.overlapText(T.overlapSession(earlier.issueId, formatDate(earlier.start), formatDate(earlier.end)));
  try {
    const items = await queryClient.fetchQuery({ ...workItemsQuery(payload.issueId), staleTime: 0 });
    const inPeriod = items.filter((i) => i.day >= payload.start && i.day <= payload.end);
    return inPeriod.length > 0 ? T.overlapText(T.overlapItems(payload.issueId, inPeriod.length)) : null;
  } catch {
    // The issue's items can't be read (the finder says why): the transfer itself decides.
    return null;
  }
}

export function OverlapWarning({ text, onConfirm, onCancel }: { text: string; onConfirm: () => void; onCancel: () => void }) {
  return (
    <div className="alert alert-warning" role="alert">
      <strong className="d-block">{T.overlapTitle}</strong>
      <p className="mb-2">{text}</p>
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-sm btn-warning" onClick={onConfirm}>
          {T.overlapConfirm}
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onCancel}>
          {T.overlapCancel}
        </button>
      </div>
    </div>
  );
}
