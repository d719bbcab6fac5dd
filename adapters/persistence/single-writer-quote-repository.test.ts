import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteLookupKey } from '../../domain/quote/lookup-key';
import type { Quote } from '../../domain/quote/types';
import { aQuote } from '../../tests/fixtures/quotes';
import { databasesUnderTest, warmUpDatabases } from '../../tests/support/test-databases';
import type { Database } from './database';
import { PgQuoteRepository } from './pg-quote-repository';
import { SingleWriterQuoteRepository } from './single-writer-quote-repository';

beforeAll(warmUpDatabases, 120_000);

const pglite = databasesUnderTest().filter((d) => d.name === 'PGlite');

describe.each(pglite)(
  'the in-memory duplicate window of a single-writer store (§4 Dupe), on $name',
  (underTest) => {
    let database: Database;
    beforeAll(async () => {
      database = await underTest.open();
    }, 120_000);
    afterAll(() => database.close());

    const at = (minute: number) => `2026-11-21T15:${String(minute).padStart(2, '0')}:00.000Z`;
    const unwrap = <T>(r: { _unsafeUnwrap(): T }) => r._unsafeUnwrap();

    it('answers exactly as the database query does: same key within the window, newest first', async () => {
      const pg = new PgQuoteRepository(database.db);
      // Stored before the window object exists: it must fill itself from the database.
      const early = unwrap(await pg.insert(aQuote({}, { EmailAddress: 'early@example.com' }), at(1)));
      const repository = new SingleWriterQuoteRepository(pg);
      const key = quoteLookupKey(early);
      expect(unwrap(await repository.findRecentDuplicate(key, at(0)))?.QuoteId).toBe(early.QuoteId);
      expect(unwrap(await pg.findRecentDuplicate(key, at(0)))?.QuoteId).toBe(early.QuoteId);

      const later = unwrap(await repository.insert(aQuote({}, { EmailAddress: 'EARLY@example.com' }), at(5)));
      expect(unwrap(await repository.findRecentDuplicate(key, at(0)))?.QuoteId).toBe(later.QuoteId);
      expect(unwrap(await repository.findRecentDuplicate(key, at(6)))).toBeNull();
      expect(unwrap(await repository.findRecentDuplicate({ ...key, originZip: '99999' }, at(0)))).toBeNull();
    });

    it('follows an update that moves a quote to another move date', async () => {
      const pg = new PgQuoteRepository(database.db);
      const repository = new SingleWriterQuoteRepository(pg);
      const quote = unwrap(
        await repository.insert(aQuote({}, { EmailAddress: 'moves@example.com' }), at(10)),
      );
      const before = quoteLookupKey(quote);
      expect(unwrap(await repository.findRecentDuplicate(before, at(0)))?.QuoteId).toBe(quote.QuoteId);
      const moved = unwrap(
        await repository.update(
          quote.QuoteId,
          (current: Quote) => ({
            ok: true,
            quote: { ...current, Details: { ...current.Details, MoveDate: '2026-12-30' as never } },
          }),
          at(11),
        ),
      );
      expect(moved.ok).toBe(true);
      expect(unwrap(await repository.findRecentDuplicate(before, at(0)))).toBeNull();
      const after = { ...before, moveDate: '2026-12-30' };
      expect(unwrap(await repository.findRecentDuplicate(after, at(0)))?.QuoteId).toBe(quote.QuoteId);
      expect(unwrap(await pg.findRecentDuplicate(after, at(0)))?.QuoteId).toBe(quote.QuoteId);
    });

    it('issue 10 quote privacy: a duplicate carries the creator key, from memory and after a restart (filled from created_by)', async () => {
      const pg = new PgQuoteRepository(database.db);
      const repository = new SingleWriterQuoteRepository(pg);
      const quote = aQuote({}, { EmailAddress: 'creator@example.com' });
      const request = (creator: string, minute: number) => ({
        key: quoteLookupKey(quote),
        since: at(0),
        createdAt: at(minute),
        creator,
        decide: (recent: Quote | null) => (recent ? null : quote),
      });
      expect(unwrap(await repository.insertUnlessDuplicate(request('visitor-a', 20))).kind).toBe('inserted');
      expect(unwrap(await repository.insertUnlessDuplicate(request('visitor-b', 21)))).toMatchObject({
        kind: 'duplicate',
        creator: 'visitor-a',
      });
      const restarted = new SingleWriterQuoteRepository(new PgQuoteRepository(database.db));
      expect(unwrap(await restarted.insertUnlessDuplicate(request('visitor-c', 22)))).toMatchObject({
        kind: 'duplicate',
        creator: 'visitor-a',
      });
    });
  },
);
