import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { cents } from '../../domain/money/money';
import {
  AFFIRM_AUTHORIZATION_MS,
  AFFIRM_WINDOW_DECISIONS,
  type AffirmCheckoutFacts,
  cancelAffirmLoan,
  decideAffirmApplication,
  finalizeAffirmLoan,
} from '../../domain/payment/affirm';

const T0 = Date.parse('2026-11-21T15:00:00.000Z');
const amount = fc.integer({ min: 1, max: 10_000_000 }).map(cents);
const approvedFor = (approvedAmount: number): AffirmCheckoutFacts => ({
  application: 'Success',
  amount: cents(approvedAmount),
  openedAtMs: T0,
  approvedAtMs: T0,
  approvedAmount: cents(approvedAmount),
  cancelledAtMs: null,
  capturedAmount: null,
  cardHandedOver: false,
});

test.prop([amount, fc.double({ min: 0, max: 1, noNaN: true }), fc.nat({ max: AFFIRM_AUTHORIZATION_MS - 1 })])(
  'finalizing never loses a cent: captured plus released is the approved amount, and neither is negative (payments.md "Affirm")',
  (approved, share, elapsed) => {
    const captured = cents(Math.floor(approved * share));
    const decision = finalizeAffirmLoan(approvedFor(approved), captured, T0 + elapsed)._unsafeUnwrap();
    expect(decision.capturedAmount + decision.releasedAmount).toBe(approved);
    expect(decision.releasedAmount).toBeGreaterThanOrEqual(0);
  },
);

test.prop([amount, fc.integer({ min: 1, max: 1_000_000 })])(
  'a finalization never captures more than the approved amount',
  (approved, over) => {
    expect(finalizeAffirmLoan(approvedFor(approved), cents(approved + over), T0).isErr()).toBe(true);
  },
);

test.prop([amount, fc.constantFrom(...AFFIRM_WINDOW_DECISIONS), fc.constantFrom(...AFFIRM_WINDOW_DECISIONS)])(
  'a decided application takes no other decision, and a finalized or cancelled loan is never cancelled anew (§4)',
  (value, first, second) => {
    const open: AffirmCheckoutFacts = {
      ...approvedFor(value),
      application: 'Initial',
      approvedAtMs: null,
      approvedAmount: null,
    };
    const state = decideAffirmApplication(open, first, T0)._unsafeUnwrap();
    const after: AffirmCheckoutFacts =
      state === 'Success' ? approvedFor(value) : { ...open, application: state };
    const again = decideAffirmApplication(after, second, T0);
    expect(again.isOk()).toBe(state === 'HasNotApplied');
    const cancelled = cancelAffirmLoan({ ...after, cancelledAtMs: T0 }, T0);
    expect(cancelled).toEqual({ state: 'HasCancelled', changed: false });
  },
);
