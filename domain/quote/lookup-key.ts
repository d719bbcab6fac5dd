import { normalizeZip } from '../location/zip';
import type { Quote } from './types';

/**
 * What makes two quote requests "the same" (§4 Dupe: same email, lane and date), and what staff look
 * quotes up by. One definition, used by the use case that asks and the repository that stores.
 */
export interface QuoteLookupKey {
  /** Lower-cased contact email ('' when none was given). */
  email: string;
  originZip: string;
  destinationZip: string;
  moveDate: string;
}

/** A ZIP as a key: upper-case, no spaces ('M5V 2T6' = 'M5V2T6'), US ZIP+4 cut to 5 digits. */
export function zipKey(zip: string): string {
  const compact = normalizeZip(zip).replace(/\s+/g, '');
  return /^\d{5}-\d{4}$/.test(compact) ? compact.slice(0, 5) : compact;
}

export function quoteLookupKey(quote: Pick<Quote, 'Details'>): QuoteLookupKey {
  const { Details } = quote;
  const email = Details.EmailAddress.trim() === '' ? Details.ContactEmailAddress : Details.EmailAddress;
  return {
    email: email.trim().toLowerCase(),
    originZip: zipKey(Details.Origin.ZIP),
    destinationZip: zipKey(Details.Destination.ZIP),
    moveDate: Details.MoveDate,
  };
}
