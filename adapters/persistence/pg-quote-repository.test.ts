import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteChange } from '../../application/ports/quote-repository';
import { isoDate } from '../../domain/calendar/iso-date';
import { cents } from '../../domain/money/money';
import { EditFailReason } from '../../domain/quote/enums';
import { quoteLookupKey } from '../../domain/quote/lookup-key';
import type { Quote } from '../../domain/quote/types';
import { aQuote } from '../../tests/fixtures/quotes';
import { databasesUnderTest, secondPool, warmUpDatabases } from '../../tests/support/test-databases';
import type { Database } from './database';
import { PgQuoteRepository } from './pg-quote-repository';

/** The edit rule the use cases apply (§4 Editing or changing a quote): refuse a stale revision. */
function expectingRevision(expected: number, edit: (quote: Quote) => Quote) {
  return (current: Quote): QuoteChange<{ kind: 'NoRevisionMatch' }> =>
    current.Revision === expected
      ? { ok: true, quote: edit(current) }
      : { ok: false, error: { kind: 'NoRevisionMatch' } };
}

function unwrap<T, E>(result: { isOk(): boolean; _unsafeUnwrap(): T; _unsafeUnwrapErr(): E }): T {
  if (!result.isOk()) throw new Error(`expected ok, got ${JSON.stringify(result._unsafeUnwrapErr())}`);
  return result._unsafeUnwrap();
}

let emailCounter = 0;
/** Each test uses its own contact email, so tests sharing one database don't see each other's quotes. */
function uniqueEmail(): string {
  emailCounter += 1;
  return `mover${emailCounter}@example.com`;
}

beforeAll(warmUpDatabases, 120_000);

