import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Quote } from '../../domain/quote/types';
import { aQuote } from '../../tests/fixtures/quotes';
import { databasesUnderTest, warmUpDatabases } from '../../tests/support/test-databases';
import type { Database } from './database';
import { KeptQuotes, keepQuotesOf, keptQuotesOf } from './kept-quotes';
import { PgQuoteRepository } from './pg-quote-repository';

const at = '2026-11-23T15:00:00.000Z';
const unwrap = <T>(r: { _unsafeUnwrap(): T }) => r._unsafeUnwrap();
const quoteAt = (id: number, revision: number): Quote => ({ ...aQuote(), QuoteId: id, Revision: revision });

describe('quotes kept in memory for a single-writer database (issue 9)', () => {
  it('answers a repeated read from memory: the database is read once', async () => {
    const kept = new KeptQuotes();
    let loads = 0;
    const load = () => {
      loads += 1;
      return okAsync(quoteAt(7, 1));
    };
    const first = unwrap(await kept.read(7, load));
    expect(unwrap(await kept.read(7, load))).toBe(first);
    expect(loads).toBe(1);
    // Nothing is kept for a quote that does not exist.
    expect(unwrap(await kept.read(8, () => okAsync(null)))).toBeNull();
    expect(unwrap(await kept.read(8, () => okAsync(quoteAt(8, 1))))?.QuoteId).toBe(8);
  });

  it('forgets a quote when a change of it ends, whether it succeeded or failed', async () => {
    const kept = new KeptQuotes();
    await kept.read(7, () => okAsync(quoteAt(7, 1)));
    await kept.change([7], () => okAsync('saved'));
    expect(unwrap(await kept.read(7, () => okAsync(quoteAt(7, 2))))?.Revision).toBe(2);
    await kept.change([7], () => errAsync('storage failed'));
    expect(unwrap(await kept.read(7, () => okAsync(quoteAt(7, 3))))?.Revision).toBe(3);
  });

  it('keeps nothing from a read that was out while a change ended (it may have read the row before it)', async () => {
    const kept = new KeptQuotes();
    let answer: (quote: Quote) => void = () => undefined;
    const slow = kept.read(7, () =>
      ResultAsync.fromSafePromise(
        new Promise<Quote>((resolve) => {
          answer = resolve;
        }),
      ),
    );
    await kept.change([7], () => okAsync('saved revision 2'));
    answer(quoteAt(7, 1));
    expect(unwrap(await slow)?.Revision).toBe(1);
    expect(unwrap(await kept.read(7, () => okAsync(quoteAt(7, 2))))?.Revision).toBe(2);
  });

  it('shares frozen quotes: a caller cannot change what the next caller reads', async () => {
    const kept = new KeptQuotes();
    const quote = unwrap(await kept.read(7, () => okAsync(quoteAt(7, 1)))) as Quote;
    expect(() => {
      (quote.Details.Origin as { FirstName: string }).FirstName = 'Mallory';
    }).toThrow(TypeError);
    expect(() => (quote.Details.PricingOptions as unknown[]).push({})).toThrow(TypeError);
  });

  it('keeps at most the given number of quotes, dropping the least recently read', async () => {
    const kept = new KeptQuotes(2);
    let loads = 0;
    const load = (id: number) => () => {
      loads += 1;
      return okAsync(quoteAt(id, 1));
    };
    for (const id of [1, 2, 3]) await kept.read(id, load(id));
    await kept.read(3, load(3));
    await kept.read(2, load(2));
    expect(loads).toBe(3);
    await kept.read(1, load(1));
    expect(loads).toBe(4);
  });

  it('belongs to a database handle marked single-writer; any other handle keeps nothing', () => {
    const handle = {};
    expect(keptQuotesOf(handle)).toBeNull();
    keepQuotesOf(handle);
    expect(keptQuotesOf(handle)).toBeInstanceOf(KeptQuotes);
    expect(keptQuotesOf(handle)).toBe(keptQuotesOf(handle));
  });
});

beforeAll(warmUpDatabases, 120_000);

describe.each(databasesUnderTest())('GET quotes/view reads never stale (issue 9), on $name', (underTest) => {
  let database: Database;
  beforeAll(async () => {
    database = await underTest.open();
  }, 120_000);
  afterAll(() => database.close());

  it('a change made through another repository on the same database is seen by the next read', async () => {
    const reader = new PgQuoteRepository(database.db);
    const writer = new PgQuoteRepository(database.db);
    const { QuoteId: id } = unwrap(await writer.insert(aQuote(), at));
    expect(unwrap(await reader.findById(id))?.Revision).toBe(1);
    expect(unwrap(await reader.findById(id))?.Revision).toBe(1);
    unwrap(
      await writer.update(
        id,
        (current) => ({
          ok: true,
          quote: { ...current, Details: { ...current.Details, PhoneNumber: '5555550100' } },
        }),
        at,
      ),
    );
    const after = unwrap(await reader.findById(id));
    expect(after?.Revision).toBe(2);
    expect(after?.Details.PhoneNumber).toBe('5555550100');
    const revised = {
      ...(after as Quote),
      Details: { ...(after as Quote).Details, PhoneNumber: '5555550101' },
    };
    unwrap(
      await writer.saveRevised([{ quote: revised, note: { by: 'staff@example.com', reason: 'test' } }], at),
    );
    expect(unwrap(await reader.findById(id))?.Details.PhoneNumber).toBe('5555550101');
  });

  it.runIf(underTest.name === 'PGlite')(
    'PGlite, one writer: a repeated read is answered from memory (the same frozen quote)',
    async () => {
      const repository = new PgQuoteRepository(database.db);
      const { QuoteId: id } = unwrap(await repository.insert(aQuote(), at));
      const first = unwrap(await repository.findById(id));
      expect(unwrap(await new PgQuoteRepository(database.db).findById(id))).toBe(first);
      expect(Object.isFrozen(first?.Details)).toBe(true);
    },
  );

  it.runIf(underTest.name === 'PGlite')(
    'PGlite: once the database is closed, a kept quote is no longer answered (StorageUnavailable)',
    async () => {
      const closing = await underTest.open();
      const repository = new PgQuoteRepository(closing.db);
      const { QuoteId: id } = unwrap(await repository.insert(aQuote(), at));
      expect(unwrap(await repository.findById(id))?.QuoteId).toBe(id);
      await closing.close();
      expect((await repository.findById(id))._unsafeUnwrapErr()).toMatchObject({
        kind: 'StorageUnavailable',
      });
    },
    60_000,
  );

  it.runIf(underTest.name === 'PostgreSQL')(
    'PostgreSQL, several instances: nothing is kept, a change by another instance is seen at once',
    async () => {
      const made = await underTest.fresh();
      const one = await made.open();
      const other = await made.open({ migrate: false });
      try {
        const instanceA = new PgQuoteRepository(one.db);
        const instanceB = new PgQuoteRepository(other.db);
        const { QuoteId: id } = unwrap(await instanceA.insert(aQuote(), at));
        const first = unwrap(await instanceA.findById(id));
        expect(unwrap(await instanceA.findById(id))).not.toBe(first);
        unwrap(await instanceB.update(id, (current) => ({ ok: true, quote: { ...current } }), at));
        expect(unwrap(await instanceA.findById(id))?.Revision).toBe(2);
      } finally {
        await one.close();
        await other.close();
        await made.dispose();
      }
    },
  );
});
