import type { ResultAsync } from 'neverthrow';
import type { EmailOutbox, OutboxEmail } from '../../application/ports/email-outbox';
import type { EmailAttachment, OutgoingEmail } from '../../application/ports/mailer';
import type { RepositoryError } from '../../application/ports/quote-repository';
import { appendOnce } from './outbox-append';
import { PgStore } from './pg-store';
import { storage } from './storage';

/**
 * The outbox of delivered email, in the `outbox_emails` table (the sandbox mailer's mailbox), with the
 * attachments and extra headers as JSON text (migration 0027).
 */
export class PgEmailOutbox extends PgStore implements EmailOutbox {
  append(email: OutgoingEmail, sentAt: string, transport: string): ResultAsync<OutboxEmail, RepositoryError> {
    return storage(async () => {
      const appended = await appendOnce(
        this.db,
        'outbox_emails',
        {
          quote_id: email.quoteId,
          to_address: email.to,
          subject: email.subject,
          text_body: email.text,
          html_body: email.html,
          transport,
          sent_at: sentAt,
          attachments: email.attachments?.length ? JSON.stringify(email.attachments) : null,
          headers:
            email.headers && Object.keys(email.headers).length > 0 ? JSON.stringify(email.headers) : null,
          message_key: email.messageKey ?? null,
        },
        sentAt,
      );
      return { ...email, ...appended, transport };
    });
  }

  recent(limit: number, to?: string): ResultAsync<OutboxEmail[], RepositoryError> {
    return storage(async () => {
      let query = this.db.selectFrom('outbox_emails').selectAll().orderBy('id', 'desc').limit(limit);
      if (to !== undefined) {
        query = query.where((eb) => eb(eb.fn('lower', ['to_address']), '=', to.trim().toLowerCase()));
      }
      const rows = await query.execute();
      return rows.map(
        (row): OutboxEmail => ({
          id: row.id,
          quoteId: row.quote_id,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          transport: row.transport,
          sentAt: row.sent_at.toISOString(),
          ...(row.attachments === null
            ? {}
            : { attachments: JSON.parse(row.attachments) as EmailAttachment[] }),
          ...(row.headers === null ? {} : { headers: JSON.parse(row.headers) as Record<string, string> }),
        }),
      );
    });
  }
}
