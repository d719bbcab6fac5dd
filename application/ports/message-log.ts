import type { ResultAsync } from 'neverthrow';
import type { Channel, MessageCategory, MessageKind } from '../../domain/notifications/message-kinds';
import type { RepositoryError } from './quote-repository';
import type { Token } from './token';

/** What happened to one message on one channel. */
export type MessageLogState = 'sending' | 'sent' | 'failed' | 'skipped';

/** One row of the message log (issue 14): a message on a channel, and what became of it. */
export interface MessageLogEntry {
  readonly id: number;
  /** The move it is about; null for an account email (the sign-up code, issue 26), which is about none. */
  readonly quoteId: number | null;
  readonly messageKey: string;
  readonly kind: MessageKind;
  readonly category: MessageCategory;
  readonly channel: Channel;
  readonly state: MessageLogState;
  /** The address or number it went (or would have gone) to. */
  readonly recipient: string;
  /** The subject (email) or the text (SMS), for the dashboard and staff. */
  readonly summary: string;
  /** Why it failed or was skipped, in words a customer can read; null when sent. */
  readonly reason: string | null;
  readonly transport: string | null;
  readonly providerMessageId: string | null;
  /** ISO-8601. */
  readonly dueAt: string;
  readonly attempts: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly sentAt: string | null;
}

/** A message about to go on a channel: what the log needs to claim it. */
export interface MessageClaim {
  /** Null for an account email (issue 26). */
  readonly quoteId: number | null;
  readonly messageKey: string;
  readonly kind: MessageKind;
  readonly category: MessageCategory;
  readonly channel: Channel;
  readonly recipient: string;
  readonly summary: string;
  readonly dueAt: string;
  readonly at: string;
}

/** What a claim found: the message is this caller's to send now, or it already ended (sent, failed, skipped). */
export type ClaimOutcome =
  | { readonly kind: 'Claimed'; readonly attempts: number }
  | { readonly kind: 'Ended'; readonly entry: MessageLogEntry };

/** How a send ended. */
export type SendResult =
  | { readonly state: 'sent'; readonly transport: string; readonly providerMessageId: string }
  | { readonly state: 'failed'; readonly reason: string }
  | { readonly state: 'skipped'; readonly reason: string };

/**
 * Issue 14, the message log: one row per message key and channel, so each message is sent once whatever
 * instance, retry or restart runs it. `claim` takes the row (inserting it as 'sending', or finding it
 * still 'sending' after an attempt that did not finish) and counts the attempt; `finish` writes the end.
 */
export interface MessageLog {
  claim(claim: MessageClaim): ResultAsync<ClaimOutcome, RepositoryError>;
  finish(
    messageKey: string,
    channel: Channel,
    result: SendResult,
    at: string,
  ): ResultAsync<MessageLogEntry, RepositoryError>;
  /** Records a message not sent on a channel (skipped), unless the key and channel already have a row. */
  skip(claim: MessageClaim, reason: string): ResultAsync<void, RepositoryError>;
  /** The keys of the move's messages that have a row on any channel (planned messages already handled). */
  handledKeys(quoteId: number): ResultAsync<ReadonlySet<string>, RepositoryError>;
  /** The move's log, newest first. */
  forMove(quoteId: number, limit: number): ResultAsync<MessageLogEntry[], RepositoryError>;
  /** The newest rows of every move, optionally only those to one recipient or about one move. */
  recent(filter: {
    recipient?: string;
    quoteId?: number;
    limit: number;
  }): ResultAsync<MessageLogEntry[], RepositoryError>;
}
export const MessageLog: Token<MessageLog> = Symbol('MessageLog');
