import type { ResultAsync } from 'neverthrow';
import type { RepositoryError } from './quote-repository';
import type { Token } from './token';

/**
 * Issue 14 with issue 28 (a booking under load): the moves whose messages are to be planned soon, kept in
 * the database (never in one process's memory) until a plan-messages job is queued for each
 * (notifications/relay-plan-requests.ts). A change of a move asks once, in one cheap write, instead of
 * scheduling the job inside its own request; however many changes ask before the relay runs, the move is
 * planned once.
 */
export interface PlanRequests {
  /**
   * Asks for the moves' messages to be planned soon, in one write (kept until relayed; asking again for a
   * move still waiting changes nothing).
   */
  request(...quoteIds: readonly number[]): ResultAsync<void, RepositoryError>;
  /**
   * Takes up to `limit` requests, oldest first, removing them: requests another instance is taking at the
   * same moment are skipped, so each is taken once.
   */
  take(limit: number): ResultAsync<readonly number[], RepositoryError>;
}
export const PlanRequests: Token<PlanRequests> = Symbol('PlanRequests');
