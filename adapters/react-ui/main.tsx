/**
 * The browser composition root: the real RelomoveApi over fetch('/api/...'), the query client and the
 * router. Nothing else in the app creates adapters (architecture.md convention 9).
 */
import './styles/tokens.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { FetchRelomoveApi, preloadAnswerSchemas } from '../http/client/fetch-relomove-api';
import { ApiProvider } from './app/api-context';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const api = new FetchRelomoveApi();
const queryClient = createQueryClient();
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <ApiProvider api={api}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ApiProvider>
  </StrictMode>,
);

// The answer schemas (zod and the contract) are a chunk of their own, kept off the landing page's budget
// (issue 4); fetch it once the first paint is done so that the first city search does not wait for it.
const whenIdle = (task: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(task, { timeout: 2000 })
    : setTimeout(task, 200);
whenIdle(() => {
  preloadAnswerSchemas().catch(() => {
    // Tried again by the first call that needs it, which reports the failure as Unavailable.
  });
});
