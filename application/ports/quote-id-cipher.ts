import type { Result } from 'neverthrow';
import type { Token } from './token';

export type InvalidQuoteToken = { kind: 'InvalidQuoteToken' };

/** Authenticated encryption of quote ids for links in emails (QuoteIdEncrypted, quotes/encrypt, quotes/decrypt). */
export interface QuoteIdCipher {
  encrypt(quoteId: number): string;
  /** The id inside a token this server made; anything else (tampered, truncated, foreign) is refused. */
  decrypt(token: string): Result<number, InvalidQuoteToken>;
}
export const QuoteIdCipher: Token<QuoteIdCipher> = Symbol('QuoteIdCipher');
