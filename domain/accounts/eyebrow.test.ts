import { describe, expect, it } from 'vitest';
import { Route } from '../quote/routes';
import { Role } from './enums';
import {
  accountLinksAllowed,
  type EyebrowFacts,
  eyebrowLinks,
  loginHref,
  menuClickEvent,
  signInDestination,
} from './eyebrow';

const facts = (over: Partial<EyebrowFacts> = {}): EyebrowFacts => ({
  role: Role.customer,
  dashboardMode: null,
  activeReservation: false,
  showLookup: false,
  phone: '1-888-555-0142',
  phoneHref: 'tel:+18885550142',
  ...over,
});
const ids = (f: EyebrowFacts) => eyebrowLinks(f).myAccount?.map((i) => i.id);

describe('eyebrow links (§2 Top navigation, §6 roles)', () => {
  it('signed out shows Login and no My Account (§2, §6 visitor)', () => {
    expect(eyebrowLinks(facts({ role: null }))).toEqual({ login: true, myAccount: null });
  });

  it('signed in shows My Account: Dashboard, Log Out and the phone number, not Login (§2)', () => {
    const links = eyebrowLinks(facts());
    expect(links.login).toBe(false);
    expect(links.myAccount).toEqual([
      { id: 'dashboard', text: 'Dashboard', href: Route.dashboard },
      { id: 'logOut', text: 'Log Out', href: Route.logout },
      { id: 'phone', text: '1-888-555-0142', href: 'tel:+18885550142' },
    ]);
  });

  it('Current Reservation and Manage Profile only with an active reservation (§2, §6 reservation holder)', () => {
    expect(ids(facts({ activeReservation: true }))).toEqual([
      'dashboard',
      'currentReservation',
      'manageProfile',
      'logOut',
      'phone',
    ]);
  });

  it('Current Reservation goes to /dashboard and Manage Profile to /user/profile, never to not-found (§2, issue 11)', () => {
    const items = eyebrowLinks(facts({ activeReservation: true })).myAccount ?? [];
    expect(items.find((i) => i.id === 'dashboard')?.href).toBe('/dashboard');
    expect(items.find((i) => i.id === 'currentReservation')?.href).toBe('/dashboard');
    expect(items.find((i) => i.id === 'manageProfile')?.href).toBe('/user/profile');
  });

  it('Lookup only when the show-lookup setting is on, linking the staff lookup (§2, §6)', () => {
    const items = eyebrowLinks(facts({ showLookup: true })).myAccount ?? [];
    expect(items.map((i) => i.id)).toEqual(['dashboard', 'lookup', 'logOut', 'phone']);
    expect(items.find((i) => i.id === 'lookup')?.href).toBe(Route.staffLookup);
  });

  it('both links show only when the dashboard-mode cookie is RU; a missing cookie counts as RU (§2, §6)', () => {
    expect(accountLinksAllowed('RU')).toBe(true);
    expect(accountLinksAllowed(null)).toBe(true);
    expect(accountLinksAllowed('XX')).toBe(false);
    expect(accountLinksAllowed('')).toBe(false);
    expect(eyebrowLinks(facts({ dashboardMode: 'XX' }))).toEqual({ login: false, myAccount: null });
    expect(eyebrowLinks(facts({ role: null, dashboardMode: 'XX' }))).toEqual({
      login: false,
      myAccount: null,
    });
    expect(eyebrowLinks(facts({ dashboardMode: 'RU' })).myAccount).not.toBeNull();
  });
});

describe('menu click analytics event (§2)', () => {
  it('carries the quote reference number (digits only), the click text and the target URL', () => {
    expect(menuClickEvent(1234567, { text: 'Dashboard', href: '/dashboard' })).toEqual({
      name: 'eyebrow_menu_click',
      quoteReference: '1234567',
      clickText: 'Dashboard',
      targetUrl: '/dashboard',
    });
  });

  it('has an empty reference when the visitor has no quote', () => {
    expect(menuClickEvent(null, { text: 'Log Out', href: '/user/logout' }).quoteReference).toBe('');
  });
});

describe('sign-in destination (§2 /user/login)', () => {
  it('the Login link carries the current page as destination, except from home', () => {
    expect(loginHref('/')).toBe('/user/login');
    expect(loginHref('/moving-quotes/quoteview?qId=abc')).toBe(
      '/user/login?destination=%2Fmoving-quotes%2Fquoteview%3FqId%3Dabc',
    );
  });

  it('a same-site path is kept, with its query', () => {
    expect(signInDestination('/dashboard')).toBe('/dashboard');
    expect(signInDestination('/moving-quotes/quoteview?qId=abc')).toBe('/moving-quotes/quoteview?qId=abc');
  });

  it('anything else goes home: none, absolute, protocol-relative, backslash, control characters, login/logout', () => {
    for (const bad of [
      null,
      '',
      'dashboard',
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/a\\b',
      '/a\nb',
      'javascript:alert(1)',
      '/user/login',
      '/user/logout?x=1',
    ]) {
      expect(signInDestination(bad)).toBe('/');
    }
  });
});
