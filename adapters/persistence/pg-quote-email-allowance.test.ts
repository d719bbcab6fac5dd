import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleQuote } from '../../domain/quote/example-quote';
import { QUOTE_EMAIL_LIMIT } from '../../domain/quote/quote-email';
import { databasesUnderTest, secondPool, warmUpDatabases } from '../../tests/support/test-databases';
import type { Database } from './database';
import { PgQuoteEmailAllowance } from './pg-quote-email-allowance';
import { PgQuoteRepository } from './pg-quote-repository';

const AT = '2026-11-26T15:00:00.000Z';
const AT_MS = Date.parse(AT);

beforeAll(warmUpDatabases, 120_000);

describe.each(databasesUnderTest())(
  'the hourly quote-email allowance on $name (issue 26 finding 1)',
  (underTest) => {
    let database: Database;
    let second: Database;
    const newQuote = async () =>
      (await new PgQuoteRepository(database.db).insert(exampleQuote(), AT))._unsafeUnwrap().QuoteId;

    beforeAll(async () => {
      database = await underTest.open();
      second = underTest.name === 'PostgreSQL' ? await secondPool(database) : database;
    }, 120_000);
    afterAll(async () => {
      if (second !== database) await second.close();
      await database.close();
    });

    it(`of 30 simultaneous claims for one quote, on two connection pools, exactly ${QUOTE_EMAIL_LIMIT.emails} get through`, async () => {
      const quoteId = await newQuote();
      const pools = [new PgQuoteEmailAllowance(database.db), new PgQuoteEmailAllowance(second.db)];
      const claims = await Promise.all(
        Array.from({ length: 30 }, (_, i) => pools[i % 2]?.claim(quoteId, QUOTE_EMAIL_LIMIT, AT_MS + i)),
      );
      expect(claims.filter((c) => c?._unsafeUnwrap() !== null)).toHaveLength(QUOTE_EMAIL_LIMIT.emails);
    });

    it('a place comes back an hour after its claim, or at once when it is released; quotes are counted apart', async () => {
      const allowance = new PgQuoteEmailAllowance(database.db);
      const [quoteId, other] = [await newQuote(), await newQuote()];
      const taken = [];
      for (let i = 0; i < QUOTE_EMAIL_LIMIT.emails; i++)
        taken.push((await allowance.claim(quoteId, QUOTE_EMAIL_LIMIT, AT_MS + i * 1000))._unsafeUnwrap());
      expect((await allowance.claim(quoteId, QUOTE_EMAIL_LIMIT, AT_MS + 10_000))._unsafeUnwrap()).toBeNull();
      expect(
        (await allowance.claim(other, QUOTE_EMAIL_LIMIT, AT_MS + 10_000))._unsafeUnwrap(),
      ).not.toBeNull();

      const last = taken.at(-1);
      if (!last) throw new Error('no claim');
      (await allowance.release(last))._unsafeUnwrap();
      expect(
        (await allowance.claim(quoteId, QUOTE_EMAIL_LIMIT, AT_MS + 20_000))._unsafeUnwrap(),
      ).not.toBeNull();
      expect((await allowance.claim(quoteId, QUOTE_EMAIL_LIMIT, AT_MS + 30_000))._unsafeUnwrap()).toBeNull();

      // The first claim (at AT) leaves the window one hour later.
      const hourLater = AT_MS + QUOTE_EMAIL_LIMIT.windowMs;
      expect((await allowance.claim(quoteId, QUOTE_EMAIL_LIMIT, hourLater))._unsafeUnwrap()).not.toBeNull();
      expect((await allowance.claim(quoteId, QUOTE_EMAIL_LIMIT, hourLater))._unsafeUnwrap()).toBeNull();
    });
  },
);
