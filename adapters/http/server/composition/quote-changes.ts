import { binderFor } from '../../../../application/bind-use-case';
import { SendQuoteEmail } from '../../../../application/notifications/send-quote-email';
import { CalendarFileWriter } from '../../../../application/ports/calendar-file-writer';
import { CallbackQueue } from '../../../../application/ports/callback-queue';
import { Clock } from '../../../../application/ports/clock';
import { EmailOutbox } from '../../../../application/ports/email-outbox';
import { Mailer, MailSettings } from '../../../../application/ports/mailer';
import { MessageRenderer } from '../../../../application/ports/message-renderer';
import { QuoteEmailAllowance } from '../../../../application/ports/quote-email-allowance';
import { SmsOutbox } from '../../../../application/ports/sms-outbox';
import { SmsSender } from '../../../../application/ports/sms-sender';
import { EditQuote } from '../../../../application/quotes/edit-quote';
import { CheckQuoteLink, DecryptQuoteId, EncryptQuoteId } from '../../../../application/quotes/quote-links';
import { RequestQuoteCallback } from '../../../../application/quotes/request-callback';
import { UpdateQuoteContact } from '../../../../application/quotes/update-quote-contact';
import { IcsCalendarFile } from '../../../messages/ics-calendar-file';
import { ReactEmailRenderer } from '../../../messages/react-email-renderer';
import { PgCallbackQueue } from '../../../persistence/pg-callback-queue';
import { PgEmailOutbox } from '../../../persistence/pg-email-outbox';
import { PgQuoteEmailAllowance } from '../../../persistence/pg-quote-email-allowance';
import { PgSmsOutbox } from '../../../persistence/pg-sms-outbox';
import { SandboxMailer } from '../../../sandbox/sandbox-mailer';
import { SandboxSms } from '../../../sandbox/sandbox-sms';
import { SmtpMailer } from '../../../system/smtp-mailer';
import { registerQuoteChangeRoutes } from '../routes/quote-changes';
import type { EndpointGroup } from './group';

/**
 * Where quote-email links point. The embedded default serves the site on this address; a deployment
 * would configure its public address (not yet a setting: docs/decisions.md).
 */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

/**
 * Changing quotes after creation (§4 "Editing or changing a quote", §7): quotes/edit/{qId},
 * quotes/{id}/contact, notifications/send-quote-email, quotes/queue, quotes/encrypt and quotes/decrypt,
 * expire/{qid}/{ts}. Email goes over SMTP when SMTP_URL is set (parts.smtp), else through the SANDBOX
 * mailer (a local stand-in that writes to the outbox_emails table); text messages go through the SANDBOX
 * SMS sender (outbox_sms; issue 14, no real provider yet). Every email's parts come from the react-email
 * templates (MessageRenderer) and its calendar files from the iCalendar writer (CalendarFileWriter, also
 * used by the shipments group's calendar downloads). Needs the quotes group's QuoteRepository, QuoteIdCipher and bot-check bindings.
 */
export const quoteChangesGroup: EndpointGroup = {
  name: 'quote-changes',
  bind(container, parts) {
    const bind = binderFor(container);
    const { db } = parts.database;
    const outbox = new PgEmailOutbox(db);
    container.bind<EmailOutbox>(EmailOutbox).toConstantValue(outbox);
    container.bind<QuoteEmailAllowance>(QuoteEmailAllowance).toConstantValue(new PgQuoteEmailAllowance(db));
    container.bind<CallbackQueue>(CallbackQueue).toConstantValue(new PgCallbackQueue(db));
    container
      .bind<MailSettings>(MailSettings)
      .toConstantValue({ siteUrl: parts.publicSiteUrl ?? DEFAULT_SITE_URL });
    container.bind<MessageRenderer>(MessageRenderer).toConstantValue(new ReactEmailRenderer());
    container.bind<CalendarFileWriter>(CalendarFileWriter).toConstantValue(new IcsCalendarFile());
    const smtp = parts.smtp ?? null;
    // Issue 26: the senders name themselves in each line ("mailer", "sms"); a child logger with the same
    // key wrote it twice.
    bind(Mailer, { clock: Clock }, ({ clock }) =>
      smtp === null
        ? new SandboxMailer({ outbox, clock, log: parts.logger })
        : new SmtpMailer({
            url: smtp.url,
            ...(smtp.from === null ? {} : { from: smtp.from }),
            log: parts.logger,
            record: { outbox, clock },
          }),
    );
    const smsOutbox = new PgSmsOutbox(db);
    container.bind<SmsOutbox>(SmsOutbox).toConstantValue(smsOutbox);
    bind(
      SmsSender,
      { clock: Clock },
      ({ clock }) => new SandboxSms({ outbox: smsOutbox, clock, log: parts.logger }),
    );
  },
  async start(_container, parts) {
    const smtp = parts.smtp ?? null;
    if (smtp === null) {
      parts.logger.info(
        { mailer: 'sandbox' },
        'email goes to the sandbox mailer: nothing is really sent; messages are kept in the outbox_emails table',
      );
    } else {
      // The host only: SMTP_URL carries the password.
      parts.logger.info({ mailer: 'smtp', host: smtpHost(smtp.url) }, 'email is sent over SMTP (SMTP_URL)');
    }
    parts.logger.info(
      { sms: 'sandbox' },
      'text messages go to the sandbox SMS sender: nothing is really sent; they are kept in the outbox_sms table',
    );
  },
  routes(app, container) {
    registerQuoteChangeRoutes(app, {
      editQuote: container.get(EditQuote),
      updateContact: container.get(UpdateQuoteContact),
      sendQuoteEmail: container.get(SendQuoteEmail),
      requestCallback: container.get(RequestQuoteCallback),
      encrypt: container.get(EncryptQuoteId),
      decrypt: container.get(DecryptQuoteId),
      checkLink: container.get(CheckQuoteLink),
    });
  },
};

/** The host of an SMTP_URL, for the logs (never the user or password). */
function smtpHost(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return 'unknown';
  }
}
