/**
 * The staff lookup tool (§1 "Staff use a lookup tool", §7 POST /quotes/lookup, §4 lookup failure
 * reasons): what a search term means. The request and answer are not shown; the reading is ours
 * (docs/decisions.md).
 */
import { isEmailAddress } from '../validation/text-rules';

export type LookupSearch =
  /** A reference number (§2 "reference number (digits only)"): the QuoteId. */
  | { kind: 'reference'; quoteId: number }
  /** A contact email: every quote sent to it, newest first. */
  | { kind: 'email'; email: string }
  /** A QuoteIdEncrypted link token, as found in a customer's quote email. */
  | { kind: 'token'; token: string }
  | { kind: 'unrecognised' };

/** Reference numbers are digits only; spaces, dashes and a leading '#' that people type are dropped. */
const REFERENCE = /^#?[\d\s-]{1,20}$/;
const TOKEN = /^[A-Za-z0-9_-]{16,200}$/;

export function readLookupSearch(search: string): LookupSearch {
  const term = search.trim();
  if (REFERENCE.test(term)) {
    const digits = term.replace(/\D/g, '');
    return digits.length >= 1 && digits.length <= 15
      ? { kind: 'reference', quoteId: Number(digits) }
      : { kind: 'unrecognised' };
  }
  if (term.includes('@')) {
    return isEmailAddress(term) ? { kind: 'email', email: term.toLowerCase() } : { kind: 'unrecognised' };
  }
  if (TOKEN.test(term)) return { kind: 'token', token: term };
  return { kind: 'unrecognised' };
}

/** Issue 27: one formatter of a move end's 'City, ST ZIP' for every screen (domain/location/place-line.ts). */
export { placeLine } from '../location/place-line';
