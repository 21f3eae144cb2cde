import { zodResolver } from '@hookform/resolvers/zod';
import {
  TEXTS,
  todayBerlin,
  useDraft,
  type ApiError,
  type PointsEntry,
  type PointsInsertPayload,
  type PointsUpdatePayload,
} from '@stempeluhr/core';
import { ApiErrorAlert, applyServerErrors, FormField, Modal } from '@stempeluhr/ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useInsertPoints } from '../api/insert-points';
import { useUpdatePoints } from '../api/update-points';
import { POINTS_SERVER_FIELDS, pointsFormSchema, type PointsFormOutput, type PointsFormValues } from './points-rules';
import { POINTS_VIEW_ADMIN_TEXTS as T } from './points-view-admin.texts';

export interface PointsDialogProps {
  userId: number;
  /** The entry to change; none = a new entry. */
  entry: PointsEntry | null;
  onClose: () => void;
  /** Saved (only while the widget is on the page). */
  onSaved: (message: string) => void;
}

/** "Punkte vergeben" (date, points, comment) or "Eintrag ändern" (points, comment). */
export function PointsDialog({ userId, entry, onClose, onSaved }: PointsDialogProps) {
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const today = todayBerlin();
  const draftKey = entry ? `eintrag-${entry.id}` : 'neu';
  const draft = useDraft<Partial<PointsInsertPayload> & { payload?: PointsUpdatePayload }>(draftKey);
  const kept = draft?.payload ?? draft;
  const form = useForm<PointsFormValues, unknown, PointsFormOutput>({
    defaultValues: {
      date: draft?.date ?? (entry ? entry.created_at.slice(0, 10) : today),
      points: kept?.points !== undefined ? String(kept.points) : entry ? `${entry.points > 0 ? '+' : ''}${entry.points}` : '',
      comment: kept?.comment ?? entry?.comment ?? '',
    },
    resolver: zodResolver(pointsFormSchema({ withDate: entry === null, today })),
  });
  const [banner, setBanner] = useState<ApiError | null>(null);
  const after = {
    draftKey,
    onSuccess: () => onSaved(entry ? T.updated : T.saved),
    onError: (error: ApiError) => setBanner(applyServerErrors(form, error, POINTS_SERVER_FIELDS)),
  };
  const insert = useInsertPoints({ ...after, event: (input) => ['saved', { what: 'points', id: input.user_id }] });
  const update = useUpdatePoints({ ...after, event: (input) => ['saved', { what: 'points', id: input.payload.id }] });
  const write = entry ? update : insert;
  const pending = write.pending;
  const { errors } = form.formState;
  const submit = form.handleSubmit(
    async (values) => {
      setBanner(null);
      if (entry) await update.run({ userId, payload: { id: entry.id, points: values.points, comment: values.comment } });
      else await insert.run({ user_id: userId, date: values.date, points: values.points, comment: values.comment });
    },
    () => setBanner(null),
  );

  return (
    <Modal
      show
      onHide={pending ? () => undefined : onClose}
      aria-labelledby={id('title')}
      onEntered={() => form.setFocus(entry ? 'points' : 'date')}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Modal.Header closeButton={!pending} closeLabel={TEXTS.close}>
          <Modal.Title id={id('title')} as="h2" className="h5">
            {entry ? T.updateTitle : T.insertTitle}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {banner && <ApiErrorAlert error={banner} onDismiss={() => setBanner(null)} />}
          <p className="small text-body-secondary mb-2">{T.requiredFields(!entry)}</p>
          <div className="row g-2">
            {!entry && (
              <FormField id={id('date')} label={T.date} error={errors.date} className="col-12 col-sm-7 mb-3">
                {(props) => <input {...props} {...form.register('date')} type="date" max={today} required />}
              </FormField>
            )}
            <FormField
              id={id('points')}
              label={T.points}
              hint={T.pointsHint}
              error={errors.points}
              className="col-12 col-sm-5 mb-3"
              controlClassName="form-control text-end tabular-nums"
            >
              {(props) => <input {...props} {...form.register('points')} type="text" inputMode="numeric" autoComplete="off" required />}
            </FormField>
          </div>
          <FormField id={id('comment')} label={T.comment} error={errors.comment} className="mb-0">
            {(props) => <textarea {...props} {...form.register('comment')} rows={2} required />}
          </FormField>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={pending}>
            {T.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending || undefined}>
            {pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {T.save}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
