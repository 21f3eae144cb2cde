import { act, screen, waitFor, within } from '@testing-library/react';
import type { ApiError, WriteResult } from '@stempeluhr/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { renderView } from '@test/render';
import { CollapsibleCard } from './collapsible-card';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialog } from './form-dialog';
import { SubmitButton } from './submit-button';
import { useEntryEditor } from './use-entry-editor';
import { useNotice } from './use-notice';

const WAIT = { timeout: 5000 };

function validationError(): ApiError {
  return {
    kind: 'validation',
    status: 422,
    message: 'Die Stunden sind ungültig.',
    messages: [],
    fieldErrors: { hours: ['Die Stunden sind ungültig.'], other: ['Der Server mag das nicht.'] },
  } as ApiError;
}

interface Values {
  hours: string;
  comment: string;
}

interface DialogProps {
  send: (values: Values) => Promise<WriteResult<unknown>>;
  onSaved: (hours: string) => void;
  onClose: () => void;
}

function HoursDialog({ send, onSaved, onClose }: DialogProps) {
  const form = useForm<Values>({ defaultValues: { hours: '', comment: '' } });
  return (
    <FormDialog
      title="Stunden eintragen"
      form={form}
      serverFields={{ hours: 'hours' }}
      firstField="hours"
      onClose={onClose}
      onSubmit={async (values) => {
        const result = await send(values);
        if (result.ok) onSaved(values.hours);
        return result;
      }}
    >
      <label htmlFor="hours">Stunden</label>
      <input id="hours" {...form.register('hours')} />
      <label htmlFor="comment">Kommentar</label>
      <textarea id="comment" rows={2} {...form.register('comment')} />
    </FormDialog>
  );
}

