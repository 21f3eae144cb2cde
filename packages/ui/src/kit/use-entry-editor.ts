import { useCallback, useMemo, useState } from 'react';

export interface EntryEditor<E> {
  /** The open form dialog: `{ entry: null }` adds, `{ entry }` changes; null when closed. */
  editing: { entry: E | null } | null;
  /** The entry whose deletion waits for confirmation. */
  deleting: E | null;
  openNew: () => void;
  openEdit: (entry: E) => void;
  openDelete: (entry: E) => void;
  /** Closes whichever dialog is open. */
  close: () => void;
}

/**
 * The state of the list + form dialog + confirmed delete pattern of the admin lists: at most one dialog
 * at a time. `onOpen` runs before any dialog opens (e.g. to reset the last write's error).
 */
export function useEntryEditor<E>(onOpen?: () => void): EntryEditor<E> {
  const [editing, setEditing] = useState<{ entry: E | null } | null>(null);
  const [deleting, setDeleting] = useState<E | null>(null);
  const open = useCallback(
    (next: { entry: E | null } | null, del: E | null) => {
      onOpen?.();
      setEditing(next);
      setDeleting(del);
    },
    [onOpen],
  );
  const openNew = useCallback(() => open({ entry: null }, null), [open]);
  const openEdit = useCallback((entry: E) => open({ entry }, null), [open]);
  const openDelete = useCallback((entry: E) => open(null, entry), [open]);
  const close = useCallback(() => {
    setEditing(null);
    setDeleting(null);
  }, []);
  return useMemo(
    () => ({ editing, deleting, openNew, openEdit, openDelete, close }),
    [editing, deleting, openNew, openEdit, openDelete, close],
  );
}
