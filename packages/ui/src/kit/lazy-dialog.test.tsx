import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LAZY_DIALOG_QUIET_MS, LAZY_DIALOG_TEXTS, lazyDialog } from './lazy-dialog';

interface NoteProps {
  note: string;
  onClose: () => void;
}

function NoteDialog({ note, onClose }: NoteProps) {
  return (
    <div role="dialog" aria-label="Notiz">
      <p>{note}</p>
      <button type="button" onClick={onClose}>
        Fertig
      </button>
    </div>
  );
}

/** A chunk the test lets arrive (or fail) when it says so. */
function controlledChunk() {
  const calls: { resolve: (c: typeof NoteDialog) => void; reject: (e: Error) => void }[] = [];
  const load = () =>
    new Promise<typeof NoteDialog>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { load, calls };
}

function Page({ Dialog }: { Dialog: (props: NoteProps) => React.JSX.Element | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Notiz öffnen
      </button>
      {open && <Dialog note="Mittagspause 30 Minuten" onClose={() => setOpen(false)} />}
    </>
  );
}

describe('lazyDialog: a dialog whose code comes when it is first opened', () => {
  it('opens once its code is there, with the props passed; the next opening is at once and loads nothing again', async () => {
    const chunk = controlledChunk();
    const Lazy = lazyDialog(chunk.load);
    const user = userEvent.setup();
    render(<Page Dialog={Lazy} />);
    await user.click(screen.getByRole('button', { name: 'Notiz öffnen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notiz öffnen' })).toHaveFocus();
    await act(async () => chunk.calls[0].resolve(NoteDialog));
    expect(screen.getByRole('dialog', { name: 'Notiz' })).toHaveTextContent('Mittagspause 30 Minuten');
    await user.click(screen.getByRole('button', { name: 'Fertig' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Notiz öffnen' }));
    expect(screen.getByRole('dialog', { name: 'Notiz' })).toBeInTheDocument();
    expect(chunk.calls).toHaveLength(1);
  });

  it('says „Dialog wird geladen …“ only when the code takes longer than a moment', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const chunk = controlledChunk();
      const Lazy = lazyDialog(chunk.load);
      render(<Lazy note="x" onClose={() => undefined} />);
      expect(screen.queryByText(LAZY_DIALOG_TEXTS.loading)).not.toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(LAZY_DIALOG_QUIET_MS + 10));
      expect(screen.getByRole('status')).toHaveTextContent('Dialog wird geladen …');
      await act(async () => chunk.calls[0].resolve(NoteDialog));
      expect(screen.queryByText(LAZY_DIALOG_TEXTS.loading)).not.toBeInTheDocument();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed load says so in German; „Erneut versuchen“ loads again and opens it, nothing of the page is lost', async () => {
    const chunk = controlledChunk();
    const Lazy = lazyDialog(chunk.load);
    const user = userEvent.setup();
    render(<Page Dialog={Lazy} />);
    await user.click(screen.getByRole('button', { name: 'Notiz öffnen' }));
    await act(async () => chunk.calls[0].reject(new Error('Failed to fetch dynamically imported module')));
    expect(screen.getByRole('alert')).toHaveTextContent('Der Dialog konnte nicht geladen werden. Bitte die Verbindung prüfen.');
    expect(screen.getByRole('button', { name: 'Notiz öffnen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(chunk.calls).toHaveLength(2);
    // The focus is back on the button that opened it (the dialog returns it there when it closes).
    expect(screen.getByRole('button', { name: 'Notiz öffnen' })).toHaveFocus();
    await act(async () => chunk.calls[1].resolve(NoteDialog));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Notiz' })).toBeInTheDocument();
  });

  it('„Schließen“ after a failed load, or Escape while it waits, closes it; the next opening tries again', async () => {
    const chunk = controlledChunk();
    const Lazy = lazyDialog(chunk.load);
    const user = userEvent.setup();
    render(<Page Dialog={Lazy} />);
    await user.click(screen.getByRole('button', { name: 'Notiz öffnen' }));
    await act(async () => chunk.calls[0].reject(new Error('offline')));
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notiz öffnen' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Notiz öffnen' }));
    expect(chunk.calls).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // The load that was under way still arrives: the next opening shows the dialog at once.
    await act(async () => chunk.calls[1].resolve(NoteDialog));
    await user.click(screen.getByRole('button', { name: 'Notiz öffnen' }));
    expect(screen.getByRole('dialog', { name: 'Notiz' })).toBeInTheDocument();
  });

  it('preload fetches the code before the first opening, and a failed preload is silent', async () => {
    const chunk = controlledChunk();
    const Lazy = lazyDialog(chunk.load);
    Lazy.preload();
    expect(chunk.calls).toHaveLength(1);
    await act(async () => chunk.calls[0].reject(new Error('offline')));
    Lazy.preload();
    await act(async () => chunk.calls[1].resolve(NoteDialog));
    render(<Lazy note="Urlaub" onClose={() => undefined} />);
    expect(screen.getByRole('dialog')).toHaveTextContent('Urlaub');
  });
});
