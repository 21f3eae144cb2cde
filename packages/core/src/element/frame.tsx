import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { WidgetHostContext } from '../events/events';
import { FRAME_TEXTS } from '../texts/frame';

function CrashFallback({ error, resetErrorBoundary }: FallbackProps) {
  if (error instanceof Error && error.name === 'ChunkLoadError') return <NewVersionNotice />;
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
      <span className="me-auto">{FRAME_TEXTS.widgetCrashed}</span>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={resetErrorBoundary}>
        {FRAME_TEXTS.retry}
      </button>
    </div>
  );
}

/** The page outlived a deploy: the view's code is gone, a reload brings the new version. */
export function NewVersionNotice() {
  return (
    <div className="alert alert-info d-flex flex-wrap align-items-center gap-2" role="alert">
      <span className="me-auto">{FRAME_TEXTS.newVersion}</span>
      <button type="button" className="btn btn-sm btn-primary" onClick={() => window.location.reload()}>
        {FRAME_TEXTS.reload}
      </button>
    </div>
  );
}

export function WidgetPlaceholder() {
  return (
    <div className="placeholder-glow" aria-busy="true" aria-live="polite">
      <span className="visually-hidden">{FRAME_TEXTS.loading}</span>
      <span className="placeholder col-12 placeholder-lg mb-2" />
      <span className="placeholder col-8" />
    </div>
  );
}

export interface WidgetFrameProps {
  /** Names the widget in error reports. */
  name: string;
  host?: HTMLElement | null;
  children: ReactNode;
}

/**
 * The part of the shell every page needs: the host element, its own error boundary (a crash shows
 * only this widget's fallback) and a placeholder while its code loads. No data layer: the standalone
 * runtime adds the query cache only for views that read or write (see `ViewModule.Provider`), so a
 * page without an API call does not load TanStack Query, axios or zod's parsers.
 */
export function WidgetFrame({ name, host = null, children }: WidgetFrameProps) {
  return (
    <WidgetHostContext.Provider value={host}>
      <ErrorBoundary
        FallbackComponent={CrashFallback}
        onError={(error) =>
          error instanceof Error && error.name === 'ChunkLoadError'
            ? console.warn(error.message, error.cause)
            : console.error(`Stempeluhr <${name}>: Darstellung fehlgeschlagen.`, error)
        }
      >
        <Suspense fallback={<WidgetPlaceholder />}>{children}</Suspense>
      </ErrorBoundary>
    </WidgetHostContext.Provider>
  );
}
