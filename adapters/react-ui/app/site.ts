/**
 * Site-wide settings the screens show. §9 "Default phone number {phone}": the domain has no constant
 * for it, so the default is written here once (page settings may override it later, §2 manual banner).
 */
export const DEFAULT_PHONE = '1-888-555-0142';

/** The tel: link of a phone number as written ('1-888-555-0142' -> 'tel:+18885550142'). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
