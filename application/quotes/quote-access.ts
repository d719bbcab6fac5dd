import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Quote } from '../../domain/quote/types';
import { isStaff, owns, type Viewer } from '../accounts/viewer';
import type { QuoteIdCipher } from '../ports/quote-id-cipher';
import type { QuoteRepository, RepositoryError } from '../ports/quote-repository';

/**
 * There is no "not yours" error: a quote the viewer may not see is not found, exactly like one that does
 * not exist, so an answer never tells which reference numbers exist (issue 9 finding 7).
 */
export type QuoteAccessError = { kind: 'QuoteNotFound' } | RepositoryError;

/**
 * Finds a quote by its reference: the encrypted id (QuoteIdEncrypted, the token in emails and in the
 * browser) opens the quote for anyone holding it; a bare numeric id only for its owner or staff, since
 * ids are sequential and a move's addresses and email are private (docs/decisions.md). For anyone else
 * the numeric id is QuoteNotFound, the same answer as a number that names no quote.
 */
export function findQuoteFor(
  deps: { quotes: QuoteRepository; cipher: QuoteIdCipher },
  reference: string,
  viewer: Viewer,
): ResultAsync<Quote, QuoteAccessError> {
  const numeric = /^\d{1,15}$/.test(reference);
  const id = numeric ? Number(reference) : deps.cipher.decrypt(reference).unwrapOr(null);
  if (id === null) return errAsync({ kind: 'QuoteNotFound' });
  return deps.quotes.findById(id).andThen((quote) => {
    const visible = quote && !quote.IsDeleted && (!numeric || isStaff(viewer) || owns(viewer, quote));
    if (!visible) return errAsync<Quote, QuoteAccessError>({ kind: 'QuoteNotFound' });
    // A link token already names this quote: it is answered as it came (a token costs an encryption).
    return okAsync<Quote, QuoteAccessError>({
      ...quote,
      QuoteIdEncrypted: numeric ? deps.cipher.encrypt(quote.QuoteId) : reference,
    });
  });
}
