import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { QuoteResult } from '../../domain/quote/enums';
import { aQuote } from '../../tests/fixtures/quotes';
import { InMemoryQuoteRepository } from '../../tests/support/in-memory-quote-repository';
import { TestClock } from '../../tests/support/test-clock';
import type { CreateQuoteInput, QuoteCreation } from './quote-creation';
import { DEMO_QUOTE_EMAIL, DEMO_QUOTES, SeedDemoQuotes } from './seed-demo-quotes';

/** Stands in for CreateQuote: stores a quote on the asked lane, or answers the given result. */
function fakeCreateQuote(quotes: InMemoryQuoteRepository, answer: (i: CreateQuoteInput) => QuoteResult) {
  const asked: CreateQuoteInput[] = [];
  const createQuote = {
    execute: (input: CreateQuoteInput) => {
      asked.push(input);
      const result = answer(input);
      const base = aQuote();
      const draft = {
        ...base,
        Details: {
          ...base.Details,
          MoveDate: input.MoveDate,
          ContactEmailAddress: input.EmailAddress,
          EmailAddress: input.EmailAddress,
          Origin: { ...base.Details.Origin, ZIP: input.FromZip },
          Destination: { ...base.Details.Destination, ZIP: input.ToZip },
        },
      };
      const stored = result === QuoteResult.Invalid ? okAsync(null) : quotes.insert(draft);
      const response = {
        success: true,
        result,
        reasonInvalid: 'None',
        action: 'None',
        retrievedTimestamp: '',
        message: '',
      };
      return stored.map((quote) => ({ createQuoteResponse: response, quote }));
    },
  } as unknown as QuoteCreation;
  return { createQuote, asked };
}

describe('SeedDemoQuotes (issue 5 `relomove db seed`)', () => {
  it('creates the demo quotes through CreateQuote as the demo customer, moving days ahead of today, exempt from bot checks', async () => {
    const quotes = new InMemoryQuoteRepository();
    const { createQuote, asked } = fakeCreateQuote(quotes, () => QuoteResult.Auto);
    const seed = new SeedDemoQuotes({
      createQuote,
      quotes,
      clock: new TestClock('2026-11-21T15:00:00.000Z'),
    });

    const first = (await seed.execute())._unsafeUnwrap();

    expect(first.created.map((q) => [q.from, q.to])).toEqual(DEMO_QUOTES.map((d) => [d.fromZip, d.toZip]));
    expect(first.created.map((q) => q.QuoteId)).toEqual([1000001, 1000002, 1000003]);
    expect(asked.map((i) => i.MoveDate)).toEqual(['2026-12-05', '2026-12-21', '2027-01-05']);
    expect(asked.every((i) => i.EmailAddress === DEMO_QUOTE_EMAIL && i.visitor.isAdmin)).toBe(true);
  });

  it('is idempotent: a lane the demo customer already has is skipped, so a second run adds nothing', async () => {
    const quotes = new InMemoryQuoteRepository();
    const { createQuote, asked } = fakeCreateQuote(quotes, () => QuoteResult.Auto);
    const seed = new SeedDemoQuotes({ createQuote, quotes, clock: new TestClock() });
    await seed.execute();
    const second = (await seed.execute())._unsafeUnwrap();
    expect(second).toEqual({ created: [], skipped: DEMO_QUOTES.length });
    expect(asked).toHaveLength(DEMO_QUOTES.length);
    expect(quotes.quotes.size).toBe(DEMO_QUOTES.length);
  });

  it('reports only the quotes that were stored (a lane no longer priced online stores nothing)', async () => {
    const quotes = new InMemoryQuoteRepository();
    const { createQuote } = fakeCreateQuote(quotes, (i) =>
      i.FromZip === '64105' ? QuoteResult.Invalid : QuoteResult.Auto,
    );
    const seed = new SeedDemoQuotes({ createQuote, quotes, clock: new TestClock() });
    const seeded = (await seed.execute())._unsafeUnwrap();
    expect(seeded.created.map((q) => q.from)).toEqual(['10001', '60601']);
  });
});
