import { act, screen } from '@testing-library/react';
import { renderView } from '@test/render';
import { FLASH_HIDE_AFTER_MS, FlashMessage } from './flash-message';

describe('flash-message', () => {
  it('shows the message as text in the colour of its type and hides after 3000 ms', () => {
    vi.useFakeTimers();
    const { host } = renderView(<FlashMessage message="Eintrag erfolgreich gespeichert" type="warning" />);
    const dismissed = vi.fn();
    host.addEventListener('stempeluhr:dismissed', dismissed);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Eintrag erfolgreich gespeichert');
    expect(alert).toHaveClass('alert-warning');
    act(() => vi.advanceTimersByTime(FLASH_HIDE_AFTER_MS - 1));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(dismissed).toHaveBeenCalledTimes(1);
  });

  it('is a success bar by default and hides on click', async () => {
    const { user } = renderView(<FlashMessage message="Gespeichert" />);
    const bar = screen.getByRole('status');
    expect(bar).toHaveClass('alert-success');
    await user.click(bar);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('carries a sign of its kind beside the text (✓ success, ⚠ warning), not colour alone', () => {
    const { unmount } = renderView(<FlashMessage message="Gespeichert" />);
    expect(screen.getByRole('status')).toHaveTextContent(/^✓\s*Gespeichert$/);
    unmount();
    renderView(<FlashMessage message="Achtung" type="warning" />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^⚠\s*Achtung$/);
  });

  it('closes with the keyboard through its close button', async () => {
    const { user } = renderView(<FlashMessage message="Gespeichert" />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Meldung schließen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows server text with HTML as literal text', () => {
    renderView(<FlashMessage message={'<img src=x onerror="alert(1)">'} type="danger" />);
    expect(screen.getByRole('alert')).toHaveTextContent('<img src=x onerror="alert(1)">');
    expect(document.querySelector('img')).toBeNull();
  });

  it('leaves no timer behind when removed', () => {
    vi.useFakeTimers();
    const { unmount } = renderView(<FlashMessage message="x" />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
