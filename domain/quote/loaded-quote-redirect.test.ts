import { describe, expect, it } from 'vitest';
import { redirectForLoadedQuote } from './loaded-quote-redirect';

const quote = (completed: boolean, reserved: boolean) => ({
  IsCompleted: completed,
  Details: { Reserved: reserved, QuoteCompleted: completed },
});

describe('redirectForLoadedQuote (§4 Loaded quote redirects)', () => {
  it('a quote not completed goes to /manual-quote unless already there (§4)', () => {
    expect(redirectForLoadedQuote(quote(false, false), '/moving-quotes/quoteview')).toBe('/manual-quote');
    expect(redirectForLoadedQuote(quote(false, false), '/manual-quote')).toBeNull();
  });

  it('a reserved quote goes to /dashboard unless already on it (§4)', () => {
    expect(redirectForLoadedQuote(quote(true, true), '/moving-quotes/quoteview')).toBe('/dashboard');
    expect(redirectForLoadedQuote(quote(true, true), '/dashboard')).toBeNull();
    expect(redirectForLoadedQuote(quote(true, true), '/dashboard/move-schedule/')).toBeNull();
  });

  it('reserved wins over not completed (§4, decision)', () => {
    expect(redirectForLoadedQuote(quote(false, true), '/manual-quote')).toBe('/dashboard');
    expect(redirectForLoadedQuote(quote(false, true), '/dashboard')).toBeNull();
  });

  it('a completed, unreserved quote stays where it is (§4)', () => {
    expect(redirectForLoadedQuote(quote(true, false), '/moving-quotes/quoteview')).toBeNull();
  });

  it('either completion flag counts as completed (§3 IsCompleted / QuoteCompleted, decision)', () => {
    const onlyDetails = { IsCompleted: false, Details: { Reserved: false, QuoteCompleted: true } };
    expect(redirectForLoadedQuote(onlyDetails, '/moving-quotes/quoteview')).toBeNull();
  });
});
