import { ContractedView, createQueryClient, WidgetShell, type TagContract } from '@stempeluhr/core';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactElement } from 'react';

/** Renders a view the way the runtime does (shell, fresh query cache) and returns a user to drive it. */
export function renderView(ui: ReactElement, options: RenderOptions & { name?: string; fakeTimers?: boolean } = {}) {
  const queryClient = createQueryClient();
  const host = document.createElement('div');
  document.body.appendChild(host);
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  const view = render(
    <WidgetShell name={options.name ?? 'test'} host={host} queryClient={queryClient}>
      {ui}
    </WidgetShell>,
    { container: host, ...options },
  );
  return { ...view, user, queryClient, host };
}

/**
 * A view as its tag and its npm component give it props: through its contract, so a test can pass
 * what a page would (junk included) and see the one German configuration error.
 */
export function contracted<P extends object>(View: ComponentType<P>, contract: TagContract<P>) {
  function Contracted(props: Record<string, unknown>) {
    return <ContractedView View={View} contract={contract} input={{ values: props }} />;
  }
  return Contracted;
}
