/**
 * Issue 29 "One charge engine": the idempotency keys every kind of charge sends to the processors and
 * writes to the ledger stay byte for byte what they were before the two charge paths (ChargeMove and
 * ledger-moves.ts) were folded into one executor. The expectations come from `expectedKeys`, a pure
 * description of the keys written here from the code as it was (issue 12), not from the code under test:
 *
 * - the Transit charge (and a cancellation's fee, a balance payment): `charge:<move>:<due>:<token>` for a
 *   card or an Affirm virtual card, `charge:<move>:<due>:paypal:<order>` for PayPal;
 * - an amount charged after booking (a price increase): `<prefix>:charge:<amount>:<token>`;
 * - a storage period: `storage:<move>:<k>:<amount>:<token>`;
 * - then `:<try>`, where try is one more than the Failure rows under the base that moved the charge on
 *   (a card: TechnicalError only; PayPal: every Failure), and `:authorize`, `:capture` or
 *   `:<step>:failed`;
 * - a refund: `<prefix>:refund:<capture>:<amount>:<try>` (`:failed` for a refusal); a void:
 *   `<prefix>:void:<authorization>`.
 *
 * The fakes answer each step as the scenario says and record every key sent and every ledger row written.
 */
import { fc, test } from '@fast-check/vitest';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect } from 'vitest';
import { executeCharge, HoldRow } from '../../application/payments/charge-engine';
import { ChargeMove } from '../../application/payments/charge-move';
import { refundAmount, voidHolds } from '../../application/payments/ledger-moves';
import type { AffirmGateway } from '../../application/ports/affirm-gateway';
import type { PaymentGateway } from '../../application/ports/payment-gateway';
import type { PaymentLedger, StoredLedgerEntry } from '../../application/ports/payment-ledger';
import type { PayPalGateway } from '../../application/ports/paypal-gateway';
import type { QuoteRepository } from '../../application/ports/quote-repository';
import type { ReservationRepository } from '../../application/ports/reservation-repository';
import { type Cents, cents } from '../../domain/money/money';
import { amountChargeKeyBase, storageChargeKeyBase } from '../../domain/payment/charge-keys';
import { type CardResult, PaymentMethod } from '../../domain/payment/enums';
import { type LedgerEntry, LedgerEntryKind, LedgerReason } from '../../domain/payment/ledger-entry';
import { WebReservationFlag } from '../../domain/quote/enums';
import { exampleQuote } from '../../domain/quote/example-quote';
import type { Quote } from '../../domain/quote/types';
import { aLedgerEntry } from '../fixtures/ledger';
import { TestClock } from '../support/test-clock';

const KINDS = [
  'transit-card',
  'transit-affirm',
  'transit-paypal',
  'amount',
  'storage',
  'refund',
  'void',
] as const;
type Kind = (typeof KINDS)[number];

/** How the processor answers the first step (authorize, refund, void) and the capture. */
const FIRST = ['approved', 'declined', 'technical'] as const;
const SECOND = ['approved', 'technical', 'unknown'] as const;

interface Scenario {
  kind: Kind;
  quoteId: number;
  amount: number;
  token: string;
  orderId: string;
  prefix: string;
  k: number;
  /** Failure rows already under the base: TechnicalError ones, and others (declines). */
  priorTechnical: number;
  priorOther: number;
  /** Refunds and voids: at the card processor, or PayPal. */
  viaPayPal: boolean;
  first: (typeof FIRST)[number];
  second: (typeof SECOND)[number];
}

const scenario: fc.Arbitrary<Scenario> = fc.record({
  kind: fc.constantFrom(...KINDS),
  quoteId: fc.integer({ min: 1, max: 9_999_999 }),
  amount: fc.integer({ min: 1, max: 5_000_000 }),
  token: fc.stringMatching(/^card_[a-z0-9]{1,10}$/),
  orderId: fc.stringMatching(/^[A-Z0-9]{6,17}$/),
  prefix: fc.constantFrom('cancel', 'price', 'pay'),
  k: fc.integer({ min: 2, max: 20 }),
  priorTechnical: fc.integer({ min: 0, max: 3 }),
  priorOther: fc.integer({ min: 0, max: 2 }),
  viaPayPal: fc.boolean(),
  first: fc.constantFrom(...FIRST),
  second: fc.constantFrom(...SECOND),
});

const keyPrefixOf = (s: Scenario) =>
  s.prefix === 'price' ? `price:${s.quoteId}:r${s.k}` : `${s.prefix}:${s.quoteId}`;

