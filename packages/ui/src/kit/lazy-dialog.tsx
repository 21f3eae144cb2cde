import { TEXTS } from '@stempeluhr/core';
import { useEffect, useRef, useState, type ComponentType } from 'react';

export const LAZY_DIALOG_TEXTS = {
  loading: 'Dialog wird geladen …',
  failed: 'Der Dialog konnte nicht geladen werden. Bitte die Verbindung prüfen.',
} as const;

/** Nothing is shown for this long while a dialog's code arrives (on the intranet it is there before). */
export const LAZY_DIALOG_QUIET_MS = 250;

/** A dialog whose code (with its form library) is fetched when it is first opened. */
export interface LazyDialog<P extends { onClose: () => void }> {
  (props: P): React.JSX.Element | null;
  /** Starts the fetch early (pointer over the button that opens it); a failure here is silent. */
  preload: () => void;
  displayName?: string;
}

/**
 * The form dialogs of a view are mounted only while open, and with them came react-hook-form and its
 * resolver on every page that has one: about 12 KiB gz before the first content. `lazyDialog` makes such a
 * dialog a chunk of its own, fetched once per page when it is first opened (or `preload`ed). Until it is
 * there nothing is shown, after LAZY_DIALOG_QUIET_MS a quiet „Dialog wird geladen …“; a failed fetch says so
 * with „Erneut versuchen“ and „Schließen“, and Escape closes while it waits. The button that opened it keeps
 * the focus until the dialog takes it (and gets it back when the dialog closes).
 */
export function lazyDialog<P extends { onClose: () => void }>(load: () => Promise<ComponentType<P>>, name = 'LazyDialog'): LazyDialog<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;

  const fetchDialog = (): Promise<ComponentType<P>> => {
    if (loaded) return Promise.resolve(loaded);
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null; // the next opening tries again
        throw error;
      },
    );
    return pending;
  };

  function Lazy(props: P) {
    const [Dialog, setDialog] = useState<ComponentType<P> | null>(() => loaded);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);
    const [slow, setSlow] = useState(false);
    // The button that opened it: the focus goes back there from the failure's buttons, so that the dialog
    // (which gives the focus back to what had it when it opened) and a closing never leave it on nothing.
    const opener = useRef<Element | null>(typeof document === 'undefined' ? null : document.activeElement);
    const backToOpener = () => {
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    };
    const { onClose } = props;

    useEffect(() => {
      if (Dialog) return;
      let live = true;
      setFailed(false);
      const quiet = setTimeout(() => live && setSlow(true), LAZY_DIALOG_QUIET_MS);
      fetchDialog().then(
        (component) => live && setDialog(() => component),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
        clearTimeout(quiet);
      };
    }, [Dialog, attempt]);

    useEffect(() => {
      if (Dialog) return;
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape') onClose();
      };
      document.addEventListener('keydown', onKey);
      return () => document.removeEventListener('keydown', onKey);
    }, [Dialog, onClose]);

    if (Dialog) return <Dialog {...props} />;
    if (failed)
      return (
        <div className="stempeluhr-lazy-dialog alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
          <span className="stempeluhr-alert-text">{LAZY_DIALOG_TEXTS.failed}</span>
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            onClick={() => {
              backToOpener();
              setAttempt((n) => n + 1);
            }}
          >
            {TEXTS.retry}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-link"
            onClick={() => {
              backToOpener();
              onClose();
            }}
          >
            {TEXTS.close}
          </button>
        </div>
      );
    return (
      <div className="stempeluhr-lazy-dialog" role="status" aria-live="polite">
        {slow && (
          <span className="alert alert-light d-inline-flex align-items-center gap-2 mb-0 shadow-sm">
            <span className="spinner-border spinner-border-sm" aria-hidden="true" />
            {LAZY_DIALOG_TEXTS.loading}
          </span>
        )}
      </div>
    );
  }

  const lazy = Lazy as LazyDialog<P>;
  lazy.preload = () => void fetchDialog().catch(() => undefined);
  lazy.displayName = name;
  return lazy;
}

/** ConfirmDialog as a view opens it: the modal's code comes with the first confirmation asked for. */
export const LazyConfirmDialog = /* @__PURE__ */ lazyDialog(() => import('./dialogs.on-use').then((m) => m.ConfirmDialog), 'ConfirmDialog');
