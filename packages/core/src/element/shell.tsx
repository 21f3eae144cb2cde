import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { WidgetHostContext } from '../events/events';
import { pageQueryClient } from '../http/query-client';
import { TEXTS } from '../texts/common';
import type { TagContract } from './contract';
import { ContractedView } from './contracted-view';

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

export interface WidgetShellProps {
  /** Names the widget in error reports. */
  name: string;
  host?: HTMLElement | null;
  queryClient?: QueryClient;
  children: ReactNode;
}

/**
 * What every view runs inside: the page's query cache, its own error boundary (a crash shows only
 * this widget's fallback) and a placeholder while its code loads.
 */
export function WidgetShell({ name, host = null, queryClient, children }: WidgetShellProps) {
  return (
    <QueryClientProvider client={queryClient ?? pageQueryClient()}>
      <WidgetHostContext.Provider value={host}>
        <ErrorBoundary
          FallbackComponent={CrashFallback}
          onError={(error) => console.error(`Stempeluhr <${name}>: Darstellung fehlgeschlagen.`, error)}
        >
          <Suspense fallback={<WidgetPlaceholder />}>{children}</Suspense>
        </ErrorBoundary>
      </WidgetHostContext.Provider>
    </QueryClientProvider>
  );
}

/**
 * The npm component of a view: it works in any React app without further providers, and its props
 * pass the same contract as the tag's attributes, with the same German configuration error.
 */
export function withWidgetShell<P extends object>(View: ComponentType<P>, contract: TagContract<P>): ComponentType<P> {
  function Shelled(props: P) {
    const input = { values: props as Record<string, unknown> };
    return (
      <WidgetShell name={contract.tag}>
        <ContractedView View={View} contract={contract} input={input} />
      </WidgetShell>
    );
  }
  Shelled.displayName = `Widget(${contract.tag})`;
  return Shelled;
}
