/**
 * §2 "Top navigation (eyebrow)": its texts and the hidden search link, on their own so that the always-visible
 * part of the eyebrow (Help, search) loads no account rules with the landing page (domain/accounts/eyebrow.ts).
 */
import { SEARCH_PATH } from '../quote/routes';

/** §2 "Hidden search link": site search with an empty term. */
export const EYEBROW_SEARCH_HREF = `${SEARCH_PATH}?search_api_fulltext=`;

/** The eyebrow's texts (§2). */
export const EyebrowText = {
  help: 'Help',
  search: 'Search',
  login: 'Login',
  myAccount: 'My Account',
  dashboard: 'Dashboard',
  currentReservation: 'Current Reservation',
  manageProfile: 'Manage Profile',
  lookup: 'Lookup',
  logOut: 'Log Out',
} as const;
