// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BannerText } from '../../../domain/quote/quote-texts';
import { fakeApi } from '../test-support/render-app';
import { AnalyticsProvider, InMemoryAnalytics } from './analytics';
import { ApiProvider } from './api-context';
import { loadQueryClientOnce, QueryClientLoaderProvider } from './query-scope';
import { appRoutes } from './routes';

const signedOut = () =>
  vi.fn(async () => ({
    ok: false as const,
    error: { kind: 'Refused' as const, status: 401, errors: ['session - Please sign in'] },
  }));

/** The app as main.tsx wires it: no QueryClientProvider above the router, only the client's loader. */
function renderWithLoader(path: string, load: () => Promise<QueryClient>) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <ApiProvider api={fakeApi({ me: signedOut() })}>
      <AnalyticsProvider analytics={new InMemoryAnalytics()}>
        <QueryClientLoaderProvider load={loadQueryClientOnce(load)}>
          <RouterProvider router={router} />
        </QueryClientLoaderProvider>
      </AnalyticsProvider>
    </ApiProvider>,
  );
}

afterEach(cleanup);

describe('TanStack Query loads after the landing page (issue 4 landing JavaScript budget)', () => {
  it('renders the landing page and its quote form while the query client has not loaded', async () => {
    const load = vi.fn(() => new Promise<QueryClient>(() => {}));
    renderWithLoader('/', load);
    expect(await screen.findByRole('heading', { level: 1, name: BannerText.landingTitle })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get a quote' })).toBeTruthy();
  });

  it('gives every part that reads server state the same client, loaded once, as soon as it arrives', async () => {
    let arrive: (client: QueryClient) => void = () => {};
    const load = vi.fn(
      () =>
        new Promise<QueryClient>((resolve) => {
          arrive = resolve;
        }),
    );
    renderWithLoader('/customer-service/faq', load);
    expect(await screen.findByRole('status')).toBeTruthy(); // 'Loading…' while the client is on its way
    arrive(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    const nav = within(await screen.findByRole('navigation', { name: 'Account and help' }));
    expect(await nav.findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed client load again on the next call', async () => {
    const client = new QueryClient();
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk lost')).mockResolvedValueOnce(client);
    const once = loadQueryClientOnce(load);
    await expect(once()).rejects.toThrow('chunk lost');
    await expect(once()).resolves.toBe(client);
    await expect(once()).resolves.toBe(client);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
