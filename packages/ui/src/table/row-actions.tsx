export interface RowActionsProps {
  /** The edit button's name, naming the row (it contains the visible text, e.g. „Eintrag … ändern“). */
  editLabel: string;
  /** The delete button's name, naming the row. */
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Visible texts (default „Ändern“ and „Löschen“). */
  editText?: string;
  deleteText?: string;
  /** Both buttons can't be used; `describedBy` names the element that says why. */
  disabled?: boolean;
  describedBy?: string;
}

/**
 * A table row's Ändern/Löschen: small outline buttons in a row that wraps (in a stacked card they take
 * a line of their own, give the actions column `data-label=""`). Löschen is quiet: its confirmation
 * dialog carries the red.
 */
export function RowActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  editText = 'Ändern',
  deleteText = 'Löschen',
  disabled,
  describedBy,
}: RowActionsProps) {
  return (
    <div className="d-flex flex-wrap justify-content-end gap-1">
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        aria-label={editLabel}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={onEdit}
      >
        {editText}
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        aria-label={deleteLabel}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={onDelete}
      >
        {deleteText}
      </button>
    </div>
  );
}
