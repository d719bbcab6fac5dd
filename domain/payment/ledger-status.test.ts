import { describe, expect, it } from 'vitest';
import { cents } from '../money/money';
import type { CardResult } from './enums';
import { type LedgerEntry, LedgerReason } from './ledger-entry';
import { chargeRefusedLast, paymentInfoRequired } from './ledger-status';

const row = (kind: LedgerEntry['kind'], result: CardResult | null = null): LedgerEntry => ({
  quoteId: 1,
  kind,
  amount: cents(100),
  method: 'CreditCard',
  processorReference: '',
  relatesTo: null,
  idempotencyKey: `${kind}-${Math.random()}`,
  actor: 'system',
  at: '2026-12-01T00:00:00.000Z',
  reason: 'Charged in transit',
  failure: result ? { result, message: 'm' } : null,
});

describe('chargeRefusedLast (§3 PaymentInfoRequired, issue 12)', () => {
  it('is true when the last charge attempt was declined or refused, and nothing was captured after it', () => {
    expect(chargeRefusedLast([row('Failure', 'CardDeclined')])).toBe(true);
    expect(chargeRefusedLast([row('Authorization'), row('Failure', 'CardError')])).toBe(true);
  });
  it('is false after a capture, for a retryable failure (TechnicalError, UnknownError), and for no attempt', () => {
    expect(chargeRefusedLast([row('Failure', 'CardDeclined'), row('Authorization'), row('Capture')])).toBe(
      false,
    );
    expect(chargeRefusedLast([row('Failure', 'TechnicalError')])).toBe(false);
    expect(chargeRefusedLast([row('Failure', 'UnknownError')])).toBe(false);
    expect(chargeRefusedLast([])).toBe(false);
  });
  it('looks past refunds and voids to the last attempt', () => {
    expect(chargeRefusedLast([row('Failure', 'CardDeclined'), row('Void')])).toBe(true);
  });
});

describe('paymentInfoRequired (§3 PaymentInfoRequired, issues 12 and 13)', () => {
  const storage = (kind: LedgerEntry['kind'], result: CardResult | null = null): LedgerEntry => ({
    ...row(kind, result),
    reason: LedgerReason.StorageCharge,
  });
  it('issue 13: a declined storage charge asks for payment info though the move is paid, until a storage charge goes through', () => {
    const paid = [row('Authorization'), row('Capture')];
    expect(paymentInfoRequired(0, paid, true)).toBe(false);
    expect(paymentInfoRequired(0, [...paid, storage('Failure', 'CardDeclined')], true)).toBe(true);
    expect(
      paymentInfoRequired(
        0,
        [...paid, storage('Failure', 'CardDeclined'), storage('Authorization'), storage('Capture')],
        true,
      ),
    ).toBe(false);
    expect(paymentInfoRequired(0, [...paid, storage('Failure', 'TechnicalError')], true)).toBe(false);
  });
  it('issue 12: a balance due after a decline, or with no method left, needs payment info; a storage capture does not clear a declined move charge', () => {
    expect(paymentInfoRequired(100, [row('Failure', 'CardDeclined')], true)).toBe(true);
    expect(paymentInfoRequired(100, [], false)).toBe(true);
    expect(
      paymentInfoRequired(
        100,
        [row('Failure', 'CardDeclined'), storage('Authorization'), storage('Capture')],
        true,
      ),
    ).toBe(true);
    expect(paymentInfoRequired(0, [row('Failure', 'CardDeclined')], true)).toBe(false);
  });
});
