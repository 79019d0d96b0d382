import { QueryClient } from '@tanstack/react-query';

/**
 * Data changes only when someone acts (the header's refresh, a mutation's invalidation), so nothing refetches on
 * its own and a failure is shown at once instead of being retried behind a spinner.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
