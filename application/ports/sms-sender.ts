import type { ResultAsync } from 'neverthrow';
import type { Token } from './token';

/** One text message to send (issue 14). */
export interface OutgoingSms {
  /** The customer's number: E.164 (+15005550006) or the 10 US digits the app stores (§3 SMSPhoneNumber). */
  to: string;
  body: string;
  /** The sending number; the sender's own configured number when absent. */
  from?: string;
  /** The quote (move) it is about, for the outbox and staff. */
  quoteId: number | null;
  /** The notification's message key (issue 14): an outbox keeps one text per key. */
  messageKey?: string;
}

/**
 * Why a text was not sent, with `permanent` (true: sending again will fail the same way; stop and record
 * it) and `message`, a sentence for the customer's dashboard ("Your phone number can't receive texts").
 * Recipient problems: InvalidRecipient (not a phone number), Unroutable, RegionNotPermitted, Blocked,
 * CannotReceiveSms. Sender (our account) problems: InvalidSender, SenderNotOwned, QueueFull (temporary).
 * InvalidBody: empty or longer than 1600 characters. StorageUnavailable: the message could not be recorded.
 */
export type SmsError =
  | { kind: 'InvalidRecipient'; permanent: true; message: string }
  | { kind: 'Unroutable'; permanent: true; message: string }
  | { kind: 'RegionNotPermitted'; permanent: true; message: string }
  | { kind: 'Blocked'; permanent: true; message: string }
  | { kind: 'CannotReceiveSms'; permanent: true; message: string }
  | { kind: 'InvalidSender'; permanent: true; message: string }
  | { kind: 'SenderNotOwned'; permanent: true; message: string }
  | { kind: 'QueueFull'; permanent: false; message: string }
  | { kind: 'InvalidBody'; permanent: true; message: string }
  | { kind: 'StorageUnavailable'; permanent: false; message: string };

/** Sends text messages (issue 14, when the customer opted in: §3 SmsOptIn, SMSPhoneNumber). */
export interface SmsSender {
  send(sms: OutgoingSms): ResultAsync<{ messageId: string }, SmsError>;
}
export const SmsSender: Token<SmsSender> = Symbol('SmsSender');
