import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { QuoteChange, QuoteRepository, RepositoryError } from '../../application/ports/quote-repository';
import { quoteLookupKey } from '../../domain/quote/lookup-key';
import type { Quote } from '../../domain/quote/types';

/**
 * A QuoteRepository in memory for use-case tests: the same contract as PgQuoteRepository (ids from
 * 1000001, Revision 1 on insert, Revision + 1 on an accepted update), with a count of updates tried.
 */
export class InMemoryQuoteRepository implements QuoteRepository {
  readonly quotes = new Map<number, Quote>();
  updates = 0;
  private next = 1000001;

  /** Puts a quote in as it is (its QuoteId and Revision kept), for setting up a test. */
  put(quote: Quote): Quote {
    this.quotes.set(quote.QuoteId, structuredClone(quote));
    return quote;
  }

  insert(quote: Omit<Quote, 'QuoteId' | 'Revision'>): ResultAsync<Quote, RepositoryError> {
    const stored: Quote = { ...structuredClone(quote), QuoteId: this.next++, Revision: 1 };
    this.quotes.set(stored.QuoteId, stored);
    return okAsync(structuredClone(stored));
  }

  findById(id: number): ResultAsync<Quote | null, RepositoryError> {
    const quote = this.quotes.get(id);
    return okAsync(quote ? structuredClone(quote) : null);
  }

  findByEmail(email: string, limit: number): ResultAsync<Quote[], RepositoryError> {
    const wanted = email.trim().toLowerCase();
    return okAsync(
      [...this.quotes.values()]
        .filter((q) => quoteLookupKey(q).email === wanted)
        .reverse()
        .slice(0, limit)
        .map((q) => structuredClone(q)),
    );
  }

  findRecentDuplicate(): ResultAsync<Quote | null, RepositoryError> {
    return okAsync(null);
  }

  update<E>(
    id: number,
    change: (current: Quote) => QuoteChange<E>,
  ): ResultAsync<QuoteChange<E>, RepositoryError> {
    this.updates += 1;
    const current = this.quotes.get(id);
    if (!current) return errAsync({ kind: 'NotFound', id });
    const decision = change(structuredClone(current));
    if (!decision.ok) return okAsync(decision);
    const next: Quote = { ...decision.quote, QuoteId: id, Revision: current.Revision + 1 };
    this.quotes.set(id, structuredClone(next));
    return okAsync({ ok: true, quote: structuredClone(next) });
  }
}
