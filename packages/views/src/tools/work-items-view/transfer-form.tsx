import { todayBerlin, useApiMutation, useDraft, type ApiError, type UserOption } from '@stempeluhr/core';
import { ApiErrorAlert, SubmitButton, applyServerErrors, Heading } from '@stempeluhr/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TRANSFER_FAILED, insertInvalidates, insertWorkItems } from '../api/insert-work-items';
import { TRANSFER_SERVER_FIELDS, periodOf, transferSchema, type TransferFormValues, type TransferPayload } from './work-items-rules';
import { OverlapWarning, findOverlap, payloadKey } from './overlap-check';
import { TransferFields } from './transfer-fields';
import { TransferSummary } from './transfer-summary';
import { WORK_ITEMS_VIEW_TEXTS as T } from './work-items-view.texts';

/** Key of the typed transfer kept across an expired session. */
const DRAFT = 'transfer';

const dayDate = (iso: string) => new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));

export interface TransferFormProps {
  users: UserOption[];
  userId?: number;
  /** After a transfer: the issue it went to (the finder shows it). */
  onTransferred: (issueId: string) => void;
}

/** User, period, factor and issue; shows the worked time and the result before sending. */
export function TransferForm({ users, userId, onTransferred }: TransferFormProps) {
  const id = useId();
  const today = todayBerlin();
  const maxDate = dayDate(today);
  // What was typed before the session expired comes back after the reload.
  const draft = useDraft<TransferPayload>(DRAFT);
  const form = useForm<TransferFormValues, unknown, TransferPayload>({
    defaultValues: draft
      ? {
          userId: String(draft.userId),
          start: dayDate(draft.start),
          end: dayDate(draft.end),
          factor: String(draft.factor),
          issueId: draft.issueId,
        }
      : {
          userId: userId !== undefined && users.some((u) => u.id === userId) ? String(userId) : '',
          start: null,
          end: null,
          factor: '',
          issueId: '',
        },
    resolver: zodResolver(transferSchema(today)),
    mode: 'onTouched',
  });
  const [banner, setBanner] = useState<ApiError | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // The transfers made on this page, and a warning about an overlapping period (for exactly those values).
  const [transferred, setTransferred] = useState<Array<Pick<TransferPayload, 'userId' | 'start' | 'end' | 'issueId'>>>([]);
  const [overlap, setOverlap] = useState<{ key: string; text: string } | null>(null);
  // While the overlap is checked the button already counts as sending (one click, one transfer).
  const [checking, setChecking] = useState(false);
  const queryClient = useQueryClient();
  const write = useApiMutation({
    mutationFn: insertWorkItems,
    invalidates: insertInvalidates,
    // Spec §8: every failed transfer says so in its words; the server's reason stands beneath.
    failureText: TRANSFER_FAILED,
    draftKey: DRAFT,
    event: (payload) => ['saved', { what: 'work-items', id: payload.issueId }],
    onSuccess: (_data, payload) => {
      setDone(T.transferred);
      setTransferred((list) => [...list, payload]);
      // Cleared, so that a second click books nothing twice; the user stays chosen for the next period.
      form.reset({ userId: String(payload.userId), start: null, end: null, factor: '', issueId: '' });
      onTransferred(payload.issueId);
    },
    onError: (error) => {
      const banner = applyServerErrors(form, error, TRANSFER_SERVER_FIELDS);
      // Laravel's message of a 422 repeats its first field error: shown at the field, not twice.
      const atFields = new Set(Object.values(error.fieldErrors).flat());
      setBanner({ ...banner, messages: banner.messages.filter((m) => !atFields.has(m)) });
    },
  });

  const [chosenUser, start, end, factorText, issueText] = useWatch({
    control: form.control,
    name: ['userId', 'start', 'end', 'factor', 'issueId'],
  });
  const period = periodOf({ userId: chosenUser, start, end }, today);
  const busy = checking || write.pending;
  const parsed = transferSchema(today).safeParse({ userId: chosenUser, start, end, factor: factorText, issueId: issueText });
  const warning = overlap && parsed.success && payloadKey(parsed.data) === overlap.key ? overlap : null;

  const send = async (payload: TransferPayload, checkOverlap: boolean) => {
    setBanner(null);
    setDone(null);
    if (checkOverlap) {
      setChecking(true);
      const text = await findOverlap(queryClient, payload, transferred).finally(() => setChecking(false));
      if (text) {
        setOverlap({ key: payloadKey(payload), text });
        return;
      }
    }
    setOverlap(null);
    await write.run(payload);
  };
  const submit = form.handleSubmit(
    (payload) => send(payload, true),
    () => setDone(null),
  );
  // „Trotzdem übertragen“: the same values, validated again, sent without the overlap check.
  const submitAnyway = form.handleSubmit((payload) => send(payload, false));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>{T.transferTitle}</Heading>
      {banner && <ApiErrorAlert error={banner} onDismiss={() => setBanner(null)} />}
      {warning && <OverlapWarning text={warning.text} onConfirm={() => void submitAnyway()} onCancel={() => setOverlap(null)} />}
      {done && (
        <div className="alert alert-success d-flex align-items-start gap-2" role="status">
          <span className="flex-grow-1">{done}</span>
          <button type="button" className="btn-close" aria-label="Meldung schließen" onClick={() => setDone(null)} />
        </div>
      )}
      <TransferFields id={id} form={form} users={users} maxDate={maxDate} start={start} />

      <TransferSummary period={period} factorText={factorText} />

      <SubmitButton pending={busy}>{busy ? T.sending : T.submit}</SubmitButton>
    </form>
  );
}
