import type { ResultAsync } from 'neverthrow';
import type { RepositoryError } from './quote-repository';
import type { Token } from './token';

/** One quote email let through by QuoteEmailAllowance.claim. */
export interface QuoteEmailClaim {
  id: number;
}

/** How many quote emails one quote may send in a sliding window (domain/quote/quote-email QUOTE_EMAIL_LIMIT). */
export interface QuoteEmailPolicy {
  emails: number;
  windowMs: number;
}

/**
 * The hourly allowance of quote emails per quote (issue 10, issue 26 finding 1). Kept in the database so
 * that every instance counts the same emails, and taken in one atomic step: of any number of simultaneous
 * claims, on any number of instances, at most `policy.emails` in a window get through.
 */
export interface QuoteEmailAllowance {
  /** Takes one email of the quote's window ending at `atMs`; null when the window is full. */
  claim(
    quoteId: number,
    policy: Readonly<QuoteEmailPolicy>,
    atMs: number,
  ): ResultAsync<QuoteEmailClaim | null, RepositoryError>;
  /** Gives a claim back: its email was not delivered (refused by the email service, or a fault). */
  release(claim: QuoteEmailClaim): ResultAsync<void, RepositoryError>;
}
export const QuoteEmailAllowance: Token<QuoteEmailAllowance> = Symbol('QuoteEmailAllowance');
