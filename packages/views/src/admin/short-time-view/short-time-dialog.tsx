import { useDraft, type ApiError, type ShortTimeEntry } from '@stempeluhr/core';
import { DatePicker, FormDialog, ServerErrorList } from '@stempeluhr/ui';
import { format, parseISO } from 'date-fns';
import { useId, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useSaveShortTime, type SaveShortTimeInput } from '../api/save-short-time';
import { SHORT_TIME_TEXTS as T } from './short-time-view.texts';

const toIso = (date: Date | null) => (date ? format(date, 'yyyy-MM-dd') : null);

/** Spec §5: from required; to optional, and if given not before from. */
export function shortTimeErrors(from: string | null, to: string | null): { from?: string } {
  if (!from) return { from: T.fromRequired };
  if (to && from > to) return { from: T.fromAfterTo };
  return {};
}

interface Values {
  from: Date | null;
  to: Date | null;
}
interface Output {
  from: string;
  to: string | null;
}

const resolver: Resolver<Values, unknown, Output> = (values) => {
  const [from, to] = [toIso(values.from), toIso(values.to)];
  const message = shortTimeErrors(from, to).from;
  if (message || from === null) {
    return Promise.resolve({ values: {}, errors: { from: { type: 'validate', message: message ?? T.fromRequired } } });
  }
  return Promise.resolve({ values: { from, to }, errors: {} });
};

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
  const initial = useDraft<SaveShortTimeInput>(draftKey) ?? entry;
  const form = useForm<Values, unknown, Output>({
    defaultValues: { from: initial?.from ? parseISO(initial.from) : null, to: initial?.to ? parseISO(initial.to) : null },
    resolver,
  });
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const write = useSaveShortTime({
    draftKey,
    event: (input) => ['saved', { what: 'short-time', id: input.id ?? input.userId }],
    onSuccess: onSaved,
    onError: setServerError,
  });
  const pending = write.pending;

  return (
    <FormDialog
      title={entry ? T.editTitle : T.createTitle}
      form={form}
      onClose={onClose}
      pending={pending}
      onSubmit={async (values) => {
        setServerError(null);
        await write.run({ userId, id: entry?.id ?? null, ...values });
      }}
      intro={
        <>
          {serverError && <ServerErrorList error={serverError} heading={T.errorsHeading} />}
          <p className="small text-body-secondary mb-2">{T.requiredFields}</p>
        </>
      }
    >
      <Controller
        control={form.control}
        name="from"
        render={({ field, fieldState }) => {
          // The picker has no ref: a failed check focuses its field by id.
          field.ref({ focus: () => document.getElementById(`${id}-from`)?.focus() });
          return (
            <DatePicker
              id={`${id}-from`}
              label={T.from}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              className="mb-3"
              disabled={pending}
            />
          );
        }}
      />
      <Controller
        control={form.control}
        name="to"
        render={({ field }) => (
          <DatePicker
            id={`${id}-to`}
            label={T.to}
            value={field.value}
            onChange={field.onChange}
            hint={T.toHint}
            className="mb-3"
            disabled={pending}
          />
        )}
      />
    </FormDialog>
  );
}
