import { describe, expect, it } from 'vitest';
import { authorization, capture, failure, refund, voidOf } from '../../tests/fixtures/ledger';
import { cents } from '../money/money';
import { PaymentMethod } from './enums';
import {
  balanceDue,
  canAppend,
  entryWithIdempotencyKey,
  ledgerProblems,
  ledgerTotals,
  openAuthorizations,
  overpaid,
  refundableCaptures,
  refundPlan,
  unsettledAuthorizations,
} from './ledger';
import { LedgerReason, moveRows } from './ledger-entry';

const paidLedger = [
  authorization('auth_1', 50_000),
  capture('cap_1', 'auth_1', 45_000),
  refund('ref_1', 'cap_1', 5_000),
  authorization('auth_2', 10_000),
  voidOf('void_2', 'auth_2', 10_000),
  failure('fail_1', 20_000),
];

describe('ledgerTotals: balances are sums of rows (architecture 13)', () => {
  it('sums each kind and nets refunds off captures', () => {
    expect(ledgerTotals(paidLedger)).toEqual({
      authorized: 60_000,
      captured: 45_000,
      refunded: 5_000,
      voided: 10_000,
      failed: 20_000,
      netCaptured: 40_000,
    });
  });

  it('is all zero for an empty ledger', () => {
    expect(ledgerTotals([])).toEqual({
      authorized: 0,
      captured: 0,
      refunded: 0,
      voided: 0,
      failed: 0,
      netCaptured: 0,
    });
  });
});

describe('balanceDue and overpaid: the total against the net captured', () => {
  it('owes the total minus net captures', () => {
    expect(balanceDue(cents(50_000), paidLedger)).toBe(10_000);
    expect(overpaid(cents(50_000), paidLedger)).toBe(0);
  });

  it('never owes below zero; what was taken beyond the total is to be refunded', () => {
    expect(balanceDue(cents(30_000), paidLedger)).toBe(0);
    expect(overpaid(cents(30_000), paidLedger)).toBe(10_000);
  });

  it('owes the whole total while nothing is captured (an authorization is no payment)', () => {
    expect(balanceDue(cents(12_345), [authorization('auth_1', 12_345)])).toBe(12_345);
  });
});

describe('storage charges are not part of the move price (issue 13)', () => {
  const storage = { reason: LedgerReason.StorageCharge };
  const withStorage = [
    ...paidLedger,
    authorization('sauth_1', 12_000, storage),
    capture('scap_1', 'sauth_1', 12_000, storage),
    refund('sref_1', 'scap_1', 2_000),
    failure('sfail_2', 12_000, storage),
  ];

  it('moveRows leaves out the storage rows and the rows acting on them (a refund of a storage capture)', () => {
    expect(moveRows(withStorage)).toEqual(paidLedger);
  });

  it('a storage capture is neither a payment of the balance nor an overpayment, and is never offered for a refund', () => {
    expect(balanceDue(cents(50_000), withStorage)).toBe(10_000);
    expect(overpaid(cents(30_000), withStorage)).toBe(10_000);
    expect(refundableCaptures(withStorage).map((c) => c.capture.processorReference)).toEqual(['cap_1']);
    expect(refundPlan(withStorage, cents(40_001)).isErr()).toBe(true);
    // What was captured in all stays the sum of every capture (relomove payments shows it).
    expect(ledgerTotals(withStorage).captured).toBe(57_000);
  });
});

describe('openAuthorizations: what can still be captured', () => {
  const at = (iso: string) => `${iso}T12:00:00.000Z`;

  it('lists holds neither captured, voided nor expired', () => {
    const entries = [
      authorization('auth_1', 1_000, { expiresAt: at('2026-12-08') }),
      authorization('auth_2', 2_000, { expiresAt: at('2026-12-03') }),
      authorization('auth_3', 3_000),
      capture('cap_3', 'auth_3', 3_000),
      authorization('auth_4', 4_000),
      voidOf('void_4', 'auth_4', 4_000),
    ];
    const open = openAuthorizations(entries, at('2026-12-05'));
    expect(open).toEqual([{ authorization: entries[0], capturable: 1_000, expiresAt: at('2026-12-08') }]);
  });

  it('treats a hold as expired from its expiry instant on, and a hold with no expiry as open', () => {
    const entries = [
      authorization('auth_1', 1_000, { expiresAt: at('2026-12-08') }),
      authorization('auth_2', 5),
    ];
    expect(openAuthorizations(entries, '2026-12-08T11:59:59.999Z')).toHaveLength(2);
    expect(
      openAuthorizations(entries, at('2026-12-08')).map((o) => o.authorization.processorReference),
    ).toEqual(['auth_2']);
  });

  it('unsettledAuthorizations keeps expired holds too: a cancellation voids them all', () => {
    const entries = [
      authorization('auth_1', 1_000, { expiresAt: at('2026-12-02') }),
      authorization('auth_2', 5),
    ];
    expect(unsettledAuthorizations(entries).map((e) => e.processorReference)).toEqual(['auth_1', 'auth_2']);
  });
});

