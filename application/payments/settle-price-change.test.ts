import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { type Cents, cents } from '../../domain/money/money';
import { ledgerProblems } from '../../domain/payment/ledger';
import type { LedgerEntry } from '../../domain/payment/ledger-entry';
import { WebReservationFlag } from '../../domain/quote/enums';
import { exampleQuote } from '../../domain/quote/example-quote';
import type { Quote } from '../../domain/quote/types';
import { authorization, capture } from '../../tests/fixtures/ledger';
import { TestClock } from '../../tests/support/test-clock';
import { TEST_NOW } from '../../tests/support/test-today';
import type { PaymentGateway } from '../ports/payment-gateway';
import type { PaymentLedger, StoredLedgerEntry } from '../ports/payment-ledger';
import type { PayPalGateway } from '../ports/paypal-gateway';
import { SettlePriceChange } from './settle-price-change';

const MOVE = 1001;
const TOKEN = 'card_ok';

/** A ledger in memory with the port's contract: a key is stored once, rows in order. */
class MemoryLedger implements PaymentLedger {
  readonly rows: StoredLedgerEntry[] = [];
  entries() {
    return okAsync(this.rows.filter((r) => r.quoteId === MOVE));
  }
  append(entries: readonly LedgerEntry[]) {
    let added = 0;
    const rows = entries.map((entry) => {
      const found = this.rows.find((r) => r.idempotencyKey === entry.idempotencyKey);
      if (found) return found;
      const row = { ...entry, id: this.rows.length + 1 };
      this.rows.push(row);
      added += 1;
      return row;
    });
    return okAsync({ rows, added });
  }
  page() {
    return okAsync(this.rows);
  }
}

/**
 * A processor that approves every card but `card_declines` and answers a repeated key with its first
 * answer (payments.md), counting the operations it really did.
 */
function processor() {
  const answers = new Map<string, unknown>();
  const done: string[] = [];
  const once = <A>(key: string, kind: string, work: () => A) => {
    if (!answers.has(key)) {
      answers.set(key, work());
      done.push(kind);
    }
    return okAsync(answers.get(key) as A);
  };
  const gateway = {
    authorize: (r: { token: string; amount: Cents; idempotencyKey: string }) =>
      once(r.idempotencyKey, 'authorize', () =>
        r.token === 'card_declines'
          ? { Result: 'CardDeclined', reason: 'generic_decline', message: 'Your card was declined.' }
          : {
              Result: 'CardApproved',
              authorizationId: `auth_${answers.size}`,
              amount: r.amount,
              expiresAt: new Date(Date.parse(TEST_NOW) + 15 * 86_400_000).toISOString(),
            },
      ),
    capture: (r: { authorizationId: string; amount: Cents; idempotencyKey: string }) =>
      once(r.idempotencyKey, 'capture', () => ({
        Result: 'CardApproved',
        captureId: `cap_${answers.size}`,
        authorizationId: r.authorizationId,
        amount: r.amount,
        released: 0,
      })),
    refund: (r: { captureId: string; amount: Cents; idempotencyKey: string }) =>
      once(r.idempotencyKey, 'refund', () => ({
        Result: 'CardApproved',
        refundId: `re_${answers.size}`,
        captureId: r.captureId,
        amount: r.amount,
        refundable: 0,
      })),
  } as unknown as PaymentGateway;
  return { gateway, done };
}

/** The example move, booked at revision `revision` for `total`, paid with the card `token`. */
function bookedMove(total: number, revision: number, token = TOKEN): Quote {
  const base = exampleQuote({}, { Reserved: true, WebReservationFlag: WebReservationFlag.Reserve });
  const reservation = base.Details.Reservation;
  if (!reservation) throw new Error('the example quote has a reservation');
  return {
    ...base,
    QuoteId: MOVE,
    Revision: revision,
    Details: {
      ...base.Details,
      Reservation: {
        ...reservation,
        TotalPrice: cents(total),
        PaymentMethods: [
          {
            Method: 'CreditCard',
            Status: 'Active',
            PaymentReferenceID: null,
            PaymentSubType: null,
            AffirmPaymentData: null,
            CreditCard: {
              expirationDate: '12/2030',
              name: 'Casey Demo',
              zip: '10001',
              lastFour: '4242',
              type: 'Visa',
              usage: 'Reservation',
              paymentProfileId: token,
            },
          },
        ],
      },
    },
  };
}

