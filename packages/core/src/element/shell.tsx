import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { pageQueryClient } from '../http/query-client';
import type { AnyTagContract, TagProps, ViewProps } from './contract';
import { ContractedView } from './contracted-view';
import { WidgetFrame } from './frame';

export interface WidgetShellProps {
  /** Names the widget in error reports. */
  name: string;
  host?: HTMLElement | null;
  queryClient?: QueryClient;
  children: ReactNode;
}

/**
 * What every view runs inside in the npm package, Storybook and tests: the page's query cache, its
 * own error boundary (a crash shows only this widget's fallback) and a placeholder while its code loads.
 */
export function WidgetShell({ name, host = null, queryClient, children }: WidgetShellProps) {
  return (
    <QueryClientProvider client={queryClient ?? pageQueryClient()}>
      <WidgetFrame name={name} host={host}>
        {children}
      </WidgetFrame>
    </QueryClientProvider>
  );
}

/**
 * The npm component of a view: it works in any React app without further providers, and its props
 * pass the same contract as the tag's attributes, with the same German configuration error. A prop
 * left out gets the contract's default, as on the tag (the contract's parser fills it in).
 */
export function withWidgetShell<C extends AnyTagContract>(View: ComponentType<ViewProps<C>>, contract: C): ComponentType<TagProps<C>> {
  function Shelled(props: TagProps<C>) {
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
