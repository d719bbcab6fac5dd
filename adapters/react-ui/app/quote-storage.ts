/**
 * §3 "A local store holds a quote with QuoteId used for tracking": the visitor's latest quote, kept in
 * localStorage so a returning visitor finds it. Only the reference and the link token are kept (the
 * quote itself is loaded again); anything unreadable is discarded.
 */
export const QUOTE_STORAGE_KEY = 'relomove.quote';

export interface StoredQuote {
  QuoteId: number;
  QuoteIdEncrypted: string;
}

const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the app works without it.
    return null;
  }
}

/** The stored quote, or null when there is none or it is not readable (then it is removed). */
export function readStoredQuote(): StoredQuote | null {
  const store = storage();
  if (!store) return null;
  try {
    const raw = store.getItem(QUOTE_STORAGE_KEY);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      'QuoteId' in value &&
      'QuoteIdEncrypted' in value &&
      Number.isSafeInteger(value.QuoteId) &&
      typeof value.QuoteIdEncrypted === 'string' &&
      TOKEN.test(value.QuoteIdEncrypted)
    ) {
      return { QuoteId: value.QuoteId as number, QuoteIdEncrypted: value.QuoteIdEncrypted };
    }
  } catch {
    // Not JSON: fall through and discard.
  }
  store.removeItem(QUOTE_STORAGE_KEY);
  return null;
}

export function storeQuote(quote: StoredQuote): void {
  try {
    storage()?.setItem(
      QUOTE_STORAGE_KEY,
      JSON.stringify({ QuoteId: quote.QuoteId, QuoteIdEncrypted: quote.QuoteIdEncrypted }),
    );
  } catch {
    // A full or blocked store only means the visitor will not be recognised next time.
  }
}

export function forgetStoredQuote(): void {
  try {
    storage()?.removeItem(QUOTE_STORAGE_KEY);
  } catch {
    // Nothing to do.
  }
}
