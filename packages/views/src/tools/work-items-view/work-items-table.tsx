import { formatDate } from '@stempeluhr/core';
import { ScrollRegion, formatHours } from '@stempeluhr/ui';
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
        <caption className="visually-hidden">{T.itemsCaption(issue)}</caption>
        <thead>
          <tr>
            <th scope="col">{T.text}</th>
            <th scope="col">{T.date}</th>
            <th scope="col" className="text-end">
              {T.duration}
            </th>
            <th scope="col">{T.author}</th>
            <th scope="col">
              <span className="visually-hidden">{T.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const date = formatDate(item.day);
            return (
              <tr key={item.id}>
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
                    onClick={() => onDelete(item)}
                  >
                    {T.delete}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
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
