import { okAsync } from 'neverthrow';
import type { QuoteEmailAllowance, QuoteEmailClaim } from '../../application/ports/quote-email-allowance';

/** The hourly quote-email allowance in memory, for use-case tests (PgQuoteEmailAllowance in the server). */
export class InMemoryQuoteEmailAllowance implements QuoteEmailAllowance {
  private readonly claims: { id: number; quoteId: number; atMs: number }[] = [];
  private nextId = 1;

  claim: QuoteEmailAllowance['claim'] = (quoteId, policy, atMs) => {
    const live = this.claims.filter((c) => c.quoteId === quoteId && c.atMs > atMs - policy.windowMs);
    if (live.length >= policy.emails) return okAsync(null);
    const made = { id: this.nextId++, quoteId, atMs };
    this.claims.push(made);
    return okAsync({ id: made.id });
  };

  release(claim: QuoteEmailClaim): ReturnType<QuoteEmailAllowance['release']> {
    const at = this.claims.findIndex((c) => c.id === claim.id);
    if (at >= 0) this.claims.splice(at, 1);
    return okAsync(undefined);
  }

  /** How many places are taken (for tests). */
  get taken(): number {
    return this.claims.length;
  }
}
