/**
 * §2 "Top navigation (eyebrow)" and §6 roles: which account links and My Account menu items a visitor
 * sees, and the analytics event a click on a menu item sends. Pure: the caller reads the session, the
 * dashboard-mode cookie and the stored quote, and passes them in.
 */
import { Route } from '../quote/routes';
import { digitsOnly } from '../validation/digits';
import type { Role } from './enums';
import { EyebrowText } from './eyebrow-texts';

/** §2, §6: the value of the dashboard-mode cookie that shows the account links. */
export const DASHBOARD_MODE_RU = 'RU';
/** The dashboard-mode cookie's name is not shown; this is ours. */
export const DASHBOARD_MODE_COOKIE = 'dashboard_mode';

// The texts and the search link live in eyebrow-texts.ts, so the always-visible part of the eyebrow loads
// none of the rules below with the landing page (issue 4 JavaScript budget).
export { EYEBROW_SEARCH_HREF, EyebrowText } from './eyebrow-texts';

export type EyebrowItemId =
  | 'dashboard'
  | 'currentReservation'
  | 'manageProfile'
  | 'lookup'
  | 'logOut'
  | 'phone';

export interface EyebrowItem {
  id: EyebrowItemId;
  text: string;
  href: string;
}

export interface EyebrowFacts {
  /** The signed-in user's role, or null when signed out. */
  role: Role | null;
  /**
   * The dashboard-mode cookie's value, or null when there is none. §2 shows both account links only
   * when it is RU. No part of the product sets the cookie yet, so a missing cookie counts as RU (our
   * choice); any other value hides them.
   */
  dashboardMode: string | null;
  /** §2, §6: whether the user holds an active reservation. */
  activeReservation: boolean;
  /** §2, §6 the page setting that shows the staff Lookup item (page-settings.ts `pageSettings`). */
  showLookup: boolean;
  /** §2 the menu's phone number (it differs for mobile and desktop: page-settings.ts `phoneNumberFor`). */
  phone: string;
  /** The tel: link of the phone number. */
  phoneHref: string;
}

export interface EyebrowLinks {
  /** §2 "Signed out shows Login". */
  login: boolean;
  /** §2 "signed in shows My Account", with its items in order; null when the menu is not shown. */
  myAccount: EyebrowItem[] | null;
}

/**
 * §2, §6 "reservation holder": whether any of the customer's quotes (GET contacts/me/links,
 * ContactQuoteRetrieve) is reserved.
 */
export function hasActiveReservation(quotes: readonly { Reserved: boolean }[] | undefined): boolean {
  return (quotes ?? []).some((quote) => quote.Reserved);
}

/** §2, §6: whether the dashboard-mode cookie lets the account links show (missing counts as RU). */
export function accountLinksAllowed(dashboardMode: string | null): boolean {
  return dashboardMode === null || dashboardMode === DASHBOARD_MODE_RU;
}

/**
 * §2 eyebrow: Login when signed out, the My Account menu when signed in; both only when the
 * dashboard-mode cookie allows. Menu items: Dashboard; Current Reservation and Manage Profile with an
 * active reservation (their paths are not shown: Current Reservation leads to the dashboard, where the
 * reservation is managed, and Manage Profile to /user/profile, issue 11); Lookup when the show-lookup setting is on; Log Out; the phone number.
 */
export function eyebrowLinks(facts: EyebrowFacts): EyebrowLinks {
  if (!accountLinksAllowed(facts.dashboardMode)) return { login: false, myAccount: null };
  if (facts.role === null) return { login: true, myAccount: null };
  const items: EyebrowItem[] = [{ id: 'dashboard', text: EyebrowText.dashboard, href: Route.dashboard }];
  if (facts.activeReservation) {
    items.push(
      { id: 'currentReservation', text: EyebrowText.currentReservation, href: Route.dashboard },
      { id: 'manageProfile', text: EyebrowText.manageProfile, href: Route.profile },
    );
  }
  if (facts.showLookup) items.push({ id: 'lookup', text: EyebrowText.lookup, href: Route.staffLookup });
  items.push(
    { id: 'logOut', text: EyebrowText.logOut, href: Route.logout },
    { id: 'phone', text: facts.phone, href: facts.phoneHref },
  );
  return { login: false, myAccount: items };
}

/** §2 the analytics event of a click on an eyebrow menu item. */
export interface MenuClickEvent {
  name: 'eyebrow_menu_click';
  /** The visitor's quote reference number, digits only; '' when there is no quote. */
  quoteReference: string;
  clickText: string;
  targetUrl: string;
}

/** §2 "Clicking a menu item sends an analytics event with the quote reference number, click text and target URL". */
export function menuClickEvent(
  quoteId: number | null,
  item: Pick<EyebrowItem, 'text' | 'href'>,
): MenuClickEvent {
  return {
    name: 'eyebrow_menu_click',
    quoteReference: digitsOnly(quoteId),
    clickText: item.text,
    targetUrl: item.href,
  };
}

/** The sign-in page with the page to come back to (§2 /user/login). */
export function loginHref(currentPath: string): string {
  return currentPath === '/' || currentPath === ''
    ? Route.login
    : `${Route.login}?destination=${encodeURIComponent(currentPath)}`;
}

/**
 * Where a successful sign-in goes: the `destination` the sign-in page was given when it is a path on
 * this site, else home. Refused: anything not starting with one '/', protocol-relative ('//host'),
 * backslash tricks ('/\host'), control characters, and the sign-in and sign-out pages themselves.
 */
export function signInDestination(destination: string | null): string {
  if (destination === null) return '/';
  const value = destination.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  const path = value.split(/[?#]/)[0] ?? '';
  if (path === Route.login || path === Route.logout) return '/';
  return value;
}
