/**
 * §5 "Zip shapes: US 3-5 digits with optional -4 digits; Canada letter-digit-letter, optional space,
 * digit-letter-digit. A zip is sent only if it matches those shapes."
 *
 * The shape predicates test the string exactly as given (no trimming); Canadian letters are
 * case-insensitive. zipCountry and zipToSend normalise first (trim, uppercase).
 */

/** §5 US ZIP: 3 to 5 ASCII digits, optionally '-' and 4 digits. */
const US_ZIP = /^[0-9]{3,5}(-[0-9]{4})?$/;

/**
 * §5 Canadian postal code: letter-digit-letter, optional single space, digit-letter-digit.
 * Any Latin letter is accepted (the spec does not exclude D, F, I, O, Q, U as Canada Post does).
 */
const CANADIAN_POSTAL_CODE = /^[A-Za-z][0-9][A-Za-z] ?[0-9][A-Za-z][0-9]$/;

/** §5 True when the value is a US ZIP shape ('123', '12345', '12345-6789'). */
export function isUsZip(value: string): boolean {
  return US_ZIP.test(value);
}

/** §5 True when the value is a Canadian postal code shape ('K1A 0B1', 'k1a0b1'). */
export function isCanadianPostalCode(value: string): boolean {
  return CANADIAN_POSTAL_CODE.test(value);
}

/** §5 True when the value is either ZIP shape. */
export function isZipShape(value: string): boolean {
  return isUsZip(value) || isCanadianPostalCode(value);
}

/** Trims and uppercases a ZIP or postal code ('  k1a 0b1 ' -> 'K1A 0B1'). */
export function normalizeZip(value: string): string {
  return value.trim().toUpperCase();
}

/** §5 The country a ZIP shape belongs to, after normalising: 'US', 'CA', or null when neither shape. */
export function zipCountry(value: string): 'US' | 'CA' | null {
  const zip = normalizeZip(value);
  if (isUsZip(zip)) return 'US';
  if (isCanadianPostalCode(zip)) return 'CA';
  return null;
}

/** §5 The ZIP to send in the quote payload: the normalised value when it has a ZIP shape, else null. */
export function zipToSend(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const zip = normalizeZip(value);
  return isZipShape(zip) ? zip : null;
}
