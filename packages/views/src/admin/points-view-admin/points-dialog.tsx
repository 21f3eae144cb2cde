import { zodResolver } from '@hookform/resolvers/zod';
import { todayBerlin, useDraft, type PointsEntry, type PointsInsertPayload, type PointsUpdatePayload } from '@stempeluhr/core';
import { FormDialog, FormField } from '@stempeluhr/ui';
import { useId } from 'react';
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
  const after = { draftKey, onSuccess: () => onSaved(entry ? T.updated : T.saved) };
  const insert = useInsertPoints({ ...after, event: (input) => ['saved', { what: 'points', id: input.user_id }] });
  const update = useUpdatePoints({ ...after, event: (input) => ['saved', { what: 'points', id: input.payload.id }] });
  const { errors } = form.formState;

  return (
    <FormDialog
      title={entry ? T.updateTitle : T.insertTitle}
      form={form}
      serverFields={POINTS_SERVER_FIELDS}
      firstField={entry ? 'points' : 'date'}
      onClose={onClose}
      onSubmit={(values) =>
        entry
          ? update.run({ userId, payload: { id: entry.id, points: values.points, comment: values.comment } })
          : insert.run({ user_id: userId, date: values.date, points: values.points, comment: values.comment })
      }
      intro={<p className="small text-body-secondary mb-2">{T.requiredFields(!entry)}</p>}
    >
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
    </FormDialog>
  );
}
