import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import {
  DASHBOARD_MODE_COOKIE,
  type EyebrowItem,
  eyebrowLinks,
  hasActiveReservation,
  loginHref,
  menuClickEvent,
} from '../../../../domain/accounts/eyebrow';
import { pageSettings } from '../../../../domain/accounts/page-settings';
import { useAnalytics } from '../../app/analytics';
import { useApi } from '../../app/api-context';
import { SITE_SETTINGS, usePhone } from '../../app/page-settings';
import { readStoredQuote } from '../../app/quote-storage';
import { ME_QUERY_KEY, useSession } from '../../app/session';

/** The TanStack Query key of GET contacts/me/links: under ['me'], so signing in or out reads it again. */
export const MY_LINKS_QUERY_KEY = [...ME_QUERY_KEY, 'links'] as const;

/**
 * §2, §6 "reservation holder": whether the signed-in customer has a reserved quote (GET contacts/me/links).
 * Asked only when signed in; an unanswered call counts as no reservation (the menu then shows Dashboard).
 */
export function useActiveReservation(signedIn: boolean): boolean {
  const api = useApi();
  const links = useQuery({
    queryKey: MY_LINKS_QUERY_KEY,
    queryFn: () => api.myLinks(),
    enabled: signedIn,
    retry: false,
  });
  const answer = links.data;
  return signedIn && answer?.ok && answer.value.loggedin
    ? hasActiveReservation(answer.value.ContactQuoteRetrieve)
    : false;
}

/** One cookie's value from document.cookie, or null when it is not set. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const pair of document.cookie.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(at + 1).trim());
      } catch {
        return pair.slice(at + 1).trim();
      }
    }
  }
  return null;
}

/**
 * §2 eyebrow: who is signed in (GET contacts/me through TanStack Query), the dashboard-mode cookie and
 * the visitor's quote, turned into links by the domain (eyebrowLinks). A menu click is tracked (§2).
 */
export function useEyebrow() {
  const session = useSession();
  const analytics = useAnalytics();
  const location = useLocation();
  const { phone, href } = usePhone();
  const role = session.status === 'signedIn' ? session.role : null;
  const activeReservation = useActiveReservation(session.status === 'signedIn');
  // §3 page settings: the site's (data/page-settings.json) and who is signed in.
  const settings = pageSettings(
    SITE_SETTINGS,
    session.status === 'signedIn'
      ? {
          role: session.role,
          email: session.contact.EmailAddress,
          firstName: session.contact.FirstName,
          lastName: session.contact.LastName,
        }
      : null,
  );
  const links = eyebrowLinks({
    role,
    dashboardMode: readCookie(DASHBOARD_MODE_COOKIE),
    // §2, §6: Current Reservation and Manage Profile with an active reservation (GET contacts/me/links).
    activeReservation,
    // §2, §6: Lookup only when the show-lookup setting is on.
    showLookup: settings.showLookup,
    // §2: the menu's phone number differs for mobile and desktop (page settings).
    phone,
    phoneHref: href,
  });
  return {
    loading: session.status === 'loading',
    loginHref: links.login ? loginHref(`${location.pathname}${location.search}`) : null,
    menu: links.myAccount,
    onItemClick: (item: EyebrowItem) => {
      analytics.track({ ...menuClickEvent(readStoredQuote()?.QuoteId ?? null, item) });
    },
  };
}

export type EyebrowModel = ReturnType<typeof useEyebrow>;
