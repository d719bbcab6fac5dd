import { HmacUnsubscribeTokens } from '../../adapters/system/hmac-unsubscribe-tokens';
import type { UnsubscribeGrant } from '../../application/ports/unsubscribe-tokens';

/**
 * Issue 14: an unsubscribe link's token as a server with the quote-link key `key` signs it in its emails,
 * for tests outside the server (the UI's, the browser's) that start the server with that key.
 */
export function unsubscribeToken(key: Buffer, grant: UnsubscribeGrant): string {
  return new HmacUnsubscribeTokens(key).sign(grant);
}
