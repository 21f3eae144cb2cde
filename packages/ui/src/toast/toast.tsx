import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Toast, ToastContainer } from 'react-bootstrap';

/** The old bootstrap-vue toast defaults. */
export const TOAST_DEFAULTS = { autohide: true, delay: 5000, animation: true } as const;

export type ToastVariant = 'success' | 'info' | 'warning' | 'danger';

export interface ToastOptions {
  /** Shown as text, never as HTML. */
  message: string;
  title?: string;
  variant?: ToastVariant;
  /** Default: true, except for 'danger' (errors stay until dismissed). */
  autohide?: boolean;
  /** ms, default 5000. */
  delay?: number;
}

interface ToastItem extends Required<Omit<ToastOptions, 'title'>> {
  id: number;
  title?: string;
  show: boolean;
}

export interface ToastApi {
  show: (options: ToastOptions) => number;
  success: (message: string, title?: string) => number;
  error: (message: string, title?: string) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const VARIANT_CLASS: Record<ToastVariant, string> = {
  success: 'text-bg-success',
  info: 'text-bg-info',
  warning: 'text-bg-warning',
  danger: 'text-bg-danger',
};

const DEFAULT_TITLE: Record<ToastVariant, string> = {
  success: 'Erledigt',
  info: 'Hinweis',
  warning: 'Achtung',
  danger: 'Fehler',
};

export interface ToastProviderProps {
  children: ReactNode;
  /** Accessible name of the toast area. */
  label?: string;
}

/** Toasts at the top right: success ones vanish after 5 s, errors stay until closed. */
export function ToastProvider({ children, label = 'Benachrichtigungen' }: ToastProviderProps) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, show: false } : item)));
  }, []);

  const remove = useCallback((id: number) => {
    setItems((list) => list.filter((item) => item.id !== id));
  }, []);

  const show = useCallback((options: ToastOptions) => {
    const id = nextId.current;
    nextId.current += 1;
    const variant = options.variant ?? 'info';
    const item: ToastItem = {
      id,
      message: options.message,
      title: options.title,
      variant,
      autohide: options.autohide ?? (variant === 'danger' ? false : TOAST_DEFAULTS.autohide),
      delay: options.delay ?? TOAST_DEFAULTS.delay,
      show: true,
    };
    setItems((list) => [...list, item]);
    return id;
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (message, title) => show({ message, title, variant: 'success' }),
      error: (message, title) => show({ message, title, variant: 'danger' }),
      dismiss,
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastContainer position="top-end" containerPosition="fixed" className="p-3 stempeluhr-toasts" aria-label={label} role="region">
        {items.map((item) => {
          const urgent = item.variant === 'danger' || item.variant === 'warning';
          return (
            <Toast
              key={item.id}
              show={item.show}
              onClose={() => dismiss(item.id)}
              onExited={() => remove(item.id)}
              autohide={item.autohide}
              delay={item.delay}
              animation={TOAST_DEFAULTS.animation}
              className={VARIANT_CLASS[item.variant]}
              // react-bootstrap always writes role="alert"; a success is a polite status.
              ref={(el: HTMLDivElement | null) => {
                if (!el) return;
                el.setAttribute('role', urgent ? 'alert' : 'status');
                el.setAttribute('aria-live', urgent ? 'assertive' : 'polite');
              }}
            >
              <Toast.Header closeButton closeLabel="Schließen" className="text-wrap">
                <strong className="me-auto">{item.title ?? DEFAULT_TITLE[item.variant]}</strong>
              </Toast.Header>
              <Toast.Body className="text-break">{item.message}</Toast.Body>
            </Toast>
          );
        })}
      </ToastContainer>
    </ToastContext.Provider>
  );
}

/** The toasts of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() braucht einen <ToastProvider> darüber.');
  return api;
}
