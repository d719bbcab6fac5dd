import type { ResultAsync } from 'neverthrow';
import type { IsoDate } from '../../domain/calendar/iso-date';
import type { QuoteLookupKey } from '../../domain/quote/lookup-key';
import type { Quote } from '../../domain/quote/types';
import type { Token } from './token';

export type RepositoryError =
  | { kind: 'StorageUnavailable'; message: string }
  | { kind: 'NotFound'; id: number };

/** Who made a change and why, kept with the change (issue 5: staff re-pricing records both). */
export interface ChangeNote {
  by: string;
  reason: string;
}

/**
 * What an edit callback may answer: the changed quote (with a note saying who and why, when there is
 * one), or a refusal carrying its reason.
 */
export type QuoteChange<E> = { ok: true; quote: Quote; note?: ChangeNote } | { ok: false; error: E };

/** One accepted change of a quote, newest first in `history`. */
export interface QuoteChangeRecord {
  fromRevision: number;
  toRevision: number;
  /** ISO-8601. */
  changedAt: string;
  /** Null for a customer's own edit on the site. */
  changedBy: string | null;
  reason: string | null;
}

/** Which quotes are open: status Open and a move date today or later. */
export interface OpenQuotesFilter {
  today: IsoDate;
  /** Only quotes created at or after this instant (ISO-8601). */
  createdSince?: string;
}

/** A page of open quotes, in QuoteId order, after `afterId`. */
export interface OpenQuotesPage extends OpenQuotesFilter {
  afterId: number;
  limit: number;
}

/** A page of reserved moves' QuoteIds, in order, after `afterId` (issue 14's message sweep). */
export interface ReservedMovesPage {
  /** Only moves whose move date is on or after this day. */
  movedOnOrAfter: IsoDate;
  afterId: number;
  limit: number;
}

/** A changed quote to save, computed from the stored quote at `quote.Revision`. */
export interface RevisedQuote {
  quote: Quote;
  note: ChangeNote;
}

export interface BulkSaveOutcome {
  /** The saved quotes, each at its new revision. */
  saved: Quote[];
  /** QuoteIds not saved because their stored revision had moved on (someone else saved first). */
  conflicts: number[];
}

/** The summary columns kept beside each stored quote, for lookups and the Dupe rule (§4). */
export type QuoteIndex = QuoteLookupKey;

/** A quote before it is stored: the repository assigns QuoteId and Revision. */
export type UnsavedQuote = Omit<Quote, 'QuoteId' | 'Revision'>;

/**
 * A new quote to store unless a recent one makes it a duplicate (§4 Dupe). `decide` is shown the newest
 * quote with the same `key` created at or after `since` (null when there is none, or when `key` is null)
 * and answers the quote to insert, or null when that recent quote is the answer (only when there is one).
 */
export interface InsertUnlessDuplicate {
  /** Email, lane and move date; null for a quote without an email, which nothing can duplicate. */
  key: QuoteIndex | null;
  since: string;
  createdAt: string;
  /**
   * Issue 10 "Quote privacy": an opaque key of whoever asks (the adapter's hash of the visitor cookie), kept
   * with an inserted quote and answered back with a duplicate, or null when unknown.
   */
  creator: string | null;
  decide(recent: Quote | null): UnsavedQuote | null;
}

export type InsertOutcome =
  | { kind: 'inserted'; quote: Quote }
  /** `creator`: the key the recent quote was created with (null when unknown). */
  | { kind: 'duplicate'; quote: Quote; creator: string | null };

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
   * The §4 Dupe rule's look-up and the insert as one step (issue 9: atomic, whatever the number of
   * instances). Requests with the same key take turns, in this process and in every other process
   * sharing the database, so of several identical requests made at once exactly one inserts and the
   * others are shown its quote. `decide` runs once, synchronously, while the turn is held.
   */
  insertUnlessDuplicate(request: InsertUnlessDuplicate): ResultAsync<InsertOutcome, RepositoryError>;
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
  /** The accepted changes of one quote, newest first, at most `limit`. */
  history(id: number, limit: number): ResultAsync<QuoteChangeRecord[], RepositoryError>;
  /** Open quotes whose move date is today or later, a page at a time (issue 5 recompute --all). */
  openQuotes(page: OpenQuotesPage): ResultAsync<Quote[], RepositoryError>;
  countOpenQuotes(filter: OpenQuotesFilter): ResultAsync<number, RepositoryError>;
  /** Reserved (not cancelled) moves, a page of QuoteIds at a time (issue 14: the message sweep). */
  reservedMoveIds(page: ReservedMovesPage): ResultAsync<number[], RepositoryError>;
  /**
   * Saves many changed quotes in one transaction, each only if its stored revision is still the one it
   * was computed from (so a concurrent edit is never lost: that quote is reported as a conflict instead).
   * Each saved quote gets Revision + 1 and its note in the change history.
   */
  saveRevised(
    changes: readonly RevisedQuote[],
    updatedAt: string,
  ): ResultAsync<BulkSaveOutcome, RepositoryError>;
}
export const QuoteRepository: Token<QuoteRepository> = Symbol('QuoteRepository');
