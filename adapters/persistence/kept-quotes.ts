import { LRUCache } from 'lru-cache';
import { okAsync, type ResultAsync } from 'neverthrow';
import type { Quote } from '../../domain/quote/types';

/** How many quotes a single-writer database keeps by default (a stored quote is about 8 KB of JSON). */
export const KEPT_QUOTES = 2_000;

/**
 * The quotes of a single-writer database (embedded PGlite: the data-folder lock lets one process open it)
 * that were read lately, kept in memory so that a repeated GET quotes/view (the page every returning
 * customer opens) is answered without a query and without parsing the stored document again
 * (docs/performance.md, issue 9).
 *
 * Correct because this process is the only writer and every change of a stored quote goes through
 * `change`: when a change ends, succeeded or not, the quotes it touched are forgotten, and a read that was
 * out while any change ended keeps nothing (it may have read the row before that change). New quotes are
 * not kept until they are read.
 *
 * The kept quotes are shared by every caller, so they are deeply frozen: a caller that tried to change one
 * in place fails loudly instead of changing what the next caller reads.
 */
export class KeptQuotes {
  private readonly kept: LRUCache<number, Quote>;
  /** Changes of stored quotes ended in this process so far. */
  private changesEnded = 0;

  constructor(max: number = KEPT_QUOTES) {
    this.kept = new LRUCache({ max });
  }

  /** The kept quote, or what `load` reads (kept when no change ended meanwhile). */
  read<E>(id: number, load: () => ResultAsync<Quote | null, E>): ResultAsync<Quote | null, E> {
    const kept = this.kept.get(id);
    if (kept !== undefined) return okAsync(kept);
    const changesBefore = this.changesEnded;
    return load().map((quote) => {
      if (quote === null) return null;
      const frozen = deepFreeze(quote);
      if (this.changesEnded === changesBefore) this.kept.set(id, frozen);
      return frozen;
    });
  }

  /** Drops every kept quote (the database was closed: nothing is answered without it any more). */
  clear(): void {
    this.changesEnded += 1;
    this.kept.clear();
  }

  /** Runs a change of the stored quotes `ids`; when it ends, either way, their kept copies are dropped. */
  change<T, E>(ids: readonly number[], work: () => ResultAsync<T, E>): ResultAsync<T, E> {
    const forget = () => {
      this.changesEnded += 1;
      for (const id of ids) this.kept.delete(id);
    };
    return work()
      .map((value) => {
        forget();
        return value;
      })
      .mapErr((error) => {
        forget();
        return error;
      });
  }
}

const singleWriter = new WeakMap<object, KeptQuotes>();

/**
 * Marks an open database handle as having one writer, this process (database.ts does it for PGlite).
 * Every quote repository on that handle then shares one KeptQuotes, so a change made through any of
 * them is seen by all. Never for PostgreSQL, where other processes write the same rows.
 */
export function keepQuotesOf(db: object, max?: number): void {
  if (!singleWriter.has(db)) singleWriter.set(db, new KeptQuotes(max));
}

/** The kept quotes of a single-writer database handle; null for any other (every read goes to the database). */
export function keptQuotesOf(db: object): KeptQuotes | null {
  return singleWriter.get(db) ?? null;
}

/** Freezes a parsed JSON value and everything in it. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
