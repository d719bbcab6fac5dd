import { okAsync, type Result, ResultAsync } from 'neverthrow';
import type * as port from '../../application/ports/quote-repository';
import { quoteLookupKey } from '../../domain/quote/lookup-key';
import type { Quote } from '../../domain/quote/types';
import { PgQuoteRepository } from './pg-quote-repository';

interface Recent {
  quote: Quote;
  createdAtMs: number;
  /** Issue 10: the creator's key it was stored with (created_by), or null. */
  creator: string | null;
}

const keyOf = (k: port.QuoteIndex) => `${k.email}|${k.originZip}|${k.destinationZip}|${k.moveDate}`;

/**
 * The quote repository of a single-writer database (embedded PGlite: the data-folder lock lets one
 * process open it). Every quote is created and changed through this object, so the recent quotes the §4
 * Dupe rule asks about can be answered from memory instead of a query per request (docs/performance.md).
 * The window is filled once from the database on the first question, then kept up to date by every insert
 * and update; entries older than the window asked about are dropped as they are met.
 * With PostgreSQL (several processes may write) the plain PgQuoteRepository answers instead.
 *
 * Issue 9 (nothing that affects correctness in one process's memory): this window is the truth only
 * because the PGlite data folder admits one process (data-dir-lock.ts); quoteRepositoryFor never uses it
 * with PostgreSQL, where every instance asks the database under an advisory lock.
 */
export class SingleWriterQuoteRepository implements port.QuoteRepository {
  private readonly recent = new Map<string, Recent[]>();
  private readonly keyById = new Map<number, string>();
  private warm = false;
  /**
   * The Dupe keys with an insertUnlessDuplicate under way, each with the end of its queue: requests with
   * the same key take turns. In memory is enough here because this repository is only used where one
   * process alone can write (the PGlite data-folder lock); PostgreSQL uses advisory locks instead.
   */
  private readonly turns = new Map<string, Promise<void>>();

  private readonly store: PgQuoteRepository;
  private readonly nowMs: () => number;

  constructor(store: PgQuoteRepository, nowMs: () => number = Date.now) {
    this.store = store;
    this.nowMs = nowMs;
  }

  insert(quote: port.UnsavedQuote, createdAt: string): ResultAsync<Quote, port.RepositoryError> {
    return this.store.insert(quote, createdAt).map((stored) => {
      this.remember(stored, Date.parse(createdAt), null);
      return stored;
    });
  }

  insertUnlessDuplicate(
    request: port.InsertUnlessDuplicate,
  ): ResultAsync<port.InsertOutcome, port.RepositoryError> {
    if (request.key === null) return this.decideAndInsert(request);
    const key = keyOf({ ...request.key, email: request.key.email.trim().toLowerCase() });
    const previous = this.turns.get(key) ?? Promise.resolve();
    const mine: Promise<Result<port.InsertOutcome, port.RepositoryError>> = previous.then(() =>
      this.decideAndInsert(request),
    );
    const done = mine.then(
      () => undefined,
      () => undefined,
    );
    this.turns.set(key, done);
    void done.then(() => {
      if (this.turns.get(key) === done) this.turns.delete(key);
    });
    return new ResultAsync(mine);
  }

  /** The Dupe look-up (from the window) and the insert, while this key's turn is held. */
  private decideAndInsert(
    request: port.InsertUnlessDuplicate,
  ): ResultAsync<port.InsertOutcome, port.RepositoryError> {
    const recent: ResultAsync<Recent | null, port.RepositoryError> =
      request.key === null ? okAsync(null) : this.recentEntry(request.key, request.since);
    return recent.andThen((found) => {
      const draft = request.decide(found?.quote ?? null);
      if (draft !== null) {
        // Stored with its creator (issue 10), through the store's batched insert.
        return this.store
          .insertUnlessDuplicate({ ...request, key: null, decide: () => draft })
          .map((outcome): port.InsertOutcome => {
            this.remember(outcome.quote, Date.parse(request.createdAt), request.creator);
            return { kind: 'inserted', quote: outcome.quote };
          });
      }
      if (found === null) throw new Error('a quote was judged a duplicate with no recent quote');
      return okAsync<port.InsertOutcome, port.RepositoryError>({
        kind: 'duplicate',
        quote: found.quote,
        creator: found.creator,
      });
    });
  }

  findById(id: number): ResultAsync<Quote | null, port.RepositoryError> {
    return this.store.findById(id);
  }

  findByEmail(email: string, limit: number): ResultAsync<Quote[], port.RepositoryError> {
    return this.store.findByEmail(email, limit);
  }

  findRecentDuplicate(
    index: port.QuoteIndex,
    since: string,
  ): ResultAsync<Quote | null, port.RepositoryError> {
    return this.recentEntry(index, since).map((entry) => entry?.quote ?? null);
  }

