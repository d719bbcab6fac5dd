import { createContext, type ReactNode, useContext } from 'react';
import type { RelomoveApi } from '../../http/client/relomove-api';

const ApiContext = createContext<RelomoveApi | null>(null);

/** Provides the driving port the screens call (architecture.md convention 9); main.tsx and tests choose the implementation. */
export function ApiProvider({ api, children }: { api: RelomoveApi; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** The RelomoveApi of the nearest ApiProvider. */
export function useApi(): RelomoveApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside an ApiProvider');
  return api;
}