/** The base of the scenario's keys (before `:<try>`), and whether every Failure moves it to the next try. */
function baseOf(s: Scenario): { base: string; everyFailure: boolean } {
  switch (s.kind) {
    case 'transit-card':
    case 'transit-affirm':
      return { base: `charge:${s.quoteId}:${s.amount}:${s.token}`, everyFailure: false };
    case 'transit-paypal':
      return { base: `charge:${s.quoteId}:${s.amount}:paypal:${s.orderId}`, everyFailure: true };
    case 'amount':
      return { base: `${keyPrefixOf(s)}:charge:${s.amount}:${s.token}`, everyFailure: false };
    case 'storage':
      return { base: `storage:${s.quoteId}:${s.k}:${s.amount}:${s.token}`, everyFailure: false };
    case 'refund':
      return { base: `${keyPrefixOf(s)}:refund:cap_paid:${s.amount}`, everyFailure: false };
    case 'void':
      return { base: `${keyPrefixOf(s)}:void:auth_open`, everyFailure: false };
  }
}

/** The keys of the Failure rows already in the ledger (under the base, and one under a neighbour). */
function priorFailures(s: Scenario): { key: string; result: CardResult }[] {
  if (s.kind === 'void') return [];
  const { base } = baseOf(s);
  const step = s.kind === 'refund' ? 'failed' : 'authorize:failed';
  const rows: { key: string; result: CardResult }[] = [];
  for (let i = 0; i < s.priorTechnical + s.priorOther; i++)
    rows.push({
      key: `${base}:${i + 1}:${step}`,
      result: i < s.priorTechnical ? 'TechnicalError' : 'CardDeclined',
    });
  // A neighbouring base (its amount one digit longer) never counts.
  rows.push({ key: `${base}0:1:${step}`, result: 'TechnicalError' });
  return rows;
}

/**
 * What the processors are sent and the ledger gets, in order: the pure description of the keys. A key the
 * ledger holds already is not written again (a card's decline answered again for its key).
 */
function expectedKeys(s: Scenario): { sent: string[]; written: string[] } {
  const { sent, written } = keysOfTry(s);
  const held = new Set(priorFailures(s).map((r) => r.key));
  return { sent, written: written.filter((key) => !held.has(key)) };
}

function keysOfTry(s: Scenario): { sent: string[]; written: string[] } {
  const { base, everyFailure } = baseOf(s);
  if (s.kind === 'void') {
    const key = base;
    return { sent: [key], written: s.first === 'approved' ? [key] : [] };
  }
  const tries = everyFailure ? s.priorTechnical + s.priorOther : s.priorTechnical;
  const key = `${base}:${tries + 1}`;
  if (s.kind === 'refund') return { sent: [key], written: [s.first === 'approved' ? key : `${key}:failed`] };
  const authorize = `${key}:authorize`;
  const capture = `${key}:capture`;
  if (s.first !== 'approved') return { sent: [authorize], written: [`${key}:authorize:failed`] };
  const failedCapture = s.second !== 'approved';
  // The Transit charge writes its hold with its capture; an amount charge writes the hold first.
  const transit = s.kind.startsWith('transit');
  const written = failedCapture
    ? transit
      ? [`${key}:capture:failed`]
      : [authorize, `${key}:capture:failed`]
    : [authorize, capture];
  return { sent: [authorize, capture], written };
}

/** A ledger in memory with the port's contract (a key stored once), remembering the keys written now. */
class MemoryLedger implements PaymentLedger {
  readonly rows: StoredLedgerEntry[] = [];
  readonly written: string[] = [];
  private readonly quoteId: number;
  constructor(quoteId: number) {
    this.quoteId = quoteId;
  }
  entries() {
    return okAsync(this.rows.filter((r) => r.quoteId === this.quoteId));
  }
  append(entries: readonly LedgerEntry[]) {
    let added = 0;
    const rows = entries.map((entry) => {
      const found = this.rows.find((r) => r.idempotencyKey === entry.idempotencyKey);
      if (found) return found;
      const row = { ...entry, id: this.rows.length + 1 };
      this.rows.push(row);
      this.written.push(entry.idempotencyKey);
      added += 1;
      return row;
    });
    return okAsync({ rows, added });
  }
  page() {
    return okAsync(this.rows);
  }
}

const LATER = '2099-01-01T00:00:00.000Z';

