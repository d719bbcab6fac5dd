import type { ResultAsync } from 'neverthrow';
import type { Token } from './token';

/** A file sent with an email, e.g. a calendar file (`text/calendar`, `invite.ics`). */
export interface EmailAttachment {
  filename: string;
  /** The MIME type, e.g. 'text/calendar; method=PUBLISH'. */
  contentType: string;
  /** The file's text (calendar files and other text attachments). */
  content: string;
}

/** One email to send: plain text and HTML bodies, and the quote it is about (for the outbox and staff). */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  quoteId: number | null;
  /** Files to attach (optional; none by default). */
  attachments?: EmailAttachment[];
  /**
   * Extra headers, by name, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). Optional; the
   * transport sets From, To, Subject, Date and Message-ID itself and ignores those names here.
   */
  headers?: Record<string, string>;
  /**
   * The notification's message key (issue 14), when the email is one: an outbox keeps one email per key,
   * so a delivery retried after a crash is not recorded twice, and SMTP uses it for a stable Message-ID.
   */
  messageKey?: string;
  /**
   * A short line a SANDBOX mailer prints in the server's log with the delivery (e.g. a sign-up code), so
   * that a local run can be followed from the terminal. Never sent; a real email service ignores it.
   */
  sandboxNote?: string;
}

/**
 * Why an email service did not take a message: the address is malformed (InvalidRecipient), it can
 * never receive mail (HardBounce), the service cannot deliver right now (TemporaryFailure; trying again
 * later may work), or the message could not be recorded (StorageUnavailable). `message` is for the
 * customer; `reason` (optional) is the email service's own words (e.g. an SMTP server's reply) for the
 * message log and staff, never shown to customers since it may name hosts.
 */
export type MailerError =
  | { kind: 'InvalidRecipient'; message: string; reason?: string }
  | { kind: 'HardBounce'; message: string; reason?: string }
  | { kind: 'TemporaryFailure'; message: string; reason?: string }
  | { kind: 'StorageUnavailable'; message: string; reason?: string };

/** Sends email (§7 GET notifications/send-quote-email). */
export interface Mailer {
  send(email: OutgoingEmail): ResultAsync<{ messageId: string }, MailerError>;
}
export const Mailer: Token<Mailer> = Symbol('Mailer');

/** Where links in emails point: the public address of the site (no trailing slash needed). */
export interface MailSettings {
  siteUrl: string;
}
export const MailSettings: Token<MailSettings> = Symbol('MailSettings');
