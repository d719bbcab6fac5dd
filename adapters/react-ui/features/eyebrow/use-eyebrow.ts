import { useLocation } from 'react-router';
import {
  DASHBOARD_MODE_COOKIE,
  type EyebrowItem,
  eyebrowLinks,
  loginHref,
  menuClickEvent,
} from '../../../../domain/accounts/eyebrow';
import { pageSettings } from '../../../../domain/accounts/page-settings';
import { useAnalytics } from '../../app/analytics';
import { SITE_SETTINGS, usePhone } from '../../app/page-settings';
import { readStoredQuote } from '../../app/quote-storage';
import { useSession } from '../../app/session';

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
    // No screen loads reservations yet (the dashboard is not built), so no one has an active
    // reservation here: Current Reservation and Manage Profile stay hidden until it is.
    activeReservation: false,
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
