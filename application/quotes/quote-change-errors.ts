import type { RateCardUnavailable } from '../ports/rate-card-source';
import type { QuoteAccessError } from './quote-access';

/**
 * The expected failures of the quote-change use cases (edit, contact, call-back, links, quote email),
 * beside the access errors of `findQuoteFor`. The HTTP adapter maps each to a status once.
 */
export type QuoteChangeError =
  | QuoteAccessError
  /** §4 QuoteIdInvalid on an edit: the reference is well formed but names no quote (or a deleted one). */
  | { kind: 'QuoteIdInvalid' }
  /** The edit does not fit this quote: §5 'field - message' lines. */
  | { kind: 'InvalidEdit'; lines: string[] }
  | RateCardUnavailable
  /** The quote has no email to send to (§2 manual banner prompt). */
  | { kind: 'EmailMissing' }
  /** A quote link's send time that cannot be ours (in the future). */
  | { kind: 'InvalidLinkTime'; message: string };