function setUp(charged: number) {
  const ledger = new MemoryLedger();
  if (charged > 0) {
    ledger.rows.push(
      { ...authorization('auth_t', charged, { quoteId: MOVE }), id: 1 },
      { ...capture('cap_t', 'auth_t', charged, { quoteId: MOVE }), id: 2 },
    );
  }
  const { gateway, done } = processor();
  // Card moves only: PayPal is never called here (tests/contract/booking-payments covers PayPal refunds).
  const paypal = new Proxy({} as PayPalGateway, {
    get: (_, name) => () => {
      throw new Error(`PayPal was called (${String(name)}) for a card move`);
    },
  });
  const settle = new SettlePriceChange({ ledger, gateway, paypal, clock: new TestClock() });
  const run = (quote: Quote, oldTotal: number) =>
    settle.execute({ quote, userId: 7, oldTotal: cents(oldTotal), actor: 'staff' });
  return { ledger, done, run };
}

describe('SettlePriceChange (issue 12 "Price changes after payment")', () => {
  it('moves no money before anything was captured: the Transit charge takes the new total', async () => {
    const { ledger, done, run } = setUp(0);
    const out = (await run(bookedMove(90_000, 3), 100_000))._unsafeUnwrap();
    expect(out.settlement).toEqual({ kind: 'none' });
    expect(ledger.rows).toEqual([]);
    expect(done).toEqual([]);
  });

  it('refunds a lower price to the capture that paid, as one Refund row with the reason', async () => {
    const { ledger, run } = setUp(100_000);
    const out = (await run(bookedMove(90_000, 3), 100_000))._unsafeUnwrap();
    expect(out.settlement).toMatchObject({ kind: 'refund', amount: 10_000 });
    expect(ledger.rows.slice(2).map((r) => [r.kind, r.amount, r.relatesTo, r.reason, r.actor])).toEqual([
      ['Refund', 10_000, 'cap_t', 'Price change: the difference refunded', 'staff'],
    ]);
    expect(ledgerProblems(ledger.rows)).toEqual([]);
  });

  it('charges a higher price’s difference to the card: an Authorization and a Capture with the reason', async () => {
    const { ledger, run } = setUp(100_000);
    const out = (await run(bookedMove(112_500, 3), 100_000))._unsafeUnwrap();
    expect(out.charge).toMatchObject({ kind: 'Charged', amount: 12_500 });
    expect(ledger.rows.slice(2).map((r) => [r.kind, r.amount, r.reason])).toEqual([
      ['Authorization', 12_500, 'Price change: the difference charged'],
      ['Capture', 12_500, 'Price change: the difference charged'],
    ]);
    expect(ledgerProblems(ledger.rows)).toEqual([]);
  });

  it('moves the money of one change once: a retry of the same revision adds nothing and calls nothing new', async () => {
    const { ledger, done, run } = setUp(100_000);
    await run(bookedMove(90_000, 3), 100_000);
    const rows = ledger.rows.length;
    const calls = done.length;
    const again = (await run(bookedMove(90_000, 3), 100_000))._unsafeUnwrap();
    expect(again.refunded).toEqual([]);
    expect(ledger.rows).toHaveLength(rows);
    expect(done).toHaveLength(calls);
  });

  it('records a declined difference as a Failure row (the balance stays due; the customer pays on the payment tool)', async () => {
    const { ledger, run } = setUp(100_000);
    const out = (await run(bookedMove(110_000, 4, 'card_declines'), 100_000))._unsafeUnwrap();
    expect(out.charge).toMatchObject({ kind: 'Failed', result: 'CardDeclined', retryable: false });
    expect(ledger.rows.slice(2).map((r) => [r.kind, r.amount, r.failure?.result])).toEqual([
      ['Failure', 10_000, 'CardDeclined'],
    ]);
  });
});
