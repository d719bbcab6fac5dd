import { errAsync, type ResultAsync } from 'neverthrow';
import { quoteEmailAddress } from '../../domain/quote/quote-email';
import type { Viewer } from '../accounts/viewer';
import type { QuoteIdCipher } from '../ports/quote-id-cipher';
import type { QuoteRepository } from '../ports/quote-repository';
import { findQuoteFor } from '../quotes/quote-access';
import type { QuoteChangeError } from '../quotes/quote-change-errors';
import { EmailQuote, type EmailQuoteDeps, type SendQuoteEmailOutput } from '../shared/email-quote';
import { UseCase } from '../use-case';

export type SendQuoteEmailError = Extract<
  QuoteChangeError,
  { kind: 'QuoteNotFound' | 'StorageUnavailable' | 'NotFound' | 'EmailMissing' }
>;

/** What SendQuoteEmail needs. */
export interface SendQuoteEmailDeps extends EmailQuoteDeps {
  quotes: QuoteRepository;
  cipher: QuoteIdCipher;
}

/**
 * GET notifications/send-quote-email (§7, reads success): emails the quote to its contact address with
 * a link to the quote (QuoteIdEncrypted and the send time, see GET expire/{qid}/{ts}), the totals and the
 * reference number. The email service's refusals (bad address, bounce, temporary failure) are an
 * answer, not an exception: the caller tells the customer. One quote is emailed at most
 * QUOTE_EMAIL_LIMIT.emails times an hour (EmailQuote), so the button cannot flood an inbox.
 */
export class SendQuoteEmail extends UseCase<SendQuoteEmailDeps> {
  private readonly email = new EmailQuote(this.deps);

  execute(input: {
    reference: string;
    viewer: Viewer;
  }): ResultAsync<SendQuoteEmailOutput, SendQuoteEmailError> {
    return findQuoteFor(this.deps, input.reference, input.viewer).andThen(
      (quote): ResultAsync<SendQuoteEmailOutput, SendQuoteEmailError> => {
        if (quoteEmailAddress(quote) === '') return errAsync({ kind: 'EmailMissing' });
        return this.email.execute(quote).mapErr((e): SendQuoteEmailError => e);
      },
    );
  }
}
