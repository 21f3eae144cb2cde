import { ADMIN_TIME_TEXTS } from './texts';

/**
 * The add button of an admin list (the view's one solid primary action). For a deleted user it is
 * disabled and says why: it is described by the read-only hint (`DeletedUserHint`, same `hintId`).
 */
export function AddEntryButton({
  label,
  deleted,
  hintId,
  onClick,
  className = '',
}: {
  label: string;
  deleted: boolean;
  hintId: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={`btn btn-sm btn-primary ${className}`.trim()}
      disabled={deleted}
      aria-describedby={deleted ? hintId : undefined}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

/** „Der Benutzer ist gelöscht: nur lesen.“ under the title of a deleted user's admin view. */
export function DeletedUserHint({ id, deleted, className = 'form-text mt-0' }: { id: string; deleted: boolean; className?: string }) {
  if (!deleted) return null;
  return (
    <p id={id} className={className}>
      {ADMIN_TIME_TEXTS.deletedUser}
    </p>
  );
}
