import type { MessageCategory } from '../../domain/notifications/message-kinds';
import type { Token } from './token';

/**
 * What an unsubscribe link stands for: this address and the category of the email that carried it (or
 * 'sms' for texts). An optional category's link turns that category off; a transactional one's link turns
 * off every optional category and explains that messages about a live move can only move to another
 * channel (issue 14).
 */
export interface UnsubscribeGrant {
  readonly email: string;
  readonly topic: MessageCategory | 'sms';
}

/**
 * Signs and checks the token of an email's one-click unsubscribe link (issue 14, RFC 8058), so the page
 * needs no sign-in and nobody can forge a link for someone else's address. Tokens are URL-safe.
 */
export interface UnsubscribeTokens {
  sign(grant: UnsubscribeGrant): string;
  /** The grant, or null when the token was not signed by this server (tampered, truncated, another key). */
  verify(token: string): UnsubscribeGrant | null;
}
export const UnsubscribeTokens: Token<UnsubscribeTokens> = Symbol('UnsubscribeTokens');
