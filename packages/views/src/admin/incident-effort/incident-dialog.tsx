import { zodResolver } from '@hookform/resolvers/zod';
import { todayBerlin, useDraft, type ApiError } from '@stempeluhr/core';
import { FormDialog, FormField, ServerErrorList } from '@stempeluhr/ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { IncidentRow } from '../api/get-incidents-month';
import { useSaveIncident, type SaveIncidentInput } from '../api/save-incident';
import { INCIDENT_EFFORT_TEXTS as T } from './incident-effort.texts';
import { incidentFormSchema, type IncidentFormOutput, type IncidentFormValues } from './incident-rules';

export interface IncidentDialogProps {
  userId: number;
  /** The entry to change; none = a new one. */
  entry: IncidentRow | null;
  /** The day a new entry starts with. */
  defaultDay: string;
  onClose: () => void;
  /** Saved (only while the widget is on the page). */
  onSaved: (message: string) => void;
}

/** „Incident erfassen“ / „Eintrag ändern“; the server's errors come back as a list, shown as a red list (spec §8). */
export function IncidentDialog({ userId, entry, defaultDay, onClose, onSaved }: IncidentDialogProps) {
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const today = todayBerlin();
  const draftKey = entry ? `eintrag-${entry.id}` : 'neu';
  const draft = useDraft<SaveIncidentInput>(draftKey)?.payload;
  const form = useForm<IncidentFormValues, unknown, IncidentFormOutput>({
    defaultValues: draft
      ? { task: draft.task, effort: String(draft.effort), day: draft.day }
      : entry
        ? { task: entry.task, effort: String(entry.effort), day: entry.day.slice(0, 10) }
        : { task: '', effort: '', day: defaultDay },
    resolver: zodResolver(incidentFormSchema(today)),
  });
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const write = useSaveIncident({
    draftKey,
    event: (input) => ['saved', { what: 'incident', id: input.kind === 'update' ? input.payload.id : input.userId }],
    onSuccess: () => onSaved(entry ? T.updated : T.saved),
    onError: (error) => setServerError(error),
  });
  const { errors } = form.formState;

  return (
    <FormDialog
      title={entry ? T.updateTitle : T.insertTitle}
      form={form}
      firstField="task"
      onClose={onClose}
      pending={write.pending}
      onSubmit={async (values) => {
        setServerError(null);
        await write.run(
          entry
            ? { userId, kind: 'update', payload: { id: entry.id, ...values } }
            : { userId, kind: 'insert', payload: { user_id: userId, ...values } },
        );
      }}
      intro={
        <>
          {serverError && <ServerErrorList error={serverError} heading={T.errorsHeading} />}
          <p className="small text-body-secondary mb-2">{T.requiredFields}</p>
        </>
      }
    >
      <FormField id={id('task')} label={T.task} error={errors.task}>
        {(props) => <input {...props} {...form.register('task')} type="text" autoComplete="off" required />}
      </FormField>
      <div className="row g-2">
        <FormField
          id={id('effort')}
          label={T.effort}
          error={errors.effort}
          className="col-12 col-sm-5 mb-0"
          controlClassName="form-control text-end tabular-nums"
        >
          {(props) => <input {...props} {...form.register('effort')} type="number" min={1} step={1} inputMode="numeric" required />}
        </FormField>
        <FormField id={id('day')} label={T.day} error={errors.day} className="col-12 col-sm-7 mb-0">
          {(props) => <input {...props} {...form.register('day')} type="date" max={today} required />}
        </FormField>
      </div>
    </FormDialog>
  );
}
