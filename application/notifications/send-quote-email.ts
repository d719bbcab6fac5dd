import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  QUOTE_EMAIL_LIMIT,
  QUOTE_EMAIL_LIMIT_MESSAGE,
  quoteEmail,
  quoteEmailAddress,
} from '../../domain/quote/quote-email';
import { quoteEmailLink } from '../../domain/quote/quote-link';
import type { Quote } from '../../domain/quote/types';
import type { Viewer } from '../accounts/viewer';
import type { Clock } from '../ports/clock';
import type { EmailOutbox } from '../ports/email-outbox';
import type { Mailer, MailerError, MailSettings } from '../ports/mailer';
import type { QuoteIdCipher } from '../ports/quote-id-cipher';
import type { QuoteRepository } from '../ports/quote-repository';
import type { QuoteChangeError } from '../quotes/quote-change-errors';
import { findQuoteFor } from '../quotes/view-quote';

/** The email service's verdict on a message it would not deliver. */
export type MailRefusal = Exclude<MailerError, { kind: 'StorageUnavailable' }>;

export type SendQuoteEmailOutput =
  | { sent: true; messageId: string }
  | { sent: false; refusal: MailRefusal }
  /** The quote was emailed QUOTE_EMAIL_LIMIT.emails times in the last hour: nothing is sent. */
  | { sent: false; limited: { message: string } };

export type SendQuoteEmailError = Extract<
  QuoteChangeError,
  { kind: 'QuoteNotFound' | 'StorageUnavailable' | 'NotFound' | 'EmailMissing' }
>;

/** What SendQuoteEmail needs. */
export interface SendQuoteEmailDeps {
  quotes: QuoteRepository;
  cipher: QuoteIdCipher;
  mailer: Mailer;
  settings: MailSettings;
  clock: Clock;
  outbox: EmailOutbox;
}

/**
 * GET notifications/send-quote-email (§7, reads success): emails the quote to its contact address with
 * a link to the quote (QuoteIdEncrypted and the send time, see GET expire/{qid}/{ts}), the totals and the
 * reference number. The email service's refusals (bad address, bounce, temporary failure) are an
 * answer, not an exception: the caller tells the customer. One quote is emailed at most
 * QUOTE_EMAIL_LIMIT.emails times an hour (counted in the outbox of delivered email), so the button
 * cannot flood an inbox.
 */
export class SendQuoteEmail {
  private readonly deps: SendQuoteEmailDeps;

  constructor(deps: SendQuoteEmailDeps) {
    this.deps = deps;
  }

  execute(input: {
    reference: string;
    viewer: Viewer;
  }): ResultAsync<SendQuoteEmailOutput, SendQuoteEmailError> {
    const { clock } = this.deps;
    return findQuoteFor(this.deps, input.reference, input.viewer).andThen(
      (quote): ResultAsync<SendQuoteEmailOutput, SendQuoteEmailError> => {
        if (quoteEmailAddress(quote) === '') return errAsync({ kind: 'EmailMissing' });
        const since = new Date(clock.nowMs() - QUOTE_EMAIL_LIMIT.windowMs).toISOString();
        return this.deps.outbox
          .countForQuoteSince(quote.QuoteId, since)
          .mapErr((e): SendQuoteEmailError => e)
          .andThen((count): ResultAsync<SendQuoteEmailOutput, SendQuoteEmailError> => {
            if (count >= QUOTE_EMAIL_LIMIT.emails) {
              return okAsync({ sent: false, limited: { message: QUOTE_EMAIL_LIMIT_MESSAGE } });
            }
            return this.send(quote);
          });
      },
    );
  }

  private send(quote: Quote): ResultAsync<SendQuoteEmailOutput, SendQuoteEmailError> {
    const { mailer, settings, clock } = this.deps;
    const link = quoteEmailLink(settings.siteUrl, quote.QuoteIdEncrypted, clock.nowMs());
    return mailer
      .send({ ...quoteEmail(quote, link), quoteId: quote.QuoteId })
      .map((sent): SendQuoteEmailOutput => ({ sent: true, messageId: sent.messageId }))
      .orElse((error) =>
        error.kind === 'StorageUnavailable'
          ? errAsync<SendQuoteEmailOutput, SendQuoteEmailError>(error)
          : okAsync<SendQuoteEmailOutput, SendQuoteEmailError>({ sent: false, refusal: error }),
      );
  }
}
