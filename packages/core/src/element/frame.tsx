import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { WidgetHostContext } from '../events/events';
import { TEXTS } from '../texts/common';

function CrashFallback({ resetErrorBoundary }: FallbackProps) {
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
      <span className="me-auto">{TEXTS.widgetCrashed}</span>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={resetErrorBoundary}>
        {TEXTS.retry}
      </button>
    </div>
  );
}

export function WidgetPlaceholder() {
  return (
    <div className="placeholder-glow" aria-busy="true" aria-live="polite">
      <span className="visually-hidden">{TEXTS.loading}</span>
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
        onError={(error) => console.error(`Stempeluhr <${name}>: Darstellung fehlgeschlagen.`, error)}
      >
        <Suspense fallback={<WidgetPlaceholder />}>{children}</Suspense>
      </ErrorBoundary>
    </WidgetHostContext.Provider>
  );
}
