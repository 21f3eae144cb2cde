import { QueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  // Client errors (401, 403, 404, 419, 422) do not get better by asking again.
  if (isAxiosError(error) && error.response && error.response.status < 500) return false;
  return isAxiosError(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4000),
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

let shared: QueryClient | null = null;

/** One query cache for every widget on the page: two widgets asking for the same data make one request. */
export function pageQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}

/** Tests only. */
export function resetPageQueryClient(): void {
  shared?.clear();
  shared = null;
}
