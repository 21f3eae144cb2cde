import { TEXTS, useDraft, type ApiError, type ShortTimeEntry } from '@stempeluhr/core';
import { DatePicker, Modal } from '@stempeluhr/ui';
import { format, parseISO } from 'date-fns';
import { useId, useRef, useState } from 'react';
import { useSaveShortTime, type SaveShortTimeInput } from '../api/save-short-time';
import { ADMIN_TIME_TEXTS } from '../shared/texts';
import { SHORT_TIME_TEXTS as T } from './short-time-view.texts';

const toIso = (date: Date | null) => (date ? format(date, 'yyyy-MM-dd') : null);

/** Spec §5: from required; to optional, and if given not before from. */
export function shortTimeErrors(from: string | null, to: string | null): { from?: string } {
  if (!from) return { from: T.fromRequired };
  if (to && from > to) return { from: T.fromAfterTo };
  return {};
}

/** The server's answer as the modal's list: the 422 list, else its one message. */
function serverList(error: ApiError): string[] {
  const list = [...error.messages, ...Object.values(error.fieldErrors).flat()];
  return list.length > 0 ? list : [error.message];
}

export interface ShortTimeDialogProps {
  userId: number;
  /** null: a new entry. */
  entry: ShortTimeEntry | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Create or edit modal; it starts empty (or with the entry) each time it opens, so closing clears it. */
export function ShortTimeDialog({ userId, entry, onClose, onSaved }: ShortTimeDialogProps) {
  const id = useId();
  const draftKey = entry ? `eintrag-${entry.id}` : 'neu';
  const draft = useDraft<SaveShortTimeInput>(draftKey);
  const initial = draft ?? entry;
  const [from, setFrom] = useState<Date | null>(initial?.from ? parseISO(initial.from) : null);
  const [to, setTo] = useState<Date | null>(initial?.to ? parseISO(initial.to) : null);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const write = useSaveShortTime({
    draftKey,
    event: (input) => ['saved', { what: 'short-time', id: input.id ?? input.userId }],
    onError: (error) => setServerErrors(serverList(error)),
  });
  const saved = useRef(false);
  const errors = checked ? shortTimeErrors(toIso(from), toIso(to)) : {};
  const pending = write.pending;

  const submit = async () => {
    if (saved.current) return;
    setChecked(true);
    const input = { userId, id: entry?.id ?? null, from: toIso(from), to: toIso(to) };
    if (shortTimeErrors(input.from, input.to).from || input.from === null) {
      document.getElementById(`${id}-from`)?.focus();
      return;
    }
    setServerErrors([]);
    const result = await write.run({ ...input, from: input.from });
    if (result.ok) {
      saved.current = true;
      onSaved();
    }
  };

  return (
    <Modal show onHide={pending ? () => undefined : onClose} aria-labelledby={`${id}-title`}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Modal.Header closeButton={!pending} closeLabel={TEXTS.close}>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {entry ? T.editTitle : T.createTitle}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {serverErrors.length > 0 && (
            <div className="alert alert-danger text-break" role="alert">
              <strong className="d-block">{T.errorsHeading}</strong>
              <ul className="mb-0">
                {serverErrors.map((message, index) => (
                  <li key={index}>{message}</li>
                ))}
              </ul>
            </div>
          )}
          <DatePicker
            id={`${id}-from`}
            label={T.from}
            value={from}
            onChange={setFrom}
            error={errors.from}
            className="mb-3"
            disabled={pending}
          />
          <DatePicker id={`${id}-to`} label={T.to} value={to} onChange={setTo} hint={T.toHint} className="mb-3" disabled={pending} />
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={pending}>
            {ADMIN_TIME_TEXTS.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending || undefined}>
            {pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {ADMIN_TIME_TEXTS.save}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
