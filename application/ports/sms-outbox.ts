import type { ResultAsync } from 'neverthrow';
import type { RepositoryError } from './quote-repository';
import type { Token } from './token';

/** A text message as it was delivered to the outbox: numbers in E.164. */
export interface OutboxSms {
  id: number;
  quoteId: number | null;
  to: string;
  from: string;
  body: string;
  /** How many segments it was sent as (GSM-7: 160 / 153 per segment; UCS-2: 70 / 67). */
  segments: number;
  /** Which sender delivered it ('sandbox' for the local stand-in). */
  transport: string;
  /** ISO-8601 time of delivery. */
  sentAt: string;
  /** The notification's message key, when it is one (issue 14); one text per key. */
  messageKey?: string | null;
}

/**
 * The record of delivered text messages, kept in the database (like the email outbox) so that tests,
 * staff and every instance read the same thing.
 */
export interface SmsOutbox {
  append(
    sms: Omit<OutboxSms, 'id' | 'sentAt' | 'transport'>,
    sentAt: string,
    transport: string,
  ): ResultAsync<OutboxSms, RepositoryError>;
  /**
   * `append` with a messageKey already in the outbox answers that text and records nothing (a retried
   * delivery). The newest first, optionally only those to one number (E.164).
   */
  recent(limit: number, to?: string): ResultAsync<OutboxSms[], RepositoryError>;
}
export const SmsOutbox: Token<SmsOutbox> = Symbol('SmsOutbox');