/** The card processor and PayPal, answering as the scenario says, recording every key sent. */
function processors(s: Scenario, sent: string[]) {
  const technical = { Result: 'TechnicalError', message: 'try again' } as const;
  const unknown = { Result: 'UnknownError', message: 'no answer' } as const;
  const declined = { Result: 'CardDeclined', reason: 'generic_decline', message: 'declined' } as const;
  const firstAnswer = <A>(approved: A) =>
    s.first === 'approved' ? approved : s.first === 'declined' ? declined : technical;
  const gateway = {
    authorize: (r: { amount: Cents; idempotencyKey: string }) => {
      sent.push(r.idempotencyKey);
      return okAsync(
        firstAnswer({
          Result: 'CardApproved',
          authorizationId: 'auth_new',
          amount: r.amount,
          expiresAt: LATER,
        }),
      );
    },
    capture: (r: { authorizationId: string; amount: Cents; idempotencyKey: string }) => {
      sent.push(r.idempotencyKey);
      const approved = {
        Result: 'CardApproved',
        captureId: 'cap_new',
        authorizationId: r.authorizationId,
        amount: r.amount,
        released: 0,
      };
      return okAsync(s.second === 'approved' ? approved : s.second === 'technical' ? technical : unknown);
    },
    refund: (r: { captureId: string; amount: Cents; idempotencyKey: string }) => {
      sent.push(r.idempotencyKey);
      return okAsync(
        s.first === 'approved'
          ? {
              Result: 'CardApproved',
              refundId: 're_new',
              captureId: r.captureId,
              amount: r.amount,
              refundable: 0,
            }
          : technical,
      );
    },
    void: (r: { authorizationId: string; idempotencyKey: string }) => {
      sent.push(r.idempotencyKey);
      return okAsync(
        s.first === 'approved'
          ? { Result: 'CardApproved', voidId: 'void_new', authorizationId: r.authorizationId, released: 0 }
          : technical,
      );
    },
  } as unknown as PaymentGateway;
  const refusal = (kind: string) => errAsync({ kind, message: kind });
  const paypal = {
    authorizeOrder: (orderId: string, requestId: string) => {
      sent.push(requestId);
      if (s.first === 'declined') return refusal('INSTRUMENT_DECLINED');
      if (s.first === 'technical') return refusal('ORDER_NOT_APPROVED');
      return okAsync({
        authorizationId: 'pp_auth',
        orderId,
        amount: cents(s.amount),
        status: 'CREATED',
        createdAt: LATER,
        expiresAt: LATER,
        honorUntil: LATER,
        reauthorizationOf: null,
      });
    },
    captureAuthorization: (authorizationId: string, amount: Cents, requestId: string) => {
      sent.push(requestId);
      if (s.second !== 'approved') return refusal('AUTHORIZATION_EXPIRED');
      return okAsync({
        captureId: 'pp_cap',
        authorizationId,
        orderId: s.orderId,
        amount,
        status: 'COMPLETED',
      });
    },
    refundCapture: (captureId: string, amount: Cents, requestId: string) => {
      sent.push(requestId);
      if (s.first !== 'approved') return refusal('INVALID_RESOURCE_ID');
      return okAsync({ refundId: 'pp_re', captureId, orderId: s.orderId, amount, status: 'COMPLETED' });
    },
    voidAuthorization: (authorizationId: string, requestId: string) => {
      sent.push(requestId);
      if (s.first !== 'approved') return refusal('PREVIOUSLY_CAPTURED');
      return okAsync({ authorizationId, orderId: s.orderId, amount: cents(s.amount), status: 'VOIDED' });
    },
  } as unknown as PayPalGateway;
  const affirm = {
    checkout: () => okAsync({ status: 'Authorized', loan: { approvedAmount: cents(s.amount) } }),
    finalize: () => okAsync({}),
  } as unknown as AffirmGateway;
  return { gateway, paypal, affirm };
}

