/**
 * The browser composition root: the real RelomoveApi over fetch('/api/...'), analytics recorded on the
 * server (ServerAnalytics), the query client and the router. Nothing else in the app creates adapters (architecture.md convention 9).
 */
import './styles/tokens.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { lazyRelomoveApi } from '../http/client/lazy-relomove-api';
import { AnalyticsProvider } from './app/analytics';
import { ApiProvider } from './app/api-context';
import { logPreloadErrors } from './app/chunk-errors';
import { LazyAnalytics } from './app/lazy-analytics';
import { loadQueryClientOnce, QueryClientLoaderProvider } from './app/query-scope';
import { createAppRouter } from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The fetch adapter loads on the first call or once the page is idle (issue 4 budget). The answer schemas
// (zod and the contract) load on the first call that reads an answer with them: the landing page's own calls
// are checked by hand (adapters/http/client/checked-answers.ts), so zod stays off it (issue 28).
// Issue 29: the composition root combines the areas' clients (createFetchRelomoveApi) over one transport.
const fetchClient = () => import('../http/client/fetch-relomove-api');
const client = lazyRelomoveApi(() =>
  fetchClient().then(({ createFetchRelomoveApi }) => createFetchRelomoveApi()),
);
const preloadAnswerSchemas = () => {
  void fetchClient()
    .then(({ preloadAnswerSchemas }) => preloadAnswerSchemas())
    .catch(() => {
      // Tried again by the first call that needs them, which reports the failure as Unavailable.
    });
};
const api = client.api;
// The sender (ServerAnalytics) loads on the first event or once the page is idle: off the landing budget.
const analytics = new LazyAnalytics(() =>
  import('./app/server-analytics').then(({ ServerAnalytics }) => new ServerAnalytics(api)),
);
// TanStack Query's client loads with the first screen part that reads server state (app/query-scope.tsx).
const queryClient = loadQueryClientOnce(() =>
  import('./app/query-client').then(({ createQueryClient }) => createQueryClient()),
);
// Issue 28: a first page other than the landing page reads server state as soon as it renders: its query
// client and API client (with the answer schemas) start loading now, beside the screen's own chunk, rather
// than one after the other once the screen has rendered (each step a round trip on a phone's network).
const landing = window.location.pathname === '/';
if (!landing) {
  void queryClient().catch(() => undefined);
  void client.preload();
  preloadAnswerSchemas();
} else {
  // Issue 28: on the landing page the schemas wait for the visitor's first touch or key (the quote form's
  // city search is the first call that needs them), not for an idle moment inside the page's load.
  const events = ['pointerdown', 'keydown', 'focusin'] as const;
  const firstInput = () => {
    for (const event of events) window.removeEventListener(event, firstInput, true);
    preloadAnswerSchemas();
  };
  for (const event of events) window.addEventListener(event, firstInput, true);
}
// §8 a chunk that fails to load is logged, then rethrown by Vite to the code that imported it.
logPreloadErrors(window, analytics);
const router = createAppRouter();

// Issue 28: the first render is a transition, so React renders the page in small slices that leave a phone's
// main thread free between them rather than in one long task.
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <ApiProvider api={api}>
        <AnalyticsProvider analytics={analytics}>
          <QueryClientLoaderProvider load={queryClient}>
            <RouterProvider router={router} />
          </QueryClientLoaderProvider>
        </AnalyticsProvider>
      </ApiProvider>
    </StrictMode>,
  ),
);

// The client and the analytics sender are chunks of their own, kept off the landing page's budget (issue 4);
// fetch them once the first paint is done so that the first city search does not wait for them.
const whenIdle = (task: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(task, { timeout: 2000 })
    : setTimeout(task, 200);
whenIdle(() => {
  void analytics.preload();
  void client.preload();
});
