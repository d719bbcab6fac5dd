import { QueryClient } from '@tanstack/react-query';

/** Server state (TanStack Query): a loaded quote stays fresh for a minute; failures are shown, not retried blindly. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
