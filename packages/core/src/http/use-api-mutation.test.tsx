import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { server } from '@mocks/node';
import { renderView } from '@test/render';
import { apiClient } from './client';
import { acceptWriteAnswer } from './errors';
import { readDraft, useApiMutation } from './use-api-mutation';

// A small form on the one write path: what a user of any view meets when a save succeeds or fails.
function NoteForm({ failureText }: { failureText?: string }) {
  const [text, setText] = useState('Kommentar');
  const [saved, setSaved] = useState(false);
  const write = useApiMutation({
    mutationFn: async (note: string) => acceptWriteAnswer((await apiClient().post('/json/test/note', { note })).data, 'test/note'),
    failureText,
    draftKey: 'note',
    event: (note) => ['saved', { what: 'note', id: note }],
    onSuccess: () => setSaved(true),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void write.run(text);
      }}
    >
      <label>
        Notiz
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="submit" disabled={write.pending}>
        Speichern
      </button>
      {write.error && (
        <div role="alert">
          {write.error.message}
          {write.error.messages.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      )}
      {saved && <p>Gespeichert</p>}
    </form>
  );
}

describe('useApiMutation: the one write path', () => {
  it('takes an empty 2xx as success, sends once for a double click while the answer is on its way, and tells the host page', async () => {
    let requests = 0;
    server.use(
      http.post('*/json/test/note', async () => {
        requests += 1;
        await delay(150);
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { user, host } = renderView(<NoteForm />);
    const saved = vi.fn();
    host.addEventListener('stempeluhr:saved', saved);
    await user.dblClick(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Gespeichert')).toBeInTheDocument();
    expect(requests).toBe(1);
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('puts the call’s own failure text first and the server’s message beneath it, never an HTML page', async () => {
    server.use(http.post('*/json/test/note', () => HttpResponse.json({ message: 'Issue OPS-1 ist gesperrt.' }, { status: 500 })));
    const { user } = renderView(<NoteForm failureText="Request wurde nicht abgeschlossen." />);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Request wurde nicht abgeschlossen.');
    expect(alert).toHaveTextContent('Issue OPS-1 ist gesperrt.');
    expect(screen.getByRole('textbox', { name: 'Notiz' })).toHaveValue('Kommentar');
  });

  it('reads a 2xx login page as an expired session and keeps what was typed for after the reload', async () => {
    server.use(http.post('*/json/test/note', () => HttpResponse.html('<!doctype html><html><body><form>Login</form></body></html>')));
    window.sessionStorage.clear();
    const { user } = renderView(<NoteForm />);
    await user.clear(screen.getByRole('textbox', { name: 'Notiz' }));
    await user.type(screen.getByRole('textbox', { name: 'Notiz' }), 'Nachtschicht');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sitzung abgelaufen');
    expect(screen.queryByText('Gespeichert')).toBeNull();
    await waitFor(() => expect(readDraft('div', 'note')).toBe('Nachtschicht'));
  });
});
