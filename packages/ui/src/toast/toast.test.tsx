import { act, screen, within } from '@testing-library/react';
import { renderView } from '@test/render';
import { TOAST_DEFAULTS, ToastProvider, useToast } from './toast';

// Testing Library drains its async wrapper with a setTimeout(0) that it only advances when it sees
// Jest's fake timers; this shim lets it see vitest's.
beforeAll(() => {
  (globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
});
afterAll(() => {
  delete (globalThis as { jest?: unknown }).jest;
});

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Zeiten werden neu berechnet')}>
        Erfolg
      </button>
      <button type="button" onClick={() => toast.error('Eintrag konnte nicht gespeichert werden.')}>
        Fehler
      </button>
      <button
        type="button"
        onClick={() => toast.show({ message: '<img src=x onerror=alert(1)> bleibt Text', variant: 'info', title: '<b>Titel</b>' })}
      >
        Html
      </button>
    </>
  );
}

function setup() {
  vi.useFakeTimers();
  return renderView(
    <ToastProvider>
      <Buttons />
    </ToastProvider>,
    { fakeTimers: true },
  );
}

describe('Toasts', () => {
  it('uses the old defaults', () => {
    expect(TOAST_DEFAULTS).toEqual({ autohide: true, delay: 5000, animation: true });
  });

  it('a success toast is a polite status at the top right and hides after 5000 ms', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Erfolg' }));
    await advance(0);
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Zeiten werden neu berechnet');
    expect(toast).toHaveAttribute('aria-live', 'polite');
    expect(toast.closest('.toast-container')).toHaveClass('top-0', 'end-0', 'position-fixed');
    await advance(4990);
    expect(screen.getByRole('status')).toHaveClass('show');
    await advance(10);
    await advance(400); // fade-out
    expect(screen.queryByText('Zeiten werden neu berechnet')).toBeNull();
  });

  it('an error toast is an alert and stays until dismissed', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Fehler' }));
    await advance(20_000);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Eintrag konnte nicht gespeichert werden.');
    expect(alert).toHaveTextContent('Fehler');
    await user.click(within(alert).getByRole('button', { name: 'Schließen' }));
    await advance(400);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows server text as text', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Html' }));
    await advance(0);
    expect(screen.getByText('<img src=x onerror=alert(1)> bleibt Text')).toBeInTheDocument();
    expect(screen.getByText('<b>Titel</b>')).toBeInTheDocument();
    expect(document.querySelector('.toast img, .toast b')).toBeNull();
  });

  it('stacks several toasts and leaves no timers after unmount', async () => {
    const { user, unmount } = setup();
    await user.click(screen.getByRole('button', { name: 'Erfolg' }));
    await user.click(screen.getByRole('button', { name: 'Fehler' }));
    await advance(400);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
