import type { ResultAsync } from 'neverthrow';
import type { QuoteLookupKey } from '../../domain/quote/lookup-key';
import type { Quote } from '../../domain/quote/types';

export type RepositoryError =
  | { kind: 'StorageUnavailable'; message: string }
  | { kind: 'NotFound'; id: number };

/** What an edit callback may answer: the changed quote, or a refusal carrying its reason. */
export type QuoteChange<E> = { ok: true; quote: Quote } | { ok: false; error: E };

/** The summary columns kept beside each stored quote, for lookups and the Dupe rule (§4). */
export type QuoteIndex = QuoteLookupKey;

/** Quotes, stored whole with their revision (§3 Quote, §4 Editing or changing a quote). */
export interface QuoteRepository {
  /** Stores a new quote; the repository assigns QuoteId and Revision 1. */
  insert(quote: Omit<Quote, 'QuoteId' | 'Revision'>, createdAt: string): ResultAsync<Quote, RepositoryError>;
  findById(id: number): ResultAsync<Quote | null, RepositoryError>;
  /** Quotes for one contact email (case-insensitive), newest first. */
  findByEmail(email: string, limit: number): ResultAsync<Quote[], RepositoryError>;
  /** The newest quote for the same email, lane and move date created at or after `since` (§4 Dupe). */
  findRecentDuplicate(index: QuoteIndex, since: string): ResultAsync<Quote | null, RepositoryError>;
  /**
   * Changes one quote inside a transaction that holds its row: `change` sees the current quote and
   * decides (for example, refusing with NoRevisionMatch when the revision differs). An accepted change
   * is stored with Revision + 1. Concurrent edits never lose an update.
   */
  update<E>(
    id: number,
    change: (current: Quote) => QuoteChange<E>,
    updatedAt: string,
  ): ResultAsync<QuoteChange<E>, RepositoryError>;
}
export const QuoteRepository = Symbol('QuoteRepository');
