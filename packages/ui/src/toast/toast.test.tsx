import { act, screen } from '@testing-library/react';
import { renderView } from '@test/render';
import { useNotice } from '../kit/use-notice';
import { TOAST_DEFAULTS } from './toast';

function Page({ text }: { text: string }) {
  const notice = useNotice();
  return (
    <>
      {notice.toast}
      <button type="button" onClick={() => notice.say(text)}>
        Melden
      </button>
    </>
  );
}

describe('Notices', () => {
  afterEach(() => vi.useRealTimers());

  it('use the old defaults', () => {
    expect(TOAST_DEFAULTS).toEqual({ autohide: true, delay: 5000, animation: true });
  });

  it('a success notice is a polite status at the top right and hides after 5000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderView(<Page text="Zeiten werden neu berechnet" />, { fakeTimers: true });
    await user.click(screen.getByRole('button', { name: 'Melden' }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Zeiten werden neu berechnet');
    expect(status.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(status.closest('.toast-container')).toHaveClass('top-0', 'end-0', 'position-fixed');
    act(() => vi.advanceTimersByTime(4800));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText('Zeiten werden neu berechnet')).toBeNull();
  });

  it('shows server text as text', async () => {
    const { user } = renderView(<Page text="<img src=x onerror=alert(1)> bleibt Text" />);
    await user.click(screen.getByRole('button', { name: 'Melden' }));
    expect(screen.getByText('<img src=x onerror=alert(1)> bleibt Text')).toBeInTheDocument();
    expect(document.querySelector('.toast img')).toBeNull();
  });

  it('can be closed at once', async () => {
    const { user } = renderView(<Page text="Gespeichert." />);
    await user.click(screen.getByRole('button', { name: 'Melden' }));
    await user.click(screen.getByRole('button', { name: 'Meldung schließen' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
