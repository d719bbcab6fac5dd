import type { ResultAsync } from 'neverthrow';
import type { OutgoingEmail } from './mailer';
import type { RepositoryError } from './quote-repository';
import type { Token } from './token';

/** An email as it was delivered to the outbox. */
export interface OutboxEmail extends OutgoingEmail {
  id: number;
  /** ISO-8601 time of delivery. */
  sentAt: string;
  /** Which mailer delivered it ('sandbox' for the local stand-in). */
  transport: string;
}

/**
 * The record of delivered email, kept in the database so that tests and staff can read what was sent
 * (the sandbox mailer's mailbox).
 */
export interface EmailOutbox {
  append(email: OutgoingEmail, sentAt: string, transport: string): ResultAsync<OutboxEmail, RepositoryError>;
  /** The newest emails first, optionally only those to one address (case-insensitive). */
  recent(limit: number, to?: string): ResultAsync<OutboxEmail[], RepositoryError>;
}
export const EmailOutbox: Token<EmailOutbox> = Symbol('EmailOutbox');
