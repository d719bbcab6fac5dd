import { ContainerModule } from 'inversify';
import { Clock } from '../ports/clock';
import { EmailOutbox } from '../ports/email-outbox';
import { Mailer, MailSettings } from '../ports/mailer';
import { MessageRenderer } from '../ports/message-renderer';
import { QuoteIdCipher } from '../ports/quote-id-cipher';
import { QuoteRepository } from '../ports/quote-repository';
import { SendQuoteEmail } from './send-quote-email';

/** Email to customers (§7 notifications/send-quote-email). */
export const notificationsModule = new ContainerModule((options) => {
  options
    .bind(SendQuoteEmail)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        cipher: QuoteIdCipher,
        mailer: Mailer,
        settings: MailSettings,
        clock: Clock,
        outbox: EmailOutbox,
        renderer: MessageRenderer,
      ) => new SendQuoteEmail({ quotes, cipher, mailer, settings, clock, outbox, renderer }),
      [QuoteRepository, QuoteIdCipher, Mailer, MailSettings, Clock, EmailOutbox, MessageRenderer],
    )
    .inSingletonScope();
});