  /** The newest quote of the window with this key created at or after `since`, with its creator. */
  private recentEntry(
    index: port.QuoteIndex,
    since: string,
  ): ResultAsync<Recent | null, port.RepositoryError> {
    const sinceMs = Date.parse(since);
    const answer = (): Recent | null => {
      const key = keyOf({ ...index, email: index.email.trim().toLowerCase() });
      const entries = this.recent.get(key);
      if (!entries) return null;
      const live = entries.filter((e) => e.createdAtMs >= sinceMs);
      if (live.length === 0) {
        this.recent.delete(key);
        return null;
      }
      if (live.length !== entries.length) this.recent.set(key, live);
      return live.reduce((a, b) =>
        b.createdAtMs > a.createdAtMs ||
        (b.createdAtMs === a.createdAtMs && b.quote.QuoteId > a.quote.QuoteId)
          ? b
          : a,
      );
    };
    if (this.warm) return okAsync(answer());
    return this.store.createdSince(since).map((rows) => {
      // Quotes inserted while the window was filling are already known.
      for (const row of rows)
        if (!this.keyById.has(row.quote.QuoteId)) this.remember(row.quote, row.createdAtMs, row.creator);
      this.warm = true;
      return answer();
    });
  }

  update<E>(
    id: number,
    change: (current: Quote) => port.QuoteChange<E>,
    updatedAt: string,
  ): ResultAsync<port.QuoteChange<E>, port.RepositoryError> {
    return this.store.update(id, change, updatedAt).map((result) => {
      // A change can move the quote's key (a new move date or email): keep the window's copy current.
      if (result.ok && this.keyById.has(id)) this.rekey(result.quote);
      return result;
    });
  }

  history(id: number, limit: number): ResultAsync<port.QuoteChangeRecord[], port.RepositoryError> {
    return this.store.history(id, limit);
  }

  openQuotes(page: port.OpenQuotesPage): ResultAsync<Quote[], port.RepositoryError> {
    return this.store.openQuotes(page);
  }

  countOpenQuotes(filter: port.OpenQuotesFilter): ResultAsync<number, port.RepositoryError> {
    return this.store.countOpenQuotes(filter);
  }

  reservedMoveIds(page: port.ReservedMovesPage): ResultAsync<number[], port.RepositoryError> {
    return this.store.reservedMoveIds(page);
  }

  saveRevised(
    changes: readonly port.RevisedQuote[],
    updatedAt: string,
  ): ResultAsync<port.BulkSaveOutcome, port.RepositoryError> {
    return this.store.saveRevised(changes, updatedAt).map((outcome) => {
      for (const quote of outcome.saved) if (this.keyById.has(quote.QuoteId)) this.rekey(quote);
      return outcome;
    });
  }

  private remember(quote: Quote, createdAtMs: number, creator: string | null): void {
    const key = keyOf(quoteLookupKey(quote));
    const entries = this.recent.get(key) ?? [];
    entries.push({ quote, createdAtMs, creator });
    this.recent.set(key, entries);
    this.keyById.set(quote.QuoteId, key);
    if (this.keyById.size > 50_000) this.prune();
  }

  private rekey(quote: Quote): void {
    const oldKey = this.keyById.get(quote.QuoteId);
    const old = oldKey ? this.recent.get(oldKey) : undefined;
    const entry = old?.find((e) => e.quote.QuoteId === quote.QuoteId);
    if (!oldKey || !old || !entry) return;
    this.recent.set(
      oldKey,
      old.filter((e) => e !== entry),
    );
    this.keyById.delete(quote.QuoteId);
    this.remember(quote, entry.createdAtMs, entry.creator);
  }

  /** Drops everything older than an hour (far beyond any duplicate window). */
  private prune(): void {
    const cutoff = this.nowMs() - 60 * 60 * 1000;
    for (const [key, entries] of this.recent) {
      const live = entries.filter((e) => e.createdAtMs >= cutoff);
      if (live.length === 0) this.recent.delete(key);
      else this.recent.set(key, live);
      for (const e of entries) if (e.createdAtMs < cutoff) this.keyById.delete(e.quote.QuoteId);
    }
  }
}

/**
 * The quote repository for an open database: with PGlite (one writer: this process) the duplicate window
 * lives in memory; with PostgreSQL, where several processes may write, every question goes to the database.
 */
export function quoteRepositoryFor(
  database: { kind: string; db: ConstructorParameters<typeof PgQuoteRepository>[0] },
  nowMs: () => number,
): port.QuoteRepository {
  const store = new PgQuoteRepository(database.db);
  return database.kind === 'postgres' ? store : new SingleWriterQuoteRepository(store, nowMs);
}
