import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatDayLong,
  TEXTS,
  todayBerlin,
  useDraft,
  type ApiError,
  type Clocking,
  type ClockingType,
  type WriteEvent,
} from '@stempeluhr/core';
import { applyServerErrors, FormDialog } from '@stempeluhr/ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  CLOCKING_FIELDS,
  CLOCKING_SERVER_FIELDS,
  ClockingFields,
  emptyClockingValues,
  valuesFromClocking,
  type ClockingFormValues,
  type ClockingTimes,
} from '../../domain/clocking';
import { useCreateTeamClocking, type CreateTeamClockingInput } from '../api/create-team-clocking';
import { useUpdateTeamClocking, type UpdateTeamClockingInput } from '../api/update-team-clocking';
import { ErrorList, serverMessages, useServerRefusal } from './error-list';
import { inTeamWording, teamClockingSchema } from './team-clocking-rules';
import { TEAM_OVERVIEW_TEXTS as T } from './team-overview.texts';

export type TeamClockingTarget = { mode: 'add'; date: string } | { mode: 'edit'; clocking: Clocking };

export interface TeamClockingDialogProps {
  target: TeamClockingTarget;
  /** The member whose day it is. */
  userId: number;
  onClose: () => void;
  /** The write was accepted (runs even if the widget was removed): the caller recalculates that day's week. */
  onSaved: (date: string) => void;
}

/** Add or edit a member's clocking with a reason; every message (client and server) in one red list. */
export function TeamClockingDialog({ target, userId, onClose, onSaved }: TeamClockingDialogProps) {
  const idPrefix = useId();
  const original = target.mode === 'edit' ? target.clocking : null;
  const date = original ? original.clock_in.slice(0, 10) : (target as { date: string }).date;
  const allowUntilNow = original !== null || date === todayBerlin();
  // What was typed when the session expired comes back after the reload (sessionStorage, per entry).
  const draftKey = original ? `eintrag-${original.id}` : `neu-${userId}-${date}`;
  const draft = useDraft<{ values: ClockingFormValues }>(draftKey);
  const form = useForm<ClockingFormValues, unknown, ClockingTimes>({
    // A new entry starts without a type: "type muss ausgewählt sein" until one is chosen (spec 02 §5).
    defaultValues: draft?.values ?? (original ? valuesFromClocking(original) : { ...emptyClockingValues(), type: '' as ClockingType }),
    resolver: zodResolver(teamClockingSchema({ date, original, allowUntilNow })),
  });
  const refusal = useServerRefusal(form);
  // A refusal (403, 422, any failure) lands in the dialog's error list (spec 02 §8).
  const options = {
    draftKey,
    event: (): WriteEvent => ['saved', { what: 'clocking', id: original?.id }],
    onError: (error: ApiError) => refusal.refuse(applyServerErrors(form, inTeamWording(error), CLOCKING_SERVER_FIELDS)),
  };
  const create = useCreateTeamClocking<CreateTeamClockingInput & { values: ClockingFormValues }>(options);
  const update = useUpdateTeamClocking<UpdateTeamClockingInput & { values: ClockingFormValues }>(options);

  const save = async (times: ClockingTimes) => {
    refusal.clear();
    const values = form.getValues();
    const result = original
      ? await update.run({ userId, payload: { id: original.id, ...times }, values })
      : await create.run({ payload: { userId, ...times, addedFromUser: false }, values });
    if (result.ok) onSaved(date);
  };

  const serverError = refusal.error;
  const { errors } = form.formState;
  const fieldMessages = CLOCKING_FIELDS.flatMap((field) => (errors[field]?.message ? [errors[field].message] : []));
  const bannerMessages =
    serverError && (serverError.message !== TEXTS.validation || fieldMessages.length === 0) ? serverMessages(serverError) : [];
  const messages = [...fieldMessages, ...bannerMessages.filter((m) => !fieldMessages.includes(m))];
  const title = original ? T.editTitle(formatDayLong(date)) : T.addTitle(formatDayLong(date));

  return (
    <FormDialog
      title={title}
      form={form}
      onSubmit={save}
      onClose={onClose}
      firstField="von"
      submitLabel={T.save}
      cancelLabel={T.cancel}
      pending={create.pending || update.pending}
      intro={<ErrorList id={`${idPrefix}-errors`} messages={messages} session={serverError?.kind === 'session'} />}
    >
      <ClockingFields
        form={form}
        idPrefix={idPrefix}
        showUntilNow={allowUntilNow}
        errorsShownIn={`${idPrefix}-errors`}
        typePlaceholder={T.choose}
      />
    </FormDialog>
  );
}
