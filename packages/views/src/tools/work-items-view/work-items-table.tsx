import { formatDate } from '@stempeluhr/core';
import { ScrollRegion, TableHead, formatHours } from '@stempeluhr/ui';
import { useId, useState } from 'react';
import type { WorkItem } from '../api/get-work-items';
import { previewText } from './work-items-rules';
import { WORK_ITEMS_VIEW_TEXTS as T } from './work-items-view.texts';

interface WorkItemsTableProps {
  /** The issue whose items these are (upper-case). */
  issue: string;
  items: WorkItem[];
  /** „Löschen“ in a row: the finder asks first. */
  onDelete: (item: WorkItem) => void;
}

/** The issue's work items: text preview, date, duration, author and a quiet „Löschen“ per row. */
export function WorkItemsTable({ issue, items, onDelete }: WorkItemsTableProps) {
  return (
    <ScrollRegion label={T.itemsCaption(issue)} layout="stack">
      <table className="table table-sm align-middle">
        <TableHead
          caption={T.itemsCaption(issue)}
          columns={[T.text, T.date, { label: T.duration, className: 'text-end' }, T.author]}
          actions={T.actions}
        />
        <tbody>
          {items.map((item) => (
            <WorkItemRow key={item.id} item={item} onDelete={() => onDelete(item)} />
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** One work item: its text (opens in full), date, duration with the tracker's minutes, author and „Löschen“. */
function WorkItemRow({ item, onDelete }: { item: WorkItem; onDelete: () => void }) {
  const date = formatDate(item.day);
  return (
    <tr>
      <td className="text-break">
        <WorkItemText text={item.text} />
      </td>
      <td>{date}</td>
      <td className="text-end text-nowrap" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatHours(item.minutes * 60)}
        <span className="small text-body-secondary"> ({T.shortMinutes(item.minutes)})</span>
      </td>
      <td className="text-break">{item.author}</td>
      <td className="text-end">
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          aria-label={T.deleteLabel(previewText(item.text), date)}
          onClick={onDelete}
        >
          {T.delete}
        </button>
      </td>
    </tr>
  );
}

/**
 * The spec's 9-character preview; a longer text opens in the row with a click, a tap, Enter or Space
 * (a disclosure button, not a tooltip that only a mouse reaches).
 */
function WorkItemText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const textId = useId();
  const preview = previewText(text);
  if (preview === text) return <>{text}</>;
  return (
    <>
      <button
        type="button"
        className="btn btn-link p-0 text-start text-reset"
        aria-expanded={open}
        aria-controls={textId}
        onClick={() => setOpen((o) => !o)}
      >
        <span data-preview="">{preview}</span>
        <span className="visually-hidden"> – {open ? T.hideText : T.showText}</span>
      </button>
      <div id={textId} className="small" hidden={!open}>
        {text}
      </div>
    </>
  );
}
