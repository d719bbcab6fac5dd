/**
 * §3 page settings in the browser. The site's part (phone numbers for mobile and desktop, the
 * show-lookup switch) is configured in data/page-settings.json and built into the page (no request,
 * nothing to wait for); who is signed in comes from GET contacts/me (app/session.ts). The rules are the
 * domain's (domain/accounts/page-settings.ts).
 */
import { useSyncExternalStore } from 'react';
import configured from '../../../data/page-settings.json';
import { phoneNumberFor, siteSettingsFrom, telHref } from '../../../domain/accounts/page-settings';
import { MOBILE_WIDTH_QUERY } from '../../../domain/quote/breakpoints';

/** The site's page settings as configured; a bad entry falls back to the default (siteSettingsFrom). */
export const SITE_SETTINGS = siteSettingsFrom(configured);

const mobileWidth = () => (typeof matchMedia === 'function' ? matchMedia(MOBILE_WIDTH_QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const query = mobileWidth();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** §9 mobile width (40 x the base font size), following the viewport as it changes. */
export function useAtMobileWidth(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mobileWidth()?.matches ?? false,
    () => false,
  );
}

/**
 * §2 the phone number to show: the page settings' mobile number at mobile width, the desktop one
 * otherwise, each defaulting to {phone} (§9).
 */
export function usePhone(): { phone: string; href: string } {
  const phone = phoneNumberFor(SITE_SETTINGS, useAtMobileWidth());
  return { phone, href: telHref(phone) };
}
