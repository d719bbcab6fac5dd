import type { ResultAsync } from 'neverthrow';
import { outboxLimit, outboxRecipient } from '../../domain/notifications/outbox-filter';
import { staffRead } from '../accounts/staff-read';
import type { Viewer } from '../accounts/viewer';
import type { StaffReadError } from '../errors';
import type { MessageLog, MessageLogEntry } from '../ports/message-log';
import { UseCase } from '../use-case';

export interface ReadOutboxInput {
  viewer: Viewer;
  /** Only the messages to this email address or phone number (any case, any phone punctuation). */
  recipient?: string;
  /** Only the messages about this move (its reference number, the QuoteId). */
  quoteId?: number;
  /** How many rows (default OUTBOX_DEFAULT_LIMIT, at most OUTBOX_MAX_LIMIT). */
  limit?: number;
}

export interface OutboxPage {
  /** The newest rows of the message log that match, newest first. */
  readonly messages: readonly MessageLogEntry[];
  /** The number of rows asked for: when `messages` has this many, older ones may exist. */
  readonly limit: number;
}

export type ReadOutboxError = StaffReadError;

/**
 * Issue 14 "Staff view": staff read the outbox (`relomove outbox`, GET staff/outbox, /jojo/outbox) — the
 * newest rows of the message log of every move, optionally only those to one recipient or about one move,
 * with what became of each (sent, failed and why, skipped and why). Staff, agents and admins only: the
 * role is checked before anything is read.
 */
export class ReadOutbox extends UseCase<{ log: MessageLog }> {
  execute(input: ReadOutboxInput): ResultAsync<OutboxPage, ReadOutboxError> {
    const limit = outboxLimit(input.limit);
    const recipient = outboxRecipient(input.recipient ?? '');
    return staffRead(input.viewer, 'message log', () =>
      this.deps.log
        .recent({
          limit,
          ...(recipient !== '' ? { recipient } : {}),
          ...(input.quoteId !== undefined ? { quoteId: input.quoteId } : {}),
        })
        .map((messages) => ({ messages, limit })),
    );
  }
}
