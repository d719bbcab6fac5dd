// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../../domain/accounts/enums';
import type { Quote } from '../../../../domain/quote/types';
import { aQuote } from '../../../../tests/fixtures/quotes';
import { forgetStoredQuote, storeQuote } from '../../app/quote-storage';
import { fakeApi, renderApp } from '../../test-support/render-app';

// §3 page settings as a site would configure them (data/page-settings.json): a number for mobile, another
// for desktop, and the show-lookup switch off.
vi.mock('../../../../data/page-settings.json', () => ({
  default: {
    phoneNumbers: { mobile: '1-888-555-0150', desktop: '1-888-555-0160' },
    showLookup: false,
  },
}));

/** A viewport whose §9 mobile width (max-width: 40rem) can change while the page is open. */
function viewport(mobile: boolean) {
  const listeners = new Set<() => void>();
  const state = { mobile };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(max-width: 40rem)' && state.mobile;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    resize(toMobile: boolean) {
      state.mobile = toMobile;
      for (const listener of listeners) listener();
    },
  };
}

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

const openMenu = async () => {
  const nav = within(await screen.findByRole('navigation', { name: 'Account and help' }));
  fireEvent.keyDown(await nav.findByRole('button', { name: /My Account/ }), { key: 'ArrowDown' });
  return within(await screen.findByRole('menu'));
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetStoredQuote();
});

describe('page settings on the site (§3 Other; §2 eyebrow and manual banner; §6 show-lookup)', () => {
  it('§2 the eyebrow phone number differs for mobile and desktop, and follows the viewport', async () => {
    const screenSize = viewport(false);
    renderApp('/customer-service/faq', fakeApi({ me: signedInAs('customer') }));
    const menu = await openMenu();
    expect(menu.getByRole('menuitem', { name: '1-888-555-0160' }).getAttribute('href')).toBe(
      'tel:+18885550160',
    );
    act(() => screenSize.resize(true));
    expect(menu.getByRole('menuitem', { name: '1-888-555-0150' }).getAttribute('href')).toBe(
      'tel:+18885550150',
    );
    // The footer's number follows the same setting.
    expect(screen.getByRole('contentinfo').textContent).toContain('1-888-555-0150');
  });

  it('§2, §6 Lookup is not shown, even to staff, when the show-lookup setting is off', async () => {
    viewport(false);
    renderApp('/customer-service/faq', fakeApi({ me: signedInAs('staff') }));
    const menu = await openMenu();
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Dashboard',
      'Log Out',
      '1-888-555-0160',
    ]);
  });

  it("§2 the manual banner's phone button is the page settings' mobile number at mobile width", async () => {
    viewport(true);
    const manual: Quote = {
      ...aQuote(),
      QuoteId: 1234567,
      Revision: 1,
      IsCompleted: false,
      Details: { ...aQuote().Details, QuoteCompleted: false },
    };
    storeQuote(manual);
    renderApp(
      '/customer-service/faq',
      fakeApi({
        me: vi.fn(async () => ({
          ok: false as const,
          error: { kind: 'Refused' as const, status: 401, errors: ['session - Please sign in'] },
        })),
        viewQuote: vi.fn(async () => ({ ok: true as const, value: manual })),
      }),
    );
    const banner = within(await screen.findByRole('complementary', { name: 'Your quote' }));
    expect(banner.getByText('Quote under review')).toBeTruthy();
    expect(banner.getByRole('link', { name: /1-888-555-0150/ }).getAttribute('href')).toBe(
      'tel:+18885550150',
    );
  });
});
