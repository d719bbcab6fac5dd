import type { Selectable } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type {
  ClaimOutcome,
  MessageClaim,
  MessageLog,
  MessageLogEntry,
  SendResult,
} from '../../application/ports/message-log';
import type { RepositoryError } from '../../application/ports/quote-repository';
import type { Channel, MessageCategory, MessageKind } from '../../domain/notifications/message-kinds';
import { PgStore } from './pg-store';
import type { MessageLogTable } from './schema-messages';
import { storage } from './storage';

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

function entryOf(row: Selectable<MessageLogTable>): MessageLogEntry {
  return {
    id: Number(row.id),
    quoteId: row.quote_id === null ? null : Number(row.quote_id),
    messageKey: row.message_key,
    kind: row.kind as MessageKind,
    category: row.category as MessageCategory,
    channel: row.channel,
    state: row.state,
    recipient: row.recipient,
    summary: row.summary,
    reason: row.reason,
    transport: row.transport,
    providerMessageId: row.provider_message_id,
    dueAt: iso(row.due_at) ?? '',
    attempts: Number(row.attempts),
    createdAt: iso(row.created_at) ?? '',
    updatedAt: iso(row.updated_at) ?? '',
    sentAt: iso(row.sent_at),
  };
}

/**
 * The message log in the `message_log` table (migration 0028). The unique (message_key, channel) makes a
 * claim atomic: of two instances claiming one message, the insert of one wins and the other finds the row;
 * a row still 'sending' (an attempt that died) is claimed again, counting the attempt.
 */
export class PgMessageLog extends PgStore implements MessageLog {
  claim(claim: MessageClaim): ResultAsync<ClaimOutcome, RepositoryError> {
    return storage(async () => {
      const taken = await this.db
        .insertInto('message_log')
        .values({
          ...this.columns(claim),
          state: 'sending',
          attempts: 1,
        })
        .onConflict((oc) =>
          oc
            .columns(['message_key', 'channel'])
            .doUpdateSet((eb) => ({
              attempts: eb('message_log.attempts', '+', 1),
              updated_at: claim.at,
              recipient: claim.recipient,
              summary: claim.summary,
            }))
            .where('message_log.state', '=', 'sending'),
        )
        .returning(['attempts'])
        .executeTakeFirst();
      if (taken) return { kind: 'Claimed', attempts: Number(taken.attempts) } as const;
      const row = await this.db
        .selectFrom('message_log')
        .selectAll()
        .where('message_key', '=', claim.messageKey)
        .where('channel', '=', claim.channel)
        .executeTakeFirstOrThrow();
      return { kind: 'Ended', entry: entryOf(row) } as const;
    });
  }

  finish(
    messageKey: string,
    channel: Channel,
    result: SendResult,
    at: string,
  ): ResultAsync<MessageLogEntry, RepositoryError> {
    return storage(async () => {
      const row = await this.db
        .updateTable('message_log')
        .set({
          state: result.state,
          reason: result.state === 'sent' ? null : result.reason,
          transport: result.state === 'sent' ? result.transport : null,
          provider_message_id: result.state === 'sent' ? result.providerMessageId : null,
          sent_at: result.state === 'sent' ? at : null,
          updated_at: at,
        })
        .where('message_key', '=', messageKey)
        .where('channel', '=', channel)
        .returningAll()
        .executeTakeFirstOrThrow();
      return entryOf(row);
    });
  }

  skip(claim: MessageClaim, reason: string): ResultAsync<void, RepositoryError> {
    return storage(async () => {
      await this.db
        .insertInto('message_log')
        .values({ ...this.columns(claim), state: 'skipped', reason, attempts: 0 })
        .onConflict((oc) => oc.columns(['message_key', 'channel']).doNothing())
        .execute();
    });
  }

  handledKeys(quoteId: number): ResultAsync<ReadonlySet<string>, RepositoryError> {
    return storage(async () => {
      const rows = await this.db
        .selectFrom('message_log')
        .select('message_key')
        .distinct()
        .where('quote_id', '=', quoteId)
        .execute();
      return new Set(rows.map((r) => r.message_key));
    });
  }

  forMove(quoteId: number, limit: number): ResultAsync<MessageLogEntry[], RepositoryError> {
    return this.recent({ quoteId, limit });
  }

  recent(filter: {
    recipient?: string;
    quoteId?: number;
    limit: number;
  }): ResultAsync<MessageLogEntry[], RepositoryError> {
    return storage(async () => {
      let query = this.db.selectFrom('message_log').selectAll();
      if (filter.quoteId !== undefined) query = query.where('quote_id', '=', filter.quoteId);
      if (filter.recipient !== undefined) {
        const recipient = filter.recipient.trim().toLowerCase();
        query = query.where((eb) => eb(eb.fn('lower', ['recipient']), '=', recipient));
      }
      const rows = await query.orderBy('id', 'desc').limit(filter.limit).execute();
      return rows.map(entryOf);
    });
  }

  private columns(claim: MessageClaim) {
    return {
      quote_id: claim.quoteId,
      message_key: claim.messageKey,
      kind: claim.kind,
      category: claim.category,
      channel: claim.channel,
      recipient: claim.recipient,
      summary: claim.summary,
      due_at: claim.dueAt,
      created_at: claim.at,
      updated_at: claim.at,
    };
  }
}
