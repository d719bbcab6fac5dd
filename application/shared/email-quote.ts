/**
 * The quote email (issue 29: a piece that two use cases share gets its own module): sent by 'Send quote'
 * (notifications/send-quote-email.ts) and by a §4 Dupe asked for by someone other than the quote's
 * creator (CreateQuote).
 */

import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { MessageCategory } from '../../domain/notifications/message-kinds';
import { quoteEmailContent } from '../../domain/notifications/quote-email-content';
import {
  MESSAGE_SETTINGS_PATH,
  unsubscribeHeaders,
  unsubscribeLinks,
} from '../../domain/notifications/unsubscribe-headers';
import {
  QUOTE_EMAIL_LIMIT,
  QUOTE_EMAIL_LIMIT_MESSAGE,
  quoteEmailAddress,
} from '../../domain/quote/quote-email';
import { quoteEmailLink } from '../../domain/quote/quote-link';
import type { Quote } from '../../domain/quote/types';
import type { Clock } from '../ports/clock';
import type { Mailer, MailerError, MailSettings } from '../ports/mailer';
import type { EmailFooterLinks, MessageRenderer } from '../ports/message-renderer';
import type { QuoteEmailAllowance } from '../ports/quote-email-allowance';
import type { RepositoryError } from '../ports/quote-repository';
import type { UnsubscribeTokens } from '../ports/unsubscribe-tokens';
import { UseCase } from '../use-case';

/** The email service's verdict on a message it would not deliver. */
export type MailRefusal = Exclude<MailerError, { kind: 'StorageUnavailable' }>;

export type SendQuoteEmailOutput =
  | { sent: true; messageId: string }
  | { sent: false; refusal: MailRefusal }
  /** The quote was emailed QUOTE_EMAIL_LIMIT.emails times in the last hour: nothing is sent. */
  | { sent: false; limited: { message: string } };

/** What EmailQuote needs. */
export interface EmailQuoteDeps {
  mailer: Mailer;
  /** The email templates (issue 14): the quote email's HTML and text parts. */
  renderer: MessageRenderer;
  settings: MailSettings;
  clock: Clock;
  /** The hourly allowance of quote emails, claimed atomically across instances (issue 26 finding 1). */
  allowance: QuoteEmailAllowance;
  /** Signs the email's one-click unsubscribe link (issue 14); without it the email carries none. */
  tokens?: UnsubscribeTokens;
}

/**
 * The quote email's footer: where its reader manages what we send (the dashboard) and, when a token was
 * signed, the unsubscribe page (issue 14: every email carries one; a booking message's link turns off the
 * optional categories and says why booking messages stay).
 */
export function quoteEmailFooter(siteUrl: string, unsubscribePage: string | null = null): EmailFooterLinks {
  return {
    unsubscribeUrl: unsubscribePage,
    preferencesUrl: `${siteUrl.replace(/\/+$/, '')}${MESSAGE_SETTINGS_PATH}`,
  };
}

/**
 * The quote email to a quote's own contact address, at most QUOTE_EMAIL_LIMIT.emails times an hour, so
 * nothing can flood an inbox. Each email first claims a place in the quote's hourly allowance, in one
 * atomic step across instances (issue 26 finding 1: counting the outbox and then sending let 14 of 20
 * simultaneous requests through); a place whose email was not delivered is given back. Used by 'Send quote' (below)
 * and by a §4 Dupe asked for by someone other than the quote's creator (issue 10, CreateQuote). The quote
 * must carry its QuoteIdEncrypted (the link's token). The email service's refusals are an answer.
 */
export class EmailQuote extends UseCase<EmailQuoteDeps> {
  execute(quote: Quote): ResultAsync<SendQuoteEmailOutput, RepositoryError> {
    const { clock, allowance } = this.deps;
    return allowance
      .claim(quote.QuoteId, QUOTE_EMAIL_LIMIT, clock.nowMs())
      .andThen((claim): ResultAsync<SendQuoteEmailOutput, RepositoryError> => {
        if (claim === null) {
          return okAsync({ sent: false, limited: { message: QUOTE_EMAIL_LIMIT_MESSAGE } });
        }
        // Only a delivered email uses up a place: a refusal or a fault gives it back.
        return this.send(quote)
          .orElse((error) =>
            allowance.release(claim).andThen(() => errAsync<SendQuoteEmailOutput, RepositoryError>(error)),
          )
          .andThen((out) => (out.sent ? okAsync(out) : allowance.release(claim).map(() => out)));
      });
  }

  private send(quote: Quote): ResultAsync<SendQuoteEmailOutput, RepositoryError> {
    const { mailer, renderer, settings, clock, tokens } = this.deps;
    const link = quoteEmailLink(settings.siteUrl, quote.QuoteIdEncrypted, clock.nowMs());
    const to = quoteEmailAddress(quote);
    const unsubscribe = tokens
      ? unsubscribeLinks(settings.siteUrl, tokens.sign({ email: to, topic: MessageCategory.Booking }))
      : null;
    return renderer
      .email(quoteEmailContent(quote, link), quoteEmailFooter(settings.siteUrl, unsubscribe?.page ?? null))
      .mapErr(
        (e): RepositoryError => ({
          kind: 'StorageUnavailable',
          message: `The quote email could not be rendered: ${e.message}`,
        }),
      )
      .andThen((rendered) =>
        mailer
          .send({
            to,
            ...rendered,
            quoteId: quote.QuoteId,
            ...(unsubscribe ? { headers: unsubscribeHeaders(unsubscribe.oneClick) } : {}),
          })
          .map((sent): SendQuoteEmailOutput => ({ sent: true, messageId: sent.messageId }))
          .orElse((error) =>
            error.kind === 'StorageUnavailable'
              ? errAsync<SendQuoteEmailOutput, RepositoryError>(error)
              : okAsync<SendQuoteEmailOutput, RepositoryError>({ sent: false, refusal: error }),
          ),
      );
  }
}
