import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AffirmSavedCard } from '../../application/ports/affirm-booking-checkouts';
import { cents } from '../../domain/money/money';
import { AFFIRM_CARD_USAGE } from '../../domain/payment/booking-payments';
import { exampleQuote } from '../../domain/quote/example-quote';
import { databasesUnderTest, warmUpDatabases } from '../../tests/support/test-databases';
import type { Database } from './database';
import { type AffirmBookingTables, PgAffirmBookingCheckouts } from './pg-affirm-booking-checkouts';
import { PgQuoteRepository } from './pg-quote-repository';

const AT = '2026-12-01T15:00:00.000Z';

const card = (token: string): AffirmSavedCard => ({
  creditCard: {
    paymentProfileId: token,
    type: 'Visa',
    lastFour: '4821',
    expirationDate: '12/2026',
    name: 'Affirm Sandbox Cardholder',
    zip: '94108',
    usage: AFFIRM_CARD_USAGE,
  },
  affirmPaymentData: {
    checkoutToken: 'ctk_1',
    priceAtLoanApproval: cents(248_950),
    cardType: 'Visa',
    cardName: 'Affirm Sandbox Cardholder',
    cardZip: '94108',
  },
  savedAt: AT,
});

beforeAll(warmUpDatabases, 120_000);

describe.each(databasesUnderTest())(
  'the Affirm checkouts opened for booking on $name (issue 12)',
  (underTest) => {
    let database: Database;
    let store: PgAffirmBookingCheckouts;
    let quoteId: number;
    beforeAll(async () => {
      database = await underTest.open();
      store = new PgAffirmBookingCheckouts(database.db.withTables<AffirmBookingTables>());
      quoteId = (await new PgQuoteRepository(database.db).insert(exampleQuote(), AT))._unsafeUnwrap().QuoteId;
    }, 120_000);
    afterAll(() => database.close());

    const opened = (checkoutId: string, idempotencyKey: string) => ({
      checkoutId,
      windowUrl: `/api/sandbox/affirm/checkouts/${checkoutId}`,
      quoteId,
      userId: 7,
      flow: 'AffirmVCN' as const,
      idempotencyKey,
      openedAt: AT,
    });

    it('keeps one checkout per user and Idempotency-Key: a second record with the key answers the first', async () => {
      const first = (await store.recordOpened(opened('chk_a', 'key-1')))._unsafeUnwrap();
      expect(first).toEqual({ ...opened('chk_a', 'key-1'), saved: null });
      const raced = (await store.recordOpened(opened('chk_b', 'key-1')))._unsafeUnwrap();
      expect(raced.checkoutId).toBe('chk_a');
      expect((await store.find('chk_b'))._unsafeUnwrap()).toBeNull();
      expect((await store.findByKey(7, 'key-1'))._unsafeUnwrap()?.checkoutId).toBe('chk_a');
      expect((await store.findByKey(8, 'key-1'))._unsafeUnwrap()).toBeNull();
    });

    it('records the saved virtual card once (the first stands) and reads it back in cents', async () => {
      await store.recordOpened(opened('chk_c', 'key-2'));
      const saved = (await store.recordSavedCard('chk_c', card('card_first')))._unsafeUnwrap();
      expect(saved.saved).toEqual(card('card_first'));
      const again = (await store.recordSavedCard('chk_c', card('card_second')))._unsafeUnwrap();
      expect(again.saved?.creditCard.paymentProfileId).toBe('card_first');
      expect((await store.find('chk_c'))._unsafeUnwrap()?.saved).toEqual(card('card_first'));
    });

    it('has no column for a card number or security code (PCI DSS 3.3.1.2, 3.5.1)', async () => {
      const columns = await sql<{ column_name: string }>`
      select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = 'affirm_booking_checkouts'`.execute(database.db);
      const names = columns.rows.map((r) => r.column_name);
      expect(names).toContain('card_last_four');
      expect(names.filter((n) => /number|cvc|security|code/.test(n) && n !== 'card_last_four')).toEqual([]);
    });
  },
);
