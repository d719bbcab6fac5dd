// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../../domain/accounts/enums';
import type { Quote } from '../../../../domain/quote/types';
import { aQuote } from '../../../../tests/fixtures/quotes';
import type { RelomoveApi } from '../../../http/client/relomove-api';
import { AnalyticsProvider, InMemoryAnalytics } from '../../app/analytics';
import { ApiProvider } from '../../app/api-context';
import { forgetStoredQuote, storeQuote } from '../../app/quote-storage';
import { appRoutes } from '../../app/routes';
import { fakeApi } from '../../test-support/render-app';

const FAQ = '/customer-service/faq';

const signedOut = () =>
  vi.fn(async () => ({
    ok: false as const,
    error: { kind: 'Refused' as const, status: 401, errors: ['session - Please sign in'] },
  }));
const signedInAs = (role: Role) =>
  vi.fn(async () => ({
    ok: true as const,
    value: {
      success: true as const,
      loggedin: true as const,
      ContactGet: {
        EmailAddress: 'a@b.test',
        FirstName: 'Ana',
        LastName: 'Bell',
        PhoneNumber: '',
        Role: role,
      },
    },
  }));

function renderWith(path: string, api: RelomoveApi) {
  const analytics = new InMemoryAnalytics();
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ApiProvider api={api}>
      <AnalyticsProvider analytics={analytics}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AnalyticsProvider>
    </ApiProvider>,
  );
  return { analytics, router };
}

/** The eyebrow, once the router has loaded the screen (lazy routes render after their chunk). */
const nav = async () => within(await screen.findByRole('navigation', { name: 'Account and help' }));

afterEach(() => {
  cleanup();
  forgetStoredQuote();
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the page's cookie as the site would.
  document.cookie = 'dashboard_mode=; max-age=0; path=/';
});

describe('eyebrow (§2 Top navigation, §6 roles)', () => {
  it('signed out shows Help, the hidden search link and Login (with the page to come back to), no My Account', async () => {
    renderWith(FAQ, fakeApi({ me: signedOut() }));
    const eb = await nav();
    const login = await eb.findByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe('/user/login?destination=%2Fcustomer-service%2Ffaq');
    expect(eb.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe(FAQ);
    expect(eb.getByRole('link', { name: 'Search' }).getAttribute('href')).toBe(
      '/search?search_api_fulltext=',
    );
    expect(eb.queryByRole('button', { name: /My Account/ })).toBeNull();
  });

  it('signed in shows a My Account menu button (not Login) that the keyboard opens, moves through and closes', async () => {
    renderWith(FAQ, fakeApi({ me: signedInAs('customer') }));
    const eb = await nav();
    const button = await eb.findByRole('button', { name: /My Account/ });
    expect(eb.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Dashboard', 'Log Out', '1-888-555-0142']);
    // Current Reservation and Manage Profile need an active reservation (contacts/me/links gives none here, §2).
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Dashboard'));

    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Log Out'));
    fireEvent.keyDown(menu, { key: 'End' });
    await waitFor(() => expect(document.activeElement?.getAttribute('href')).toBe('tel:+18885550142'));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Dashboard'));
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement?.getAttribute('href')).toBe('tel:+18885550142'));

    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(button);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('a click on the button toggles the menu; a click outside closes it', async () => {
    renderWith(FAQ, fakeApi({ me: signedInAs('customer') }));
    const button = await (await nav()).findByRole('button', { name: /My Account/ });
    fireEvent.click(button);
    expect(await screen.findByRole('menu')).toBeTruthy();
    fireEvent.mouseDown(document.body);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
  });

  it('staff see Lookup (linking the staff lookup); a customer does not (§2, §6 show-lookup)', async () => {
    renderWith(FAQ, fakeApi({ me: signedInAs('staff') }));
    fireEvent.keyDown(await (await nav()).findByRole('button', { name: /My Account/ }), { key: 'ArrowDown' });
    const lookup = within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Lookup' });
    expect(lookup.getAttribute('href')).toBe('/jojo/lookup');
    cleanup();

    renderWith(FAQ, fakeApi({ me: signedInAs('customer') }));
    fireEvent.keyDown(await (await nav()).findByRole('button', { name: /My Account/ }), { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Lookup' })).toBeNull();
  });

  it('neither Login nor My Account shows when the dashboard-mode cookie is not RU (§2, §6)', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the page's cookie as the site would.
    document.cookie = 'dashboard_mode=XX; path=/';
    const me = signedOut();
    renderWith(FAQ, fakeApi({ me }));
    const eb = await nav();
    await waitFor(() => expect(me).toHaveResolved());
    await act(async () => {});
    expect(eb.getByRole('link', { name: 'Help' })).toBeTruthy();
    expect(eb.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(eb.queryByRole('button', { name: /My Account/ })).toBeNull();
  });

  it('a menu click sends an analytics event with the quote reference number, click text and target URL (§2)', async () => {
    const quote: Quote = { ...aQuote(), QuoteId: 7654321, Revision: 1 };
    storeQuote(quote);
    const { analytics, router } = renderWith(
      FAQ,
      fakeApi({
        me: signedInAs('customer'),
        viewQuote: vi.fn(async () => ({ ok: true as const, value: quote })),
      }),
    );
    fireEvent.click(await (await nav()).findByRole('button', { name: /My Account/ }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(analytics.events).toEqual([
      {
        name: 'eyebrow_menu_click',
        quoteReference: '7654321',
        clickText: 'Dashboard',
        targetUrl: '/dashboard',
      },
    ]);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('a customer with a reserved quote (GET contacts/me/links) also sees Current Reservation (/dashboard) and Manage Profile (/user/profile) (§2, §6 reservation holder; issue 11)', async () => {
    const myLinks = vi.fn(async () => ({
      ok: true as const,
      value: {
        success: true as const,
        loggedin: true,
        ContactQuoteRetrieve: [
          { QuoteId: 1, Reserved: false, ReservedAt: null },
          { QuoteId: 2, Reserved: true, ReservedAt: null },
        ],
      },
    }));
    renderWith(FAQ, fakeApi({ me: signedInAs('customer'), myLinks }));
    fireEvent.keyDown(await (await nav()).findByRole('button', { name: /My Account/ }), { key: 'ArrowDown' });
    await waitFor(async () =>
      expect(
        within(await screen.findByRole('menu'))
          .getAllByRole('menuitem')
          .map((i) => i.textContent),
      ).toEqual(['Dashboard', 'Current Reservation', 'Manage Profile', 'Log Out', '1-888-555-0142']),
    );
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Current Reservation' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Manage Profile' }).getAttribute('href')).toBe(
      '/user/profile',
    );
  });
});
