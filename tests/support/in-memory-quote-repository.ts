import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type {
  BulkSaveOutcome,
  InsertOutcome,
  InsertUnlessDuplicate,
  OpenQuotesFilter,
  OpenQuotesPage,
  QuoteChange,
  QuoteChangeRecord,
  QuoteRepository,
  RepositoryError,
  ReservedMovesPage,
  RevisedQuote,
} from '../../application/ports/quote-repository';
import { compareIsoDates } from '../../domain/calendar/iso-date';
import { QuoteStatus } from '../../domain/quote/enums';
import { quoteLookupKey } from '../../domain/quote/lookup-key';
import type { Quote } from '../../domain/quote/types';

/**
 * A QuoteRepository in memory for use-case tests: the same contract as PgQuoteRepository (ids from
 * 1000001, Revision 1 on insert, Revision + 1 on an accepted update), with a count of updates tried.
 */
export class InMemoryQuoteRepository implements QuoteRepository {
  readonly quotes = new Map<number, Quote>();
  updates = 0;
  readonly changes = new Map<number, QuoteChangeRecord[]>();
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

  /** No Dupe window here (findRecentDuplicate finds nothing): every request is inserted. */
  insertUnlessDuplicate(request: InsertUnlessDuplicate): ResultAsync<InsertOutcome, RepositoryError> {
    const draft = request.decide(null);
    if (draft === null) throw new Error('a quote was judged a duplicate with no recent quote');
    return this.insert(draft).map((quote): InsertOutcome => ({ kind: 'inserted', quote }));
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
    this.record(id, current.Revision, decision.note ?? null);
    return okAsync({ ok: true, quote: structuredClone(next) });
  }

  history(id: number, limit: number): ResultAsync<QuoteChangeRecord[], RepositoryError> {
    return okAsync([...(this.changes.get(id) ?? [])].reverse().slice(0, limit));
  }

  countOpenQuotes(filter: OpenQuotesFilter): ResultAsync<number, RepositoryError> {
    return okAsync([...this.quotes.values()].filter((q) => isOpen(q, filter)).length);
  }

  openQuotes(page: OpenQuotesPage): ResultAsync<Quote[], RepositoryError> {
    return okAsync(
      [...this.quotes.values()]
        .filter((q) => isOpen(q, page) && q.QuoteId > page.afterId)
        .sort((a, b) => a.QuoteId - b.QuoteId)
        .slice(0, page.limit)
        .map((q) => structuredClone(q)),
    );
  }

  reservedMoveIds(page: ReservedMovesPage): ResultAsync<number[], RepositoryError> {
    return okAsync(
      [...this.quotes.values()]
        .filter(
          (q) =>
            q.QuoteStatus === QuoteStatus.Reserved &&
            compareIsoDates(q.Details.MoveDate, page.movedOnOrAfter) >= 0 &&
            q.QuoteId > page.afterId,
        )
        .map((q) => q.QuoteId)
        .sort((a, b) => a - b)
        .slice(0, page.limit),
    );
  }

  saveRevised(changes: readonly RevisedQuote[]): ResultAsync<BulkSaveOutcome, RepositoryError> {
    const saved: Quote[] = [];
    const conflicts: number[] = [];
    for (const { quote, note } of changes) {
      const current = this.quotes.get(quote.QuoteId);
      if (!current || current.Revision !== quote.Revision) {
        conflicts.push(quote.QuoteId);
        continue;
      }
      const next: Quote = { ...structuredClone(quote), Revision: quote.Revision + 1 };
      this.quotes.set(quote.QuoteId, next);
      this.record(quote.QuoteId, quote.Revision, note);
      saved.push(structuredClone(next));
    }
    return okAsync({ saved, conflicts });
  }

  private record(id: number, fromRevision: number, note: { by: string; reason: string } | null): void {
    const list = this.changes.get(id) ?? [];
    list.push({
      fromRevision,
      toRevision: fromRevision + 1,
      changedAt: new Date(0).toISOString(),
      changedBy: note?.by ?? null,
      reason: note?.reason ?? null,
    });
    this.changes.set(id, list);
  }
}

/** Open (the repository's rule): status Open and a move date today or later; creation time is not kept here. */
function isOpen(q: Quote, filter: OpenQuotesFilter): boolean {
  return q.QuoteStatus === QuoteStatus.Open && compareIsoDates(q.Details.MoveDate, filter.today) >= 0;
}
