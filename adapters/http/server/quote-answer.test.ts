import { describe, expect, it } from 'vitest';
import type { Quote } from '../../../domain/quote/types';
import { aQuote } from '../../../tests/fixtures/quotes';
import { toWireQuote } from '../contract/quote';
import { quoteAnswerJson } from './quote-answer';

const stored = (): Quote => ({ ...aQuote(), QuoteId: 1000001, Revision: 3, QuoteIdEncrypted: 'token-a' });
const written = (quote: Quote) => JSON.stringify({ success: true, quote: toWireQuote(quote) });

/** The quote as the single-writer database hands it out: deeply frozen (adapters/persistence/kept-quotes.ts). */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
const kept = (quote: Quote): Quote => deepFreeze(quote);

describe('the text of a quote answer (GET quotes/view, §7; issue 28)', () => {
  it('is the text c.json writes for { success: true, quote }, kept or not', async () => {
    const quote = stored();
    expect(quoteAnswerJson(quote)).toBe(written(quote));
    const frozen = kept(stored());
    expect(quoteAnswerJson(frozen)).toBe(written(frozen));
    expect(quoteAnswerJson({ ...frozen })).toBe(written(frozen));
  });

  it('names the token it was asked with: another link to the same kept quote gets its own text', async () => {
    const frozen = kept(stored());
    const first = quoteAnswerJson({ ...frozen, QuoteIdEncrypted: 'token-a' });
    const other = quoteAnswerJson({ ...frozen, QuoteIdEncrypted: 'token-b' });
    expect(JSON.parse(first).quote.QuoteIdEncrypted).toBe('token-a');
    expect(JSON.parse(other).quote.QuoteIdEncrypted).toBe('token-b');
  });

  it('follows a quote that is not frozen when it changes in place (nothing kept for it)', () => {
    const quote = stored();
    quoteAnswerJson(quote);
    quote.IsUpdated = !quote.IsUpdated;
    quote.Details.PhoneNumber = '5555550199';
    expect(quoteAnswerJson(quote)).toBe(written(quote));
    expect(JSON.parse(quoteAnswerJson(quote)).quote.Details.PhoneNumber).toBe('5555550199');
  });

  it('follows a kept quote once it is changed and read again (a new frozen object)', async () => {
    const before = kept(stored());
    quoteAnswerJson(before);
    const after = kept({ ...stored(), Revision: 4 });
    expect(JSON.parse(quoteAnswerJson(after)).quote.Revision).toBe(4);
    expect(quoteAnswerJson({ ...before, Revision: 5 })).toBe(written({ ...before, Revision: 5 }));
  });
});
