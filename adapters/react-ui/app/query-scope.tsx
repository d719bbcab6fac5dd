import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useContext } from 'react';

/**
 * Loads the app's one QueryClient. TanStack Query's client (query-core, about 7 kB gzipped) is its own chunk,
 * off the landing page's JavaScript budget (issue 4): the landing page itself reads no server state, and
 * everything that does (the quote banner, the account links, every other screen) is lazy already.
 */
export type QueryClientLoader = () => Promise<QueryClient>;

/** The loader, once: every caller shares one client; a failed chunk load is tried again by the next caller. */
export function loadQueryClientOnce(load: () => Promise<QueryClient>): QueryClientLoader {
  let loading: Promise<QueryClient> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

const QueryClientLoaderContext = createContext<QueryClientLoader | null>(null);

/** main.tsx: where `WithQueryClient` gets the client from. */
export function QueryClientLoaderProvider({
  load,
  children,
}: {
  load: QueryClientLoader;
  children: ReactNode;
}) {
  return <QueryClientLoaderContext.Provider value={load}>{children}</QueryClientLoaderContext.Provider>;
}

/**
 * Renders `children` inside the app's QueryClientProvider, suspending (to the nearest Suspense fallback)
 * until the client has loaded. Without a QueryClientLoaderProvider above it (tests, which provide their
 * own QueryClientProvider) it renders `children` as they are.
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const load = useContext(QueryClientLoaderContext);
  if (!load) return children;
  return <QueryClientProvider client={use(load())}>{children}</QueryClientProvider>;
}
