import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { pageQueryClient } from './query-client';

/**
 * The page-wide query cache for a view that reads or writes. The standalone runtime loads this module
 * beside such a view's chunk (the registry generator finds which views use TanStack Query), so pages
 * whose views make no API call never load the data layer.
 */
export function PageQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={pageQueryClient()}>{children}</QueryClientProvider>;
}