describe.each(databasesUnderTest())('PgQuoteRepository on $name', (underTest) => {
  let database: Database;
  let repository: PgQuoteRepository;

  beforeAll(async () => {
    database = await underTest.open();
    repository = new PgQuoteRepository(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('insert assigns a 7-digit QuoteId and Revision 1, and findById returns every field of the quote (§3 Quote)', async () => {
    const quote = aQuote();
    const stored = unwrap(await repository.insert(quote, '2026-05-01T14:30:00.000Z'));

    expect(stored.QuoteId).toBeGreaterThanOrEqual(1_000_001);
    expect(String(stored.QuoteId)).toMatch(/^\d{7}$/);
    expect(stored).toEqual({ ...quote, QuoteId: stored.QuoteId, Revision: 1 });
    expect(unwrap(await repository.findById(stored.QuoteId))).toEqual(stored);
  });

  it('stores the QuoteId and Revision inside the document and money as integer cents', async () => {
    const stored = unwrap(await repository.insert(aQuote(), '2026-05-01T14:31:00.000Z'));
    const row = await database.db
      .selectFrom('quotes')
      .select(['document', 'revision', 'email', 'origin_zip', 'destination_zip', 'move_date', 'status'])
      .where('id', '=', stored.QuoteId)
      .executeTakeFirstOrThrow();

    expect(row).toMatchObject({
      revision: 1,
      email: 'dana.whitfield@example.com',
      origin_zip: '60614',
      destination_zip: '80202',
      move_date: '2026-06-15',
      status: 'Open',
    });
    expect(typeof row.document).toBe('string');
    const document = JSON.parse(String(row.document));
    expect(document).toMatchObject({ QuoteId: stored.QuoteId, Revision: 1 });
    expect(document).toMatchObject({
      Details: { PricingOptions: [{ Price: 325_000 }, { Price: 284_999 }] },
    });
  });

  it('gives consecutive quotes increasing ids', async () => {
    const first = unwrap(await repository.insert(aQuote(), '2026-05-01T15:00:00.000Z'));
    const second = unwrap(await repository.insert(aQuote(), '2026-05-01T15:00:01.000Z'));
    expect(second.QuoteId).toBeGreaterThan(first.QuoteId);
  });

  it('200 concurrent inserts, written in batches, each get their own id carried inside their stored document', async () => {
    const emails = Array.from({ length: 200 }, (_, i) => `batch-${i}@example.com`);
    const stored = await Promise.all(
      emails.map(async (email) =>
        (
          await repository.insert(aQuote({}, { EmailAddress: email }), '2026-11-21T15:00:00.000Z')
        )._unsafeUnwrap(),
      ),
    );
    expect(new Set(stored.map((q) => q.QuoteId)).size).toBe(200);
    for (const [i, quote] of stored.entries()) {
      expect(quote.Details.EmailAddress).toBe(emails[i]);
      const found = (await repository.findById(quote.QuoteId))._unsafeUnwrap();
      expect(found?.QuoteId).toBe(quote.QuoteId);
      expect(found?.Details.EmailAddress).toBe(emails[i]);
    }
  });

  it('findById answers null for an id that was never issued', async () => {
    expect(unwrap(await repository.findById(999))).toBeNull();
  });

  it('findByEmail ignores letter case and answers newest first, up to the limit', async () => {
    const email = uniqueEmail();
    const ids: number[] = [];
    for (const [i, at] of [
      '2026-05-01T09:00:00Z',
      '2026-05-03T09:00:00Z',
      '2026-05-02T09:00:00Z',
    ].entries()) {
      const quote = aQuote({}, { EmailAddress: i === 0 ? email.toUpperCase() : email });
      ids.push(unwrap(await repository.insert(quote, at)).QuoteId);
    }
    await repository.insert(aQuote({}, { EmailAddress: uniqueEmail() }), '2026-05-04T09:00:00Z');

    const found = unwrap(await repository.findByEmail(`  ${email.replace('mover', 'MOVER')} `, 10));
    expect(found.map((quote) => quote.QuoteId)).toEqual([ids[1], ids[2], ids[0]]);
    expect(unwrap(await repository.findByEmail(email, 2))).toHaveLength(2);
  });

  describe('insertUnlessDuplicate: the §4 Dupe look-up and the insert as one step (issue 9)', () => {
    /** A request that inserts unless a recent quote exists, as CreateQuote decides for a plain Auto quote. */
    const dupeRequest = (email: string, at: string, creator: string | null = 'visitor-a') => {
      const quote = aQuote({}, { EmailAddress: email });
      return {
        key: quoteLookupKey(quote),
        since: '2026-05-01T00:00:00Z',
        createdAt: at,
        creator,
        decide: (recent: Quote | null) => (recent ? null : quote),
      };
    };
    const storedFor = async (db: Database, email: string) =>
      (await db.db.selectFrom('quotes').select('id').where('email', '=', email).execute()).map((r) => r.id);

    it('10 simultaneous identical requests store one quote; the other nine are shown that quote', async () => {
      const email = uniqueEmail();
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, () =>
          repository.insertUnlessDuplicate(dupeRequest(email, '2026-05-01T09:00:00Z')),
        ),
      );
      const values = outcomes.map((o) => unwrap(o));
      const inserted = values.filter((o) => o.kind === 'inserted');
      expect(inserted).toHaveLength(1);
      expect(values.every((o) => o.quote.QuoteId === inserted[0]?.quote.QuoteId)).toBe(true);
      expect(await storedFor(database, email)).toEqual([inserted[0]?.quote.QuoteId]);
    });

    it('issue 10 quote privacy: a duplicate answers the creator key the recent quote was stored with, in a later request and within one batch', async () => {
      const email = uniqueEmail();
      const [first, same] = await Promise.all([
        repository.insertUnlessDuplicate(dupeRequest(email, '2026-05-01T09:00:00Z', 'visitor-a')),
        repository.insertUnlessDuplicate(dupeRequest(email, '2026-05-01T09:00:00Z', 'visitor-b')),
      ]);
      expect(unwrap(first).kind).toBe('inserted');
      expect(unwrap(same)).toMatchObject({ kind: 'duplicate', creator: 'visitor-a' });
      const later = unwrap(
        await repository.insertUnlessDuplicate(dupeRequest(email, '2026-05-01T09:05:00Z', 'visitor-c')),
      );
      expect(later).toMatchObject({ kind: 'duplicate', creator: 'visitor-a' });
      const row = await database.db
        .selectFrom('quotes')
        .select('created_by')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(row.created_by).toBe('visitor-a');
    });

    it('a recent quote older than `since` is no duplicate; without a key nothing is looked up', async () => {
      const email = uniqueEmail();
      const first = unwrap(
        await repository.insertUnlessDuplicate(dupeRequest(email, '2026-05-01T09:00:00Z')),
      );
      const later = { ...dupeRequest(email, '2026-05-01T10:00:00Z'), since: '2026-05-01T09:00:00.001Z' };
      const second = unwrap(await repository.insertUnlessDuplicate(later));
      expect([first.kind, second.kind]).toEqual(['inserted', 'inserted']);
      const seen: Array<Quote | null> = [];
      const keyless = {
        ...dupeRequest(email, '2026-05-01T10:00:00Z'),
        key: null,
        decide: (recent: Quote | null) => {
          seen.push(recent);
          return aQuote({}, { EmailAddress: email });
        },
      };
      expect(unwrap(await repository.insertUnlessDuplicate(keyless)).kind).toBe('inserted');
      expect(seen).toEqual([null]);
    });

    it('two repositories on separate connections (two instances) racing with the same request store one quote', async () => {
      // PostgreSQL: a second pool on the same schema. PGlite is one process by design: the same database.
      const second = underTest.name === 'PostgreSQL' ? await secondPool(database) : database;
      try {
        const elsewhere = new PgQuoteRepository(second.db);
        const email = uniqueEmail();
        const outcomes = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            (i % 2 ? elsewhere : repository).insertUnlessDuplicate(
              dupeRequest(email, '2026-05-01T09:00:00Z'),
            ),
          ),
        );
        expect(outcomes.map((o) => unwrap(o).kind).filter((k) => k === 'inserted')).toHaveLength(1);
        expect(await storedFor(database, email)).toHaveLength(1);
      } finally {
        if (second !== database) await second.close();
      }
    });
  });

  it('findRecentDuplicate finds the newest quote with the same email, lane and move date since the cut-off (§4 Dupe)', async () => {
    const email = uniqueEmail();
    const lane = { EmailAddress: email };
    const older = unwrap(await repository.insert(aQuote({}, lane), '2026-05-01T08:00:00Z'));
    const newer = unwrap(await repository.insert(aQuote({}, lane), '2026-05-01T10:00:00Z'));
    await repository.insert(aQuote({}, { ...lane, MoveDate: isoDate('2026-06-16') }), '2026-05-01T11:00:00Z');
    const elsewhere = aQuote({}, lane);
    elsewhere.Details.Destination = { ...elsewhere.Details.Destination, ZIP: '80203' };
    await repository.insert(elsewhere, '2026-05-01T11:30:00Z');

    const index = quoteLookupKey(aQuote({}, { EmailAddress: email.toUpperCase() }));
    expect(unwrap(await repository.findRecentDuplicate(index, '2026-05-01T07:00:00Z'))?.QuoteId).toBe(
      newer.QuoteId,
    );
    expect(unwrap(await repository.findRecentDuplicate(index, '2026-05-01T10:00:00Z'))?.QuoteId).toBe(
      newer.QuoteId,
    );
    expect(unwrap(await repository.findRecentDuplicate(index, '2026-05-01T10:00:00.001Z'))).toBeNull();
    expect(older.QuoteId).toBeLessThan(newer.QuoteId);
    const otherDate = { ...index, moveDate: '2026-06-17' };
    expect(unwrap(await repository.findRecentDuplicate(otherDate, '2026-05-01T00:00:00Z'))).toBeNull();
  });

  it('update stores an accepted change with Revision + 1 and writes one audit row (§4 Editing or changing a quote)', async () => {
    const stored = unwrap(
      await repository.insert(aQuote({}, { EmailAddress: uniqueEmail() }), '2026-05-01T12:00:00Z'),
    );
    const change = expectingRevision(1, (quote) => ({
      ...quote,
      IsUpdated: true,
      Details: { ...quote.Details, MoveDate: isoDate('2026-06-20'), HHGMiles: 1010 },
    }));

    const outcome = unwrap(await repository.update(stored.QuoteId, change, '2026-05-02T09:15:00Z'));

    expect(outcome.ok).toBe(true);
    const expected = {
      ...stored,
      Revision: 2,
      IsUpdated: true,
      Details: { ...stored.Details, MoveDate: isoDate('2026-06-20'), HHGMiles: 1010 },
    };
    expect(outcome).toEqual({ ok: true, quote: expected });
    expect(unwrap(await repository.findById(stored.QuoteId))).toEqual(expected);
    const audit = await database.db
      .selectFrom('quote_changes')
      .select(['from_revision', 'to_revision', 'changed_at', 'changed_by', 'reason'])
      .where('quote_id', '=', stored.QuoteId)
      .execute();
    expect(audit).toEqual([
      {
        from_revision: 1,
        to_revision: 2,
        changed_at: new Date('2026-05-02T09:15:00Z'),
        changed_by: null,
        reason: null,
      },
    ]);
    // The lookup columns follow the document: the new move date is what the Dupe rule sees.
    const moved = quoteLookupKey(expected);
    expect(unwrap(await repository.findRecentDuplicate(moved, '2026-05-01T00:00:00Z'))?.QuoteId).toBe(
      stored.QuoteId,
    );
  });

  it('update leaves the quote untouched when the change is refused (NoRevisionMatch)', async () => {
    const stored = unwrap(
      await repository.insert(aQuote({}, { EmailAddress: uniqueEmail() }), '2026-05-01T12:00:00Z'),
    );
    const outcome = unwrap(
      await repository.update(
        stored.QuoteId,
        expectingRevision(7, (quote) => quote),
        '2026-05-02T09:15:00Z',
      ),
    );
    expect(outcome).toEqual({ ok: false, error: { kind: EditFailReason.NoRevisionMatch } });
    expect(unwrap(await repository.findById(stored.QuoteId))).toEqual(stored);
    const audit = await database.db
      .selectFrom('quote_changes')
      .where('quote_id', '=', stored.QuoteId)
      .execute();
    expect(audit).toEqual([]);
  });

  it('update answers NotFound for a missing quote', async () => {
    const result = await repository.update(
      999,
      expectingRevision(1, (quote) => quote),
      '2026-05-02T09:15:00Z',
    );
    expect(result._unsafeUnwrapErr()).toEqual({ kind: 'NotFound', id: 999 });
  });

  it('update cannot change the QuoteId, and takes the Revision from storage rather than from the edit', async () => {
    const stored = unwrap(
      await repository.insert(aQuote({}, { EmailAddress: uniqueEmail() }), '2026-05-01T12:00:00Z'),
    );
    const outcome = unwrap(
      await repository.update(
        stored.QuoteId,
        (current) => ({ ok: true, quote: { ...current, QuoteId: 42, Revision: 99 } }),
        '2026-05-02T09:15:00Z',
      ),
    );
    expect(outcome.ok && outcome.quote).toMatchObject({ QuoteId: stored.QuoteId, Revision: 2 });
  });

  it('an exception in the change callback is a bug: it is rethrown and the transaction rolls back', async () => {
    const stored = unwrap(
      await repository.insert(aQuote({}, { EmailAddress: uniqueEmail() }), '2026-05-01T12:00:00Z'),
    );
    const broken = (): QuoteChange<never> => {
      throw new TypeError('broken rule');
    };
    await expect(repository.update(stored.QuoteId, broken, '2026-05-02T09:15:00Z')).rejects.toThrow(
      'broken rule',
    );
    expect(unwrap(await repository.findById(stored.QuoteId))?.Revision).toBe(1);
    // The connection is usable afterwards (PGlite's single connection was released).
    expect(unwrap(await repository.findById(stored.QuoteId))).toEqual(stored);
  });

  it('of 50 concurrent edits that all expect revision 1, exactly one is stored and 49 are refused (§4 NoRevisionMatch)', async () => {
    const stored = unwrap(
      await repository.insert(aQuote({}, { EmailAddress: uniqueEmail() }), '2026-05-01T12:00:00Z'),
    );
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        repository.update(
          stored.QuoteId,
          expectingRevision(1, (quote) => ({
            ...quote,
            Details: { ...quote.Details, HHGMiles: 2000 + i },
            PlusLaborOptions: i % 2 === 0,
          })),
          `2026-05-02T09:${String(i).padStart(2, '0')}:00Z`,
        ),
      ),
    );

    const results = outcomes.map((outcome) => unwrap(outcome));
    const winners = results.filter((result) => result.ok);
    expect(winners).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toHaveLength(49);
    const final = unwrap(await repository.findById(stored.QuoteId));
    expect(final).toEqual(winners[0]?.ok ? winners[0].quote : undefined);
    expect(final?.Revision).toBe(2);
    const count = await database.db
      .selectFrom('quote_changes')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('quote_id', '=', stored.QuoteId)
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
  });

  it('50 concurrent edits that each expect the revision they read in turn are all stored, none lost', async () => {
    const stored = unwrap(
      await repository.insert(aQuote({}, { EmailAddress: uniqueEmail() }), '2026-05-01T12:00:00Z'),
    );
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () =>
        repository.update(
          stored.QuoteId,
          (current) => ({
            ok: true,
            quote: { ...current, Details: { ...current.Details, HHGMiles: current.Details.HHGMiles + 1 } },
          }),
          '2026-05-02T10:00:00Z',
        ),
      ),
    );
    expect(outcomes.every((outcome) => outcome.isOk())).toBe(true);
    const final = unwrap(await repository.findById(stored.QuoteId));
    expect(final?.Revision).toBe(51);
    expect(final?.Details.HHGMiles).toBe(stored.Details.HHGMiles + 50);
  });

  it('money survives storage exactly as integer cents', async () => {
    const quote = aQuote();
    const [first] = quote.Details.PricingOptions;
    if (first === undefined) throw new Error('fixture has pricing options');
    first.Price = cents(9_007_199_254_740_991);
    const stored = unwrap(await repository.insert(quote, '2026-05-01T12:00:00Z'));
    expect(unwrap(await repository.findById(stored.QuoteId))?.Details.PricingOptions[0]?.Price).toBe(
      9_007_199_254_740_991,
    );
  });

  it('update keeps who made an accepted change and why in the history, newest first (issue 5)', async () => {
    const stored = unwrap(
      await repository.insert(aQuote({}, { EmailAddress: uniqueEmail() }), '2026-05-02T10:00:00Z'),
    );
    unwrap(
      await repository.update(
        stored.QuoteId,
        (q) => ({ ok: true, quote: q, note: { by: 'kim@relomove.test', reason: 'rate card 2026-11' } }),
        '2026-05-02T11:00:00Z',
      ),
    );
    unwrap(await repository.update(stored.QuoteId, (q) => ({ ok: true, quote: q }), '2026-05-02T12:00:00Z'));
    expect(unwrap(await repository.history(stored.QuoteId, 10))).toEqual([
      {
        fromRevision: 2,
        toRevision: 3,
        changedAt: '2026-05-02T12:00:00.000Z',
        changedBy: null,
        reason: null,
      },
      {
        fromRevision: 1,
        toRevision: 2,
        changedAt: '2026-05-02T11:00:00.000Z',
        changedBy: 'kim@relomove.test',
        reason: 'rate card 2026-11',
      },
    ]);
  });

  it('openQuotes pages through open quotes moving today or later, in QuoteId order (issue 5 recompute --all)', async () => {
    const email = uniqueEmail();
    const mk = (details: Partial<Quote['Details']>, over: Partial<Quote> = {}) =>
      repository.insert(
        { ...aQuote({}, { EmailAddress: email, ...details }), ...over },
        '2026-05-03T10:00:00Z',
      );
    const future = unwrap(await mk({ MoveDate: isoDate('2099-01-05') }));
    const past = unwrap(await mk({ MoveDate: isoDate('2020-01-05') }));
    const manual = unwrap(
      await mk({ MoveDate: isoDate('2099-01-06') }, { QuoteStatus: 'UnderReview' as Quote['QuoteStatus'] }),
    );
    const second = unwrap(await mk({ MoveDate: isoDate('2099-01-07') }));
    const page = (afterId: number) =>
      repository.openQuotes({ today: isoDate('2098-12-31'), afterId, limit: 1 });
    const first = unwrap(await page(future.QuoteId - 1));
    expect(first.map((q) => q.QuoteId)).toEqual([future.QuoteId]);
    const next = unwrap(await page(future.QuoteId));
    expect(next.map((q) => q.QuoteId)).toEqual([second.QuoteId]);
    expect([past.QuoteId, manual.QuoteId]).not.toContain(next[0]?.QuoteId);
  });

  it('reservedMoveIds pages through reserved moves dated on or after a day, in QuoteId order, and leaves out open and cancelled ones (issue 14 sweep)', async () => {
    const email = uniqueEmail();
    const mk = (date: string, status: Quote['QuoteStatus']) =>
      repository.insert(
        { ...aQuote({}, { EmailAddress: email, MoveDate: isoDate(date) }), QuoteStatus: status },
        '2026-05-03T10:00:00Z',
      );
    const first = unwrap(await mk('2097-03-01', 'Reserved'));
    unwrap(await mk('2097-01-01', 'Reserved'));
    const open = unwrap(await mk('2097-03-02', 'Open'));
    const cancelled = unwrap(await mk('2097-03-03', 'Cancelled'));
    const second = unwrap(await mk('2097-03-04', 'Reserved'));
    const page = (afterId: number) =>
      repository.reservedMoveIds({ movedOnOrAfter: isoDate('2097-02-01'), afterId, limit: 1 });
    expect(unwrap(await page(first.QuoteId - 1))).toEqual([first.QuoteId]);
    expect(unwrap(await page(first.QuoteId))).toEqual([second.QuoteId]);
    expect(unwrap(await page(second.QuoteId))).toEqual([]);
    const all = unwrap(
      await repository.reservedMoveIds({
        movedOnOrAfter: isoDate('2097-02-01'),
        afterId: first.QuoteId - 1,
        limit: 10,
      }),
    );
    expect(all).toEqual([first.QuoteId, second.QuoteId]);
    expect(all).not.toContain(open.QuoteId);
    expect(all).not.toContain(cancelled.QuoteId);
  });

  it('saveRevised stores many quotes at Revision + 1 with their notes, and skips one changed meanwhile (issue 5)', async () => {
    const email = uniqueEmail();
    const a = unwrap(await repository.insert(aQuote({}, { EmailAddress: email }), '2026-05-04T10:00:00Z'));
    const b = unwrap(await repository.insert(aQuote({}, { EmailAddress: email }), '2026-05-04T10:00:00Z'));
    // b is edited by a customer after the staff member read it.
    unwrap(await repository.update(b.QuoteId, (q) => ({ ok: true, quote: q }), '2026-05-04T10:30:00Z'));
    const note = { by: 'ops@relomove.test', reason: 'bulk re-price' };
    const repriced = (q: Quote): Quote => ({ ...q, Details: { ...q.Details, HouseSize: 'Studio' } });
    const outcome = unwrap(
      await repository.saveRevised(
        [
          { quote: repriced(a), note },
          { quote: repriced(b), note },
        ],
        '2026-05-04T11:00:00Z',
      ),
    );
    expect(outcome.conflicts).toEqual([b.QuoteId]);
    expect(outcome.saved.map((q) => [q.QuoteId, q.Revision])).toEqual([[a.QuoteId, 2]]);
    const storedA = unwrap(await repository.findById(a.QuoteId));
    expect(storedA).toMatchObject({ Revision: 2, Details: { HouseSize: 'Studio' } });
    expect(unwrap(await repository.findById(b.QuoteId))?.Details.HouseSize).toBe(b.Details.HouseSize);
    expect(unwrap(await repository.history(a.QuoteId, 5))[0]).toMatchObject({
      changedBy: 'ops@relomove.test',
      toRevision: 2,
    });
    // The stored revision column moved with the document: a customer's edit at revision 2 still works.
    const edited = unwrap(
      await repository.update(
        a.QuoteId,
        expectingRevision(2, (q) => q),
        '2026-05-04T12:00:00Z',
      ),
    );
    expect(edited.ok).toBe(true);
  });
});
