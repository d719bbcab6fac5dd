import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cents } from '../../domain/money/money';
import type { LedgerEntry } from '../../domain/payment/ledger-entry';
import { exampleQuote } from '../../domain/quote/example-quote';
import { databasesUnderTest, secondPool, warmUpDatabases } from '../../tests/support/test-databases';
import type { Database } from './database';
import { PgPaymentLedger } from './pg-payment-ledger';
import { PgQuoteRepository } from './pg-quote-repository';

const AT = '2026-12-01T15:00:00.000Z';

function entry(quoteId: number, key: string, over: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    quoteId,
    kind: 'Authorization',
    amount: cents(245_000),
    method: 'CreditCard',
    processorReference: `auth_${key}`,
    relatesTo: null,
    idempotencyKey: key,
    actor: 'system',
    at: AT,
    reason: 'Charged in transit',
    failure: null,
    expiresAt: '2026-12-06T15:00:00.000Z',
    ...over,
  };
}

beforeAll(warmUpDatabases, 120_000);

describe.each(databasesUnderTest())('the payments ledger on $name (issue 12, convention 13)', (underTest) => {
  let database: Database;
  let second: Database;
  let quoteId: number;
  beforeAll(async () => {
    database = await underTest.open();
    second = underTest.name === 'PostgreSQL' ? await secondPool(database) : database;
    quoteId = (await new PgQuoteRepository(database.db).insert(exampleQuote(), AT))._unsafeUnwrap().QuoteId;
  }, 120_000);
  afterAll(async () => {
    if (second !== database) await second.close();
    await database.close();
  });

  it('appends rows in order and reads them back exactly, amounts in cents', async () => {
    const ledger = new PgPaymentLedger(database.db);
    const auth = entry(quoteId, 'k-auth');
    const capture = entry(quoteId, 'k-capture', {
      kind: 'Capture',
      amount: cents(199_999),
      processorReference: 'cap_1',
      relatesTo: 'auth_k-auth',
      expiresAt: null,
    });
    const outcome = (await ledger.append([auth, capture]))._unsafeUnwrap();
    expect(outcome.added).toBe(2);
    const rows = (await ledger.entries(quoteId))._unsafeUnwrap();
    expect(rows.map(({ id: _id, ...rest }) => rest)).toEqual([auth, capture]);
    expect(rows[0]?.id).toBeLessThan(rows[1]?.id ?? 0);
  });

  it('a key already in the ledger adds nothing and answers the first row (a retry never writes twice)', async () => {
    const ledger = new PgPaymentLedger(database.db);
    const first = (await ledger.append([entry(quoteId, 'k-retry')]))._unsafeUnwrap();
    const again = (await ledger.append([entry(quoteId, 'k-retry', { amount: cents(1) })]))._unsafeUnwrap();
    expect(again.added).toBe(0);
    expect(again.rows).toEqual(first.rows);
  });

  it('50 concurrent appends of one key from two instances store one row', async () => {
    const ledgers = [new PgPaymentLedger(database.db), new PgPaymentLedger(second.db)];
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) => ledgers[i % 2]?.append([entry(quoteId, 'k-race')])),
    );
    expect(outcomes.reduce((n, o) => n + (o?._unsafeUnwrap().added ?? 0), 0)).toBe(1);
    const rows = (await ledgers[0]?.entries(quoteId))?._unsafeUnwrap() ?? [];
    expect(rows.filter((r) => r.idempotencyKey === 'k-race')).toHaveLength(1);
  });

  it('keeps a failure with its card result and message', async () => {
    const ledger = new PgPaymentLedger(database.db);
    const failure = entry(quoteId, 'k-fail', {
      kind: 'Failure',
      processorReference: '',
      expiresAt: null,
      failure: { result: 'CardDeclined', message: 'Your card was declined.' },
    });
    const [row] = (await ledger.append([failure]))._unsafeUnwrap().rows;
    expect(row?.failure).toEqual(failure.failure);
  });

  it('refuses to update or delete a row: the ledger is append-only', async () => {
    await expect(sql`update payment_ledger set amount_cents = 1`.execute(database.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from payment_ledger`.execute(database.db)).rejects.toThrow(/append-only/);
    const rows = (await new PgPaymentLedger(database.db).entries(quoteId))._unsafeUnwrap();
    expect(rows.length).toBeGreaterThan(0);
  });

  it('pages through every row in order, for reconciling', async () => {
    const ledger = new PgPaymentLedger(database.db);
    const all = (await ledger.entries(quoteId))._unsafeUnwrap();
    const first = (await ledger.page(0, 2))._unsafeUnwrap();
    const rest = (await ledger.page(first.at(-1)?.id ?? 0, 1000))._unsafeUnwrap();
    expect([...first, ...rest].filter((r) => r.quoteId === quoteId)).toEqual(all);
  });
});
