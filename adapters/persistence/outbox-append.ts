import type { Insertable, InsertObject, Kysely } from 'kysely';
import type { Schema } from './schema';

type OutboxTable = 'outbox_emails' | 'outbox_sms';
type Outboxes = Pick<Schema, OutboxTable>;

/**
 * Appends a delivered message to an outbox table, once per message key: a retried delivery of a message
 * already there (the same key) inserts nothing and answers the first one's id and time.
 */
export async function appendOnce<T extends OutboxTable>(
  db: Kysely<Schema>,
  table: T,
  values: Insertable<Schema[T]> & { readonly message_key: string | null },
  sentAt: string,
): Promise<{ id: number; sentAt: string }> {
  const outbox = db as unknown as Kysely<Outboxes>;
  const row = await outbox
    .insertInto(table as OutboxTable)
    .values(values as InsertObject<Outboxes, OutboxTable>)
    .onConflict((oc) => oc.column('message_key').where('message_key', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (row !== undefined) return { id: row.id, sentAt };
  const kept = await outbox
    .selectFrom(table as OutboxTable)
    .select(['id', 'sent_at'])
    .where('message_key', '=', values.message_key ?? '')
    .executeTakeFirstOrThrow();
  return { id: kept.id, sentAt: new Date(kept.sent_at).toISOString() };
}
