import type { ResultAsync } from 'neverthrow';
import type { BudgetFlowReferrer, ReferrerCount } from '../../domain/referrals/referrers';
import type { RepositoryError } from './quote-repository';
import type { Token } from './token';

/** One visitor's arrival from a §5 budget-flow referrer (issue 15). */
export interface ReferrerArrival {
  referrer: BudgetFlowReferrer;
  /** The opaque key of the visitor (a hash of the visitor cookie), so a repeat is counted once. */
  visitorKey: string;
  /** The page they arrived on (its path). */
  page: string;
  /** ISO-8601, and the business day it falls on (YYYY-MM-DD). */
  at: string;
  day: string;
}

export interface ReferrerArrivals {
  /** Records the arrival unless this visitor already arrived from this referrer on this day: true when recorded. */
  record(arrival: ReferrerArrival): ResultAsync<boolean, RepositoryError>;
  /** Arrivals per referrer on and after `sinceDay` (YYYY-MM-DD), or all when null. */
  count(sinceDay: string | null): ResultAsync<ReferrerCount[], RepositoryError>;
}
export const ReferrerArrivals: Token<ReferrerArrivals> = Symbol('ReferrerArrivals');
