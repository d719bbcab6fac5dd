import type { ResultAsync } from 'neverthrow';
import type { RepositoryError } from '../../application/ports/quote-repository';
import type { OutboxSms, SmsOutbox } from '../../application/ports/sms-outbox';
import { appendOnce } from './outbox-append';
import { PgStore } from './pg-store';
import { storage } from './storage';

/** The outbox of delivered text messages, in the `outbox_sms` table (the sandbox SMS sender's mailbox). */
export class PgSmsOutbox extends PgStore implements SmsOutbox {
  append(
    sms: Omit<OutboxSms, 'id' | 'sentAt' | 'transport'>,
    sentAt: string,
    transport: string,
  ): ResultAsync<OutboxSms, RepositoryError> {
    return storage(async () => {
      const appended = await appendOnce(
        this.db,
        'outbox_sms',
        {
          quote_id: sms.quoteId,
          to_number: sms.to,
          from_number: sms.from,
          body: sms.body,
          segments: sms.segments,
          transport,
          sent_at: sentAt,
          message_key: sms.messageKey ?? null,
        },
        sentAt,
      );
      return { ...sms, ...appended, transport };
    });
  }

  recent(limit: number, to?: string): ResultAsync<OutboxSms[], RepositoryError> {
    return storage(async () => {
      let query = this.db.selectFrom('outbox_sms').selectAll().orderBy('id', 'desc').limit(limit);
      if (to !== undefined) query = query.where('to_number', '=', to.trim());
      const rows = await query.execute();
      return rows.map(
        (row): OutboxSms => ({
          id: row.id,
          quoteId: row.quote_id,
          to: row.to_number,
          from: row.from_number,
          body: row.body,
          segments: row.segments,
          transport: row.transport,
          sentAt: row.sent_at.toISOString(),
        }),
      );
    });
  }
}
