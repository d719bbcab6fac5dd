/**
 * Issue 14, the staff outbox: how a filter typed by staff names a recipient and how many rows it reads.
 * The message log stores an email address as the customer gave it and a US mobile number as 10 digits
 * (§3 SMSPhoneNumber), so '(816) 555-0199' and '+1 816 555 0199' both mean '8165550199'.
 */
import { digitsOnly } from '../validation/digits';

/** How many rows the outbox shows when not told, and the most it shows. */
export const OUTBOX_DEFAULT_LIMIT = 50;
export const OUTBOX_MAX_LIMIT = 500;

/** A phone number as people type it: digits with spaces, dots, dashes, brackets and a leading +. */
const PHONE_LIKE = /^\+?[\d\s().-]+$/;

/**
 * The recipient a typed filter names, as the log stores it: an email address trimmed and lower-cased (the
 * log compares without case); a phone number as its 10 digits (a leading US country code 1 dropped); ''
 * when nothing was typed.
 */
export function outboxRecipient(typed: string): string {
  const text = typed.trim();
  if (text === '' || !PHONE_LIKE.test(text)) return text.toLowerCase();
  const digits = digitsOnly(text);
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** The number of rows to read: the default when not given, never below 1 or above the maximum. */
export function outboxLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return OUTBOX_DEFAULT_LIMIT;
  return Math.min(OUTBOX_MAX_LIMIT, Math.max(1, Math.trunc(limit)));
}
