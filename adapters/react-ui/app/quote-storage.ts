/**
 * §3 "A local store holds a quote with QuoteId used for tracking": the visitor's latest quote, kept in
 * localStorage so a returning visitor finds it. Only the reference and the link token are kept (the
 * quote itself is loaded again); anything unreadable is discarded (app/local-store.ts).
 */
import { isRecord } from '../../../domain/shared/is-record';
import { forgetLocal, readLocal, writeLocal } from './local-store';

export const QUOTE_STORAGE_KEY = 'relomove.quote';

export interface StoredQuote {
  QuoteId: number;
  QuoteIdEncrypted: string;
}

const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

function parseStoredQuote(value: unknown): StoredQuote | null {
  return isRecord(value) &&
    Number.isSafeInteger(value.QuoteId) &&
    typeof value.QuoteIdEncrypted === 'string' &&
    TOKEN.test(value.QuoteIdEncrypted)
    ? { QuoteId: value.QuoteId as number, QuoteIdEncrypted: value.QuoteIdEncrypted }
    : null;
}

/** The stored quote, or null when there is none or it is not readable (then it is removed). */
export function readStoredQuote(): StoredQuote | null {
  return readLocal(QUOTE_STORAGE_KEY, parseStoredQuote);
}

export function storeQuote(quote: StoredQuote): void {
  writeLocal(QUOTE_STORAGE_KEY, { QuoteId: quote.QuoteId, QuoteIdEncrypted: quote.QuoteIdEncrypted });
}

export function forgetStoredQuote(): void {
  forgetLocal(QUOTE_STORAGE_KEY);
}
