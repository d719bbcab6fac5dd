import { SendQuoteEmail } from '../../../../application/notifications/send-quote-email';
import { CallbackQueue } from '../../../../application/ports/callback-queue';
import { Clock } from '../../../../application/ports/clock';
import { EmailOutbox } from '../../../../application/ports/email-outbox';
import { Mailer, MailSettings } from '../../../../application/ports/mailer';
import { EditQuote } from '../../../../application/quotes/edit-quote';
import { CheckQuoteLink, DecryptQuoteId, EncryptQuoteId } from '../../../../application/quotes/quote-links';
import { RequestQuoteCallback } from '../../../../application/quotes/request-callback';
import { UpdateQuoteContact } from '../../../../application/quotes/update-quote-contact';
import { PgCallbackQueue } from '../../../persistence/pg-callback-queue';
import { PgEmailOutbox } from '../../../persistence/pg-email-outbox';
import { SandboxMailer } from '../../../sandbox/sandbox-mailer';
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
 * expire/{qid}/{ts}. Email goes through the SANDBOX mailer (a local stand-in that writes to the
 * outbox_emails table). Needs the quotes group's QuoteRepository, QuoteIdCipher and bot-check bindings.
 */
export const quoteChangesGroup: EndpointGroup = {
  name: 'quote-changes',
  bind(container, parts) {
    const { db } = parts.database;
    const outbox = new PgEmailOutbox(db);
    container.bind<EmailOutbox>(EmailOutbox).toConstantValue(outbox);
    container.bind<CallbackQueue>(CallbackQueue).toConstantValue(new PgCallbackQueue(db));
    container
      .bind<MailSettings>(MailSettings)
      .toConstantValue({ siteUrl: parts.publicSiteUrl ?? DEFAULT_SITE_URL });
    container
      .bind<Mailer>(Mailer)
      .toResolvedValue(
        (clock: Clock) =>
          new SandboxMailer({ outbox, clock, log: parts.logger.child({ mailer: 'sandbox' }) }),
        [Clock],
      )
      .inSingletonScope();
  },
  async start(_container, parts) {
    parts.logger.info(
      { mailer: 'sandbox' },
      'email goes to the sandbox mailer: nothing is really sent; messages are kept in the outbox_emails table',
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
