import { createQueryClient, WidgetShell } from '@stempeluhr/core';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';

/** Renders a view the way the runtime does (shell, fresh query cache) and returns a user to drive it. */
export function renderView(ui: ReactElement, options: RenderOptions & { name?: string; fakeTimers?: boolean } = {}) {
  const queryClient = createQueryClient();
  const host = document.createElement('div');
  document.body.appendChild(host);
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  const result = render(
    <WidgetShell name={options.name ?? 'test'} host={host} queryClient={queryClient}>
      {ui}
    </WidgetShell>,
    { container: host, ...options },
  );
  return { ...result, user, queryClient, host };
}
