/**
 * §3 "Page settings carry phone numbers (mobile, desktop), the signed-in user info (null when signed out),
 * a user id (above 0 means admin) and a show-lookup flag", and what the screens read from them:
 * §2 the manual banner's phone button ("default {phone}, overridable per mobile and desktop by page
 * settings"), §2 the eyebrow's phone number ("differs for mobile and desktop") and §2/§6 the Lookup item
 * ("only when the show-lookup setting is on"). Pure: the site's settings and the session come in as data.
 */

import { isRecord } from '../shared/is-record';
import { Role } from './enums';

/**
 * §9 "Default phone number {phone}": the specification leaves the number as a placeholder; this is ours,
 * written once. Page settings may override it for mobile and for desktop (§2).
 */
export const DEFAULT_PHONE = '1-888-555-0142';

/**
 * The site's own part of the page settings, as configured (data/page-settings.json, built into the page):
 * a phone number for mobile and for desktop (each falls back to DEFAULT_PHONE) and the show-lookup switch.
 */
export interface SiteSettings {
  phoneNumbers: { mobile: string; desktop: string };
  /** §2, §6 show-lookup: on lets the roles that may use the lookup tool see the Lookup item. */
  showLookup: boolean;
}

/** The signed-in user of the page settings (§3 "signed-in user info"). */
export interface PageUser {
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
}

/** §3 page settings as the screens read them. */
export interface PageSettings {
  phoneNumbers: { mobile: string; desktop: string };
  /** Null when signed out (§3). */
  user: PageUser | null;
  /**
   * §3/§6 "user id (above 0 means admin)". Account ids never reach the browser (our choice), so this is
   * 1 for an admin and 0 for everyone else, which keeps the §6 test (`isAdminUserId`) meaning the same.
   */
  userId: number;
  /** §2, §6: the Lookup item shows. */
  showLookup: boolean;
}

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  phoneNumbers: { mobile: DEFAULT_PHONE, desktop: DEFAULT_PHONE },
  showLookup: true,
};

/** A phone number a person can dial: 10 digits, or 11 starting with 1 (NANP), written with digits, spaces, '-', '.', '(', ')', '+'. */
export function isDialablePhone(value: string): boolean {
  if (!/^[+\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
}

const phoneOr = (value: unknown): string =>
  typeof value === 'string' && isDialablePhone(value.trim()) ? value.trim() : DEFAULT_PHONE;

/**
 * The site settings from their configuration (any JSON): each phone number that is missing or not
 * dialable is the default {phone} (§9); show-lookup is on unless it is `false`. Never throws, so a bad
 * setting never blanks the page.
 */
export function siteSettingsFrom(raw: unknown): SiteSettings {
  const config = isRecord(raw) ? raw : {};
  const phones = isRecord(config.phoneNumbers) ? config.phoneNumbers : {};
  return {
    phoneNumbers: { mobile: phoneOr(phones.mobile), desktop: phoneOr(phones.desktop) },
    showLookup: config.showLookup !== false,
  };
}

/**
 * §6: the roles that may use the staff lookup tool: staff, agents (who enter coupons on it, issue 15) and
 * admins, as the server allows (isStaff); the server refuses the others.
 */
export function mayUseLookup(role: Role | null): boolean {
  return role === Role.staff || role === Role.agent || role === Role.admin;
}

/**
 * §6 "Agents can enter coupons on a reservation": agents, and admins (who may do what agents do), enter
 * agent-entered coupons for customers (§4); staff and customers do not.
 */
export function mayEnterAgentCoupons(role: Role | null): boolean {
  return role === Role.agent || role === Role.admin;
}

/**
 * §3 page settings for a page: the site's settings and who is signed in. §2/§6 Lookup shows only when
 * the show-lookup setting is on and the user may use the tool.
 */
export function pageSettings(site: SiteSettings, user: PageUser | null): PageSettings {
  const role = user?.role ?? null;
  return {
    phoneNumbers: site.phoneNumbers,
    user,
    userId: role === Role.admin ? 1 : 0,
    showLookup: site.showLookup && mayUseLookup(role),
  };
}

/** §2 the phone number to show: the mobile one at §9 mobile width, the desktop one otherwise. */
export function phoneNumberFor(settings: Pick<PageSettings, 'phoneNumbers'>, atMobileWidth: boolean): string {
  return atMobileWidth ? settings.phoneNumbers.mobile : settings.phoneNumbers.desktop;
}

/** The tel: link of a phone number as written ('1-888-555-0142' -> 'tel:+18885550142'). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
