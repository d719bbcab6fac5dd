import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { CONTACT_UPDATE_SUCCESS, withContactEmail } from '../../domain/quote/contact-update';
import type { Quote } from '../../domain/quote/types';
import type { Viewer } from '../accounts/viewer';
import type { Clock } from '../ports/clock';
import type { QuoteIdCipher } from '../ports/quote-id-cipher';
import type { QuoteRepository } from '../ports/quote-repository';
import { UseCase } from '../use-case';
import { findQuoteFor, type QuoteAccessError } from './quote-access';

export interface UpdateQuoteContactInput {
  reference: string;
  viewer: Viewer;
  /** Already checked by the contract (§5 email rule). */
  EmailAddress: string;
}

export interface UpdateQuoteContactOutput {
  Status: typeof CONTACT_UPDATE_SUCCESS;
  quote: Quote;
}

/**
 * PUT quotes/{id}/contact (§7; §5 "succeeds only when response Status is Success"): sets the quote's
 * contact email (Details.EmailAddress and ContactEmailAddress) with Revision + 1. The quote is found by
 * the view rule; a quote deleted meanwhile is not found.
 */
export class UpdateQuoteContact extends UseCase<{
  quotes: QuoteRepository;
  cipher: QuoteIdCipher;
  clock: Clock;
}> {
  execute(input: UpdateQuoteContactInput): ResultAsync<UpdateQuoteContactOutput, QuoteAccessError> {
    const { quotes, cipher, clock } = this.deps;
    return findQuoteFor(this.deps, input.reference, input.viewer).andThen((found) =>
      quotes
        .update<'Deleted'>(
          found.QuoteId,
          (current) =>
            current.IsDeleted
              ? { ok: false, error: 'Deleted' }
              : { ok: true, quote: withContactEmail(current, input.EmailAddress) },
          clock.now(),
        )
        .mapErr((e): QuoteAccessError => (e.kind === 'NotFound' ? { kind: 'QuoteNotFound' } : e))
        .andThen((change) =>
          change.ok
            ? okAsync<UpdateQuoteContactOutput, QuoteAccessError>({
                Status: CONTACT_UPDATE_SUCCESS,
                quote: { ...change.quote, QuoteIdEncrypted: cipher.encrypt(change.quote.QuoteId) },
              })
            : errAsync<UpdateQuoteContactOutput, QuoteAccessError>({ kind: 'QuoteNotFound' }),
        ),
    );
  }
}