/** The move booked for `amount` with the scenario's method. */
function bookedMove(s: Scenario): Quote {
  const base = exampleQuote({}, { Reserved: true, WebReservationFlag: WebReservationFlag.Reserve });
  const reservation = base.Details.Reservation;
  if (!reservation) throw new Error('the example quote has a reservation');
  const card = {
    expirationDate: '12/2030',
    name: 'Casey Demo',
    zip: '10001',
    lastFour: '4242',
    type: 'Visa',
    usage: 'Reservation',
    paymentProfileId: s.token,
  };
  const method =
    s.kind === 'transit-paypal'
      ? { Method: 'PayPal', PaymentReferenceID: s.orderId, CreditCard: null }
      : s.kind === 'transit-affirm'
        ? { Method: 'AffirmVCN', PaymentReferenceID: 'affirm_checkout', CreditCard: card }
        : { Method: 'CreditCard', PaymentReferenceID: null, CreditCard: card };
  return {
    ...base,
    QuoteId: s.quoteId,
    Revision: 1,
    Details: {
      ...base.Details,
      Reservation: {
        ...reservation,
        TotalPrice: cents(s.amount),
        PaymentMethods: [
          { Status: 'Active', PaymentSubType: null, AffirmPaymentData: null, ...method },
        ] as unknown as typeof reservation.PaymentMethods,
      },
    },
  };
}

/** Runs the scenario's charge on the code under test; answers the keys sent and written. */
async function run(s: Scenario): Promise<{ sent: string[]; written: string[] }> {
  const sent: string[] = [];
  const ledger = new MemoryLedger(s.quoteId);
  const method = s.kind === 'transit-paypal' || s.viaPayPal ? PaymentMethod.PayPal : PaymentMethod.CreditCard;
  for (const prior of priorFailures(s)) {
    ledger.rows.push({
      ...aLedgerEntry({
        quoteId: s.quoteId,
        kind: LedgerEntryKind.Failure,
        processorReference: '',
        idempotencyKey: prior.key,
        method,
        failure: { result: prior.result, message: 'earlier' },
      }),
      id: ledger.rows.length + 1,
    });
  }
  if (s.kind === 'refund' || s.kind === 'void') {
    const held = { quoteId: s.quoteId, method, amount: cents(s.amount), reason: LedgerReason.TransitCharge };
    ledger.rows.push({
      ...aLedgerEntry({ ...held, kind: LedgerEntryKind.Authorization, processorReference: 'auth_open' }),
      id: ledger.rows.length + 1,
    });
    if (s.kind === 'refund')
      ledger.rows.push({
        ...aLedgerEntry({
          ...held,
          kind: LedgerEntryKind.Capture,
          processorReference: 'cap_paid',
          relatesTo: 'auth_open',
        }),
        id: ledger.rows.length + 1,
      });
  }
  const before = ledger.written.length;
  const { gateway, paypal, affirm } = processors(s, sent);
  const clock = new TestClock();
  const deps = { ledger, gateway, paypal, clock };
  const context = { quoteId: s.quoteId, userId: 7, actor: 'system' as const, keyPrefix: keyPrefixOf(s) };
  const rows = (await ledger.entries())._unsafeUnwrap();
  const input = { amount: cents(s.amount), reason: LedgerReason.PriceIncrease, rows };
  const card = { method: PaymentMethod.CreditCard, token: s.token };
  switch (s.kind) {
    case 'transit-card':
    case 'transit-affirm':
    case 'transit-paypal': {
      const quote = bookedMove(s);
      const quotes = { findById: () => okAsync(quote) } as unknown as QuoteRepository;
      const reservations = { ownerOf: () => okAsync(7) } as unknown as ReservationRepository;
      const charge = new ChargeMove({ ...deps, affirm, quotes, reservations });
      const viewer = { userId: 7, email: 'c@example.com', role: 'customer' } as const;
      (await charge.execute({ viewer, quoteId: s.quoteId, actor: 'system' }))._unsafeUnwrap();
      break;
    }
    case 'amount':
    case 'storage': {
      // An amount charged after booking, and a storage period: the hold is written before the capture.
      const keyBase =
        s.kind === 'amount'
          ? amountChargeKeyBase(context.keyPrefix, cents(s.amount), s.token)
          : storageChargeKeyBase(s.quoteId, s.k, cents(s.amount), s.token);
      const request = { ...input, to: card, keyBase, holdRow: HoldRow.BeforeCapture };
      (await executeCharge(deps, context, request))._unsafeUnwrap();
      break;
    }
    case 'refund':
      (await refundAmount(deps, context, input))._unsafeUnwrap();
      break;
    case 'void':
      (await voidHolds(deps, context, input))._unsafeUnwrap();
      break;
  }
  return { sent, written: ledger.written.slice(before) };
}

describe('the idempotency keys of every kind of charge (issue 29 "One charge engine", issue 12)', () => {
  test.prop([scenario], { numRuns: 300 })(
    'each kind of charge sends and writes exactly the keys of its pure description, byte for byte',
    async (s) => {
      expect(await run(s)).toEqual(expectedKeys(s));
    },
  );
});
