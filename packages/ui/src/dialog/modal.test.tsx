import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderView } from '@test/render';
import { Modal } from './modal';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button">Davor</button>
      <button type="button" onClick={() => setOpen(true)}>
        Öffnen
      </button>
      <button type="button">Dahinter</button>
      <Modal show={open} onHide={() => setOpen(false)} aria-label="Prüfdialog" animation={false}>
        <Modal.Header closeButton closeLabel="Schließen">
          <Modal.Title>Prüfdialog</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <label htmlFor="feld">Feld</label>
          <input id="feld" />
          <button type="button" disabled>
            Gesperrt
          </button>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" onClick={() => setOpen(false)}>
            Abbrechen
          </button>
          <button type="button">Speichern</button>
        </Modal.Footer>
      </Modal>
    </div>
  );
}

describe('Modal', () => {
  it('wraps Tab and Shift+Tab inside the dialog at once, and gives the focus back to the opener', async () => {
    const { user } = renderView(<Page />);
    const opener = screen.getByRole('button', { name: 'Öffnen' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Prüfdialog' });
    const close = screen.getByRole('button', { name: 'Schließen' });
    const save = screen.getByRole('button', { name: 'Speichern' });
    save.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
    // Round and round: never outside.
    for (let i = 0; i < 9; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
