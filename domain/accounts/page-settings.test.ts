import { describe, expect, it } from 'vitest';
import { isAdminUserId, Role } from './enums';
import {
  DEFAULT_PHONE,
  DEFAULT_SITE_SETTINGS,
  isDialablePhone,
  mayEnterAgentCoupons,
  mayUseLookup,
  type PageUser,
  pageSettings,
  phoneNumberFor,
  siteSettingsFrom,
  telHref,
} from './page-settings';

const user = (role: PageUser['role']): PageUser => ({
  role,
  email: 'ana@example.test',
  firstName: 'Ana',
  lastName: 'Bell',
});

describe('page settings (§3 Other; §2 phone numbers; §6 show-lookup and admin)', () => {
  it('§9 the default phone number is used for mobile and desktop when nothing overrides it', () => {
    expect(siteSettingsFrom(undefined)).toEqual(DEFAULT_SITE_SETTINGS);
    expect(siteSettingsFrom({})).toEqual({
      phoneNumbers: { mobile: DEFAULT_PHONE, desktop: DEFAULT_PHONE },
      showLookup: true,
    });
  });

  it('§2 page settings override the phone number per mobile and desktop', () => {
    const site = siteSettingsFrom({ phoneNumbers: { mobile: '1-888-555-0150', desktop: '(888) 555-0160' } });
    expect(phoneNumberFor(pageSettings(site, null), true)).toBe('1-888-555-0150');
    expect(phoneNumberFor(pageSettings(site, null), false)).toBe('(888) 555-0160');
  });

  it('a missing or undialable override falls back to the default {phone} (§9), never to a blank', () => {
    const site = siteSettingsFrom({ phoneNumbers: { mobile: 'call us', desktop: 12 }, showLookup: 'yes' });
    expect(site.phoneNumbers).toEqual({ mobile: DEFAULT_PHONE, desktop: DEFAULT_PHONE });
    expect(site.showLookup).toBe(true);
    expect(siteSettingsFrom(['not', 'settings'])).toEqual(DEFAULT_SITE_SETTINGS);
    expect(isDialablePhone('1-888-555-0142')).toBe(true);
    expect(isDialablePhone('555-0142')).toBe(false);
    expect(isDialablePhone('2-888-555-0142')).toBe(false);
  });

  it('§3 signed-in user info is null when signed out, and the user id is above 0 only for an admin (§6)', () => {
    const signedOut = pageSettings(DEFAULT_SITE_SETTINGS, null);
    expect(signedOut.user).toBeNull();
    expect(isAdminUserId(signedOut.userId)).toBe(false);
    expect(isAdminUserId(pageSettings(DEFAULT_SITE_SETTINGS, user(Role.admin)).userId)).toBe(true);
    for (const role of [Role.customer, Role.agent, Role.staff]) {
      expect(isAdminUserId(pageSettings(DEFAULT_SITE_SETTINGS, user(role)).userId)).toBe(false);
    }
    expect(pageSettings(DEFAULT_SITE_SETTINGS, user(Role.customer)).user?.email).toBe('ana@example.test');
  });

  it('§2, §6 Lookup only when the show-lookup setting is on, for the roles that may use the lookup tool', () => {
    expect(pageSettings(DEFAULT_SITE_SETTINGS, user(Role.staff)).showLookup).toBe(true);
    expect(pageSettings(DEFAULT_SITE_SETTINGS, user(Role.admin)).showLookup).toBe(true);
    expect(pageSettings(DEFAULT_SITE_SETTINGS, user(Role.customer)).showLookup).toBe(false);
    expect(pageSettings(DEFAULT_SITE_SETTINGS, user(Role.agent)).showLookup).toBe(true);
    expect(pageSettings(DEFAULT_SITE_SETTINGS, null).showLookup).toBe(false);
    const off = siteSettingsFrom({ showLookup: false });
    expect(pageSettings(off, user(Role.staff)).showLookup).toBe(false);
    expect(pageSettings(off, user(Role.admin)).showLookup).toBe(false);
    expect(pageSettings(off, user(Role.agent)).showLookup).toBe(false);
    expect(mayUseLookup(null)).toBe(false);
  });

  it('§6 agents (and admins) enter agent coupons for customers; staff and customers do not', () => {
    expect(mayEnterAgentCoupons(Role.agent)).toBe(true);
    expect(mayEnterAgentCoupons(Role.admin)).toBe(true);
    expect(mayEnterAgentCoupons(Role.staff)).toBe(false);
    expect(mayEnterAgentCoupons(Role.customer)).toBe(false);
    expect(mayEnterAgentCoupons(null)).toBe(false);
  });

  it('a phone number dials as tel:+1 and its ten digits', () => {
    expect(telHref(DEFAULT_PHONE)).toBe('tel:+18885550142');
    expect(telHref('(888) 555-0160')).toBe('tel:+18885550160');
  });
});
