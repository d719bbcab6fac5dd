/**
 * Message-log rows for tests of what reads the log (the staff outbox, the dashboard's "Messages we sent
 * you"): written through the real PgMessageLog on the test server's database, as delivery writes them.
 */
import type { Database } from '../../adapters/persistence/database';
import { PgMessageLog } from '../../adapters/persistence/pg-message-log';
import type { MessageLogEntry, SendResult } from '../../application/ports/message-log';
import type { Channel, MessageCategory, MessageKind } from '../../domain/notifications/message-kinds';

export interface LoggedMessage {
  quoteId: number;
  channel: Channel;
  recipient: string;
  summary: string;
  /** ISO-8601: when it was sent or failed. */
  at: string;
  /** What became of it: sent (the default), or failed / skipped with a reason. */
  outcome?: { state: 'failed' | 'skipped'; reason: string };
  kind?: MessageKind;
  category?: MessageCategory;
  /** Unique per message (default: made from the other fields). */
  key?: string;
}

/** Writes one message to the log (claimed, then finished) and answers its row. */
export async function logMessage(database: Database, m: LoggedMessage): Promise<MessageLogEntry> {
  const log = new PgMessageLog(database.db);
  const key = m.key ?? `test:${m.quoteId}:${m.channel}:${m.at}:${m.summary}`;
  const claimed = await log.claim({
    quoteId: m.quoteId,
    messageKey: key,
    kind: m.kind ?? 'ReservationConfirmed',
    category: m.category ?? 'booking',
    channel: m.channel,
    recipient: m.recipient,
    summary: m.summary,
    dueAt: m.at,
    at: m.at,
  });
  if (claimed.isErr()) throw new Error(`the message was not claimed: ${JSON.stringify(claimed.error)}`);
  const result: SendResult = m.outcome
    ? m.outcome.state === 'failed'
      ? { state: 'failed', reason: m.outcome.reason }
      : { state: 'skipped', reason: m.outcome.reason }
    : { state: 'sent', transport: 'sandbox', providerMessageId: `test-${key}` };
  const finished = await log.finish(key, m.channel, result, m.at);
  if (finished.isErr()) throw new Error(`the message was not finished: ${JSON.stringify(finished.error)}`);
  return finished.value;
}