function Page({ send }: { send: (values: Values) => Promise<WriteResult<unknown>> }) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Eintragen
      </button>
      {saved && <p>Gespeichert: {saved}</p>}
      {open && (
        <HoursDialog
          send={send}
          onClose={() => setOpen(false)}
          onSaved={(hours) => {
            setSaved(hours);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

describe('FormDialog', () => {
  it('opens on its first field, keeps what was typed on a failure and shows the error at the top and at the field', async () => {
    const send = vi.fn(async (): Promise<WriteResult<unknown>> => ({ ok: false, error: validationError() }));
    const { user } = renderView(<Page send={send} />);
    await user.click(screen.getByRole('button', { name: 'Eintragen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stunden eintragen' });
    await waitFor(() => expect(within(dialog).getByLabelText('Stunden')).toHaveFocus(), WAIT);
    await user.type(within(dialog).getByLabelText('Stunden'), '25:00');
    await user.type(within(dialog).getByLabelText('Kommentar'), 'Messe');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Der Server mag das nicht.');
    expect(within(dialog).getByLabelText('Stunden')).toHaveValue('25:00');
    expect(within(dialog).getByLabelText('Kommentar')).toHaveValue('Messe');
    expect(within(dialog).getByLabelText('Stunden')).toHaveFocus();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('Enter saves, the button is busy meanwhile, and the focus goes back to the button that opened it', async () => {
    let finish: (result: WriteResult<unknown>) => void = () => undefined;
    const send = vi.fn(() => new Promise<WriteResult<unknown>>((resolve) => (finish = resolve)));
    const { user } = renderView(<Page send={send} />);
    const opener = screen.getByRole('button', { name: 'Eintragen' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Stunden eintragen' });
    await user.type(within(dialog).getByLabelText('Stunden'), '2:30{Enter}');
    const save = within(dialog).getByRole('button', { name: 'Speichern' });
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    expect(save).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Stunden eintragen' })).toBeInTheDocument();
    await act(async () => finish({ ok: true, data: null }));
    expect(await screen.findByText('Gespeichert: 2:30')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    await waitFor(() => expect(opener).toHaveFocus(), WAIT);
  });

  it('leaves the focus where the user put it while the dialog was still fading in', async () => {
    // Under load the fade-in can end after a fast user has clicked into the comment: the first field must
    // not take the focus then, or the rest of the comment lands in the hours field.
    const { user } = renderView(<HoursDialog send={vi.fn()} onSaved={vi.fn()} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Stunden eintragen' });
    const comment = within(dialog).getByLabelText('Kommentar');
    act(() => comment.focus());
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    await user.keyboard('Messe');
    expect(comment).toHaveFocus();
    expect(comment).toHaveValue('Messe');
    expect(within(dialog).getByLabelText('Stunden')).toHaveValue('');
  });

  it('Escape closes without saving', async () => {
    const send = vi.fn();
    const { user } = renderView(<Page send={send} />);
    await user.click(screen.getByRole('button', { name: 'Eintragen' }));
    await screen.findByRole('dialog', { name: 'Stunden eintragen' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(send).not.toHaveBeenCalled();
  });
});

describe('ConfirmDialog', () => {
  it('names what is affected, keeps the failure in the open dialog, and takes no second click while deleting', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    const error = { kind: 'server', status: 500, message: 'Löschen fehlgeschlagen.', messages: [], fieldErrors: {} } as ApiError;
    const { user, rerender } = renderView(
      <ConfirmDialog title="Eintrag wirklich löschen?" confirmLabel="Löschen" pending={false} onConfirm={onConfirm} onClose={onClose}>
        08:00 – 12:00 · regulär
      </ConfirmDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Eintrag wirklich löschen?' });
    expect(dialog).toHaveTextContent('08:00 – 12:00 · regulär');
    const confirm = within(dialog).getByRole('button', { name: 'Löschen' });
    expect(confirm).toHaveClass('btn-outline-danger');
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    rerender(
      <ConfirmDialog title="Eintrag wirklich löschen?" confirmLabel="Löschen" pending error={error} onConfirm={onConfirm} onClose={onClose}>
        08:00 – 12:00 · regulär
      </ConfirmDialog>,
    );
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent('Löschen fehlgeschlagen.');
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Löschen' })).toBeDisabled();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Abbrechen' })).toBeDisabled();
  });
});

describe('SubmitButton', () => {
  it('a button that cannot be used says why', () => {
    renderView(
      <SubmitButton type="button" disabledReason="Gesperrte Wochen können nicht geändert werden.">
        Neu berechnen
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Neu berechnen' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Gesperrte Wochen können nicht geändert werden.');
    expect(screen.getByText('Gesperrte Wochen können nicht geändert werden.')).toBeVisible();
  });
});

describe('CollapsibleCard', () => {
  it('opens and shuts its body from the header button, and renders nothing of a shut body', async () => {
    const { user } = renderView(
      <CollapsibleCard title="Punkte" aside={<span className="badge">12</span>}>
        <p>Inhalt der Karte</p>
      </CollapsibleCard>,
    );
    const toggle = screen.getByRole('button', { name: /Punkte/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Inhalt der Karte')).toBeNull();
    expect(screen.getByRole('region', { name: /Punkte/ })).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Inhalt der Karte')).toBeVisible();
    await user.click(toggle);
    expect(screen.queryByText('Inhalt der Karte')).toBeNull();
  });
});

function NoticePage() {
  const notice = useNotice();
  return (
    <>
      {notice.toast}
      <button type="button" onClick={() => notice.say('Gespeichert.')}>
        Speichern
      </button>
    </>
  );
}

describe('useNotice', () => {
  afterEach(() => vi.useRealTimers());

  it('says a success politely and hides it after five seconds; the same text again starts anew', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderView(<NoticePage />, { fakeTimers: true });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByRole('status')).toHaveTextContent('Gespeichert.');
    act(() => vi.advanceTimersByTime(4000));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('status')).toHaveTextContent('Gespeichert.');
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

function EditorPage() {
  const editor = useEntryEditor<{ id: number; name: string }>();
  const entry = { id: 7, name: 'Messe' };
  return (
    <>
      <button type="button" onClick={editor.openNew}>
        Neu
      </button>
      <button type="button" onClick={() => editor.openEdit(entry)}>
        Ändern
      </button>
      <button type="button" onClick={() => editor.openDelete(entry)}>
        Löschen
      </button>
      <p>{editor.editing ? `Dialog: ${editor.editing.entry?.name ?? 'neu'}` : 'kein Dialog'}</p>
      <p>{editor.deleting ? `Löschen: ${editor.deleting.name}` : 'nichts zu löschen'}</p>
      <button type="button" onClick={editor.close}>
        Zu
      </button>
    </>
  );
}

describe('useEntryEditor', () => {
  it('has one dialog open at a time: new, change or delete', async () => {
    const { user } = renderView(<EditorPage />);
    await user.click(screen.getByRole('button', { name: 'Neu' }));
    expect(screen.getByText('Dialog: neu')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ändern' }));
    expect(screen.getByText('Dialog: Messe')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    expect(screen.getByText('kein Dialog')).toBeInTheDocument();
    expect(screen.getByText('Löschen: Messe')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zu' }));
    expect(screen.getByText('nichts zu löschen')).toBeInTheDocument();
  });
});