describe('refunds go back to the captures that paid', () => {
  const entries = [
    authorization('auth_1', 10_000),
    capture('cap_1', 'auth_1', 10_000),
    authorization('auth_2', 3_000),
    capture('cap_2', 'auth_2', 3_000),
    refund('ref_2', 'cap_2', 1_000),
  ];

  it('refundableCaptures lists what is left of each capture', () => {
    expect(refundableCaptures(entries).map((c) => [c.capture.processorReference, c.refundable])).toEqual([
      ['cap_1', 10_000],
      ['cap_2', 2_000],
    ]);
  });

  it('refundPlan takes from the latest capture first', () => {
    const plan = refundPlan(entries, cents(5_000))._unsafeUnwrap();
    expect(plan.map((p) => [p.capture.processorReference, p.amount])).toEqual([
      ['cap_2', 2_000],
      ['cap_1', 3_000],
    ]);
  });

  it('refundPlan refuses more than was captured and not refunded', () => {
    expect(refundPlan(entries, cents(12_001))._unsafeUnwrapErr()).toEqual({
      kind: 'RefundExceedsCaptures',
      message: 'Cannot refund $120.01: only $120.00 was captured and not yet refunded',
    });
  });
});

describe('canAppend refuses a row that would break an invariant (issue 12, the ledger)', () => {
  const held = [authorization('auth_1', 10_000, { expiresAt: '2026-12-08T12:00:00.000Z' })];

  const refusal = (entries: Parameters<typeof canAppend>[0], entry: Parameters<typeof canAppend>[1]) =>
    canAppend(entries, entry)._unsafeUnwrapErr();

  it('accepts a capture of up to the authorized amount, once', () => {
    expect(canAppend(held, capture('cap_1', 'auth_1', 10_000)).isOk()).toBe(true);
    expect(canAppend(held, capture('cap_1', 'auth_1', 1)).isOk()).toBe(true);
  });

  it('refuses a capture without an authorization', () => {
    expect(refusal([], capture('cap_1', 'auth_1', 100))).toEqual({
      kind: 'CaptureWithoutAuthorization',
      message: 'Capture cap_1 names authorization auth_1, which is not in the ledger before it',
    });
  });

  it('refuses a capture above the authorization', () => {
    expect(refusal(held, capture('cap_1', 'auth_1', 10_001))).toEqual({
      kind: 'CaptureExceedsAuthorization',
      message: 'Capture cap_1 takes $100.01, more than the $100.00 of Authorization auth_1',
    });
  });

  it('refuses a second capture of one authorization', () => {
    const once = [...held, capture('cap_1', 'auth_1', 5_000)];
    expect(refusal(once, capture('cap_2', 'auth_1', 5_000)).kind).toBe('DuplicateCapture');
  });

  it('refuses a capture of a voided authorization, and a void of a captured one', () => {
    expect(refusal([...held, voidOf('void_1', 'auth_1', 10_000)], capture('cap_1', 'auth_1', 1)).kind).toBe(
      'AuthorizationClosed',
    );
    expect(refusal([...held, capture('cap_1', 'auth_1', 1)], voidOf('void_1', 'auth_1', 10_000))).toEqual({
      kind: 'AuthorizationClosed',
      message: 'Authorization auth_1 was already captured (cap_1); a captured authorization cannot be voided',
    });
  });

  it('refuses a capture at or after the hold expired (design/payments.md: about 7 days)', () => {
    const late = capture('cap_1', 'auth_1', 100, { at: '2026-12-08T12:00:00.000Z' });
    expect(refusal(held, late)).toEqual({
      kind: 'AuthorizationExpired',
      message:
        'Authorization auth_1 expired at 2026-12-08T12:00:00.000Z; Capture cap_1 at 2026-12-08T12:00:00.000Z is too late',
    });
    expect(
      canAppend(held, voidOf('void_1', 'auth_1', 10_000, { at: '2026-12-09T00:00:00.000Z' })).isOk(),
    ).toBe(true);
  });

  it('refuses a void that does not release the whole authorization', () => {
    expect(refusal(held, voidOf('void_1', 'auth_1', 9_999)).kind).toBe('VoidAmountMismatch');
  });

  it('refuses a refund without a capture, and refunds beyond the capture', () => {
    const captured = [...held, capture('cap_1', 'auth_1', 8_000), refund('ref_1', 'cap_1', 5_000)];
    expect(refusal(held, refund('ref_1', 'cap_1', 1)).kind).toBe('RefundWithoutCapture');
    expect(canAppend(captured, refund('ref_2', 'cap_1', 3_000)).isOk()).toBe(true);
    expect(refusal(captured, refund('ref_2', 'cap_1', 3_001))).toEqual({
      kind: 'RefundExceedsCapture',
      message: 'Refund ref_2 gives back $30.01, more than the $30.00 left to refund of Capture cap_1',
    });
  });

  it('refuses negative, zero and fractional amounts; a Failure may be $0 (a declined verification)', () => {
    expect(refusal([], authorization('auth_1', -1)).kind).toBe('InvalidAmount');
    expect(refusal([], authorization('auth_1', 0)).kind).toBe('InvalidAmount');
    expect(refusal([], authorization('auth_1', 10.5))).toEqual({
      kind: 'InvalidAmount',
      message: 'Authorization auth_1: the amount must be a positive whole number of cents, got 10.5',
    });
    expect(canAppend([], failure('fail_1', 0)).isOk()).toBe(true);
    expect(refusal([], failure('fail_1', -1)).kind).toBe('InvalidAmount');
  });

  it('refuses an idempotency key already in the ledger, so a retry never adds a row twice', () => {
    expect(refusal(held, authorization('auth_2', 100, { idempotencyKey: 'key-auth_1' }))).toEqual({
      kind: 'DuplicateIdempotencyKey',
      message: 'The idempotency key key-auth_1 is already in the ledger (Authorization auth_1)',
    });
    expect(entryWithIdempotencyKey(held, 'key-auth_1')).toBe(held[0]);
  });

  it('refuses a row of another move, a reference already in the ledger and another method', () => {
    expect(refusal(held, authorization('auth_2', 100, { quoteId: 7 })).kind).toBe('OtherMove');
    expect(refusal(held, authorization('auth_1', 100, { idempotencyKey: 'other' })).kind).toBe(
      'DuplicateReference',
    );
    expect(refusal(held, capture('cap_1', 'auth_1', 100, { method: PaymentMethod.PayPal }))).toEqual({
      kind: 'MethodMismatch',
      message: 'Capture cap_1 is by PayPal, but Authorization auth_1 is by CreditCard',
    });
  });

  it('refuses a Failure without its card result', () => {
    expect(refusal([], failure('fail_1', 100, { failure: null })).kind).toBe('FailureWithoutResult');
  });
});

describe('ledgerProblems: every broken invariant of a stored ledger', () => {
  it('is empty for a valid ledger', () => {
    expect(ledgerProblems(paidLedger)).toEqual([]);
  });

  it('names each bad row by position and key, judging later rows against the rows as written', () => {
    const problems = ledgerProblems([
      authorization('auth_1', 1_000),
      capture('cap_1', 'auth_1', 1_500),
      capture('cap_2', 'auth_1', 100),
      refund('ref_1', 'cap_9', 10),
      authorization('auth_2', 1_000, { idempotencyKey: 'key-auth_1' }),
    ]);
    expect(problems.map((p) => [p.index, p.idempotencyKey, p.kind])).toEqual([
      [1, 'key-cap_1', 'CaptureExceedsAuthorization'],
      [2, 'key-cap_2', 'DuplicateCapture'],
      [3, 'key-ref_1', 'RefundWithoutCapture'],
      [4, 'key-auth_1', 'DuplicateIdempotencyKey'],
    ]);
  });
});
