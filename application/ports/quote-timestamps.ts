import type { ResultAsync } from 'neverthrow';
import type { Token } from './token';
import type { StorageUnavailable } from './user-repository';

/** When quotes were first stored: kept by the store beside the quote, not in the §3 Quote itself. */
export interface QuoteTimestamps {
  /** The creation time (ISO-8601) of each of the given quotes that exists. */
  createdAt(quoteIds: readonly number[]): ResultAsync<ReadonlyMap<number, string>, StorageUnavailable>;
}
export const QuoteTimestamps: Token<QuoteTimestamps> = Symbol('QuoteTimestamps');
