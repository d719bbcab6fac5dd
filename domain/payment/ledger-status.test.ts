import { describe, expect, it } from 'vitest';
import { cents } from '../money/money';
import type { CardResult } from './enums';
import type { LedgerEntry } from './ledger-entry';
import { chargeRefusedLast } from './ledger-status';

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
