import { describe, expect, it } from 'vitest';
import { cents } from '../money/money';
import { AFFIRM_MESSAGES, AffirmLoanStatus } from './affirm';
import {
  type AffirmCheckoutFacts,
  affirmBookingRefusal,
  affirmChargeRefusal,
  affirmReturnUrl,
  BOOKING_PAYMENT_MESSAGES,
  cardResultOfPayPalIssue,
  payPalBookingRefusal,
  payPalReturnUrls,
} from './booking-payments';
import { PAYPAL_ISSUE_MESSAGES, PAYPAL_ISSUES } from './paypal';

const expected = { quoteId: 1000123, userId: 7, total: cents(245_000) };
const order = { quoteId: 1000123, userId: 7, status: 'APPROVED' as const, amount: cents(245_000) };

describe('booking with a PayPal order (issue 12, §4 Reserve)', () => {
  it('PayPal sends the buyer back to the reservation payment step (§2 step Y), marked as coming from PayPal', () => {
    expect(payPalReturnUrls(1000123)).toEqual({
      returnUrl: '/reservation/1000123/payment?provider=paypal',
      cancelUrl: '/reservation/1000123/payment?provider=paypal-cancelled',
    });
    expect(affirmReturnUrl(1000123)).toBe('/reservation/1000123/payment?provider=affirm');
  });

  it('books with the owner’s APPROVED order for this move, of at least the total', () => {
    expect(payPalBookingRefusal(order, expected)).toBeNull();
    expect(payPalBookingRefusal({ ...order, amount: cents(250_000) }, expected)).toBeNull();
  });

  it('refuses an order not approved yet (CREATED) with PayPal’s words, and a used one', () => {
    expect(payPalBookingRefusal({ ...order, status: 'CREATED' }, expected)).toBe(
      PAYPAL_ISSUE_MESSAGES.ORDER_NOT_APPROVED,
    );
    for (const status of ['COMPLETED', 'VOIDED'] as const) {
      expect(payPalBookingRefusal({ ...order, status }, expected)).toBe(
        BOOKING_PAYMENT_MESSAGES.payPalOrderUsed,
      );
    }
  });

  it('reads another user’s order, or another move’s, as an order that does not exist', () => {
    for (const other of [null, { ...order, userId: 8 }, { ...order, quoteId: 1000124 }]) {
      expect(payPalBookingRefusal(other, expected)).toBe(PAYPAL_ISSUE_MESSAGES.INVALID_RESOURCE_ID);
    }
  });

  it('refuses an order for less than the total, naming both amounts', () => {
    expect(payPalBookingRefusal({ ...order, amount: cents(240_000) }, expected)).toBe(
      "You approved $2,400.00 in PayPal, but your move's total is now $2,450.00. Please approve the new total in PayPal.",
    );
  });

  it('maps INSTRUMENT_DECLINED onto CardDeclined and every other PayPal issue onto CardError (§3 card results)', () => {
    expect(cardResultOfPayPalIssue('INSTRUMENT_DECLINED')).toBe('CardDeclined');
    for (const issue of PAYPAL_ISSUES.filter((i) => i !== 'INSTRUMENT_DECLINED')) {
      expect(cardResultOfPayPalIssue(issue)).toBe('CardError');
    }
  });
});

describe('booking with an Affirm loan (issue 12, §4 Affirm states)', () => {
  const checkout: AffirmCheckoutFacts = {
    quoteId: 1000123,
    userId: 7,
    flow: 'AffirmVCN',
    application: 'Success',
    status: AffirmLoanStatus.Authorized,
    checkoutToken: 'ctk_1',
    approvedAmount: cents(245_000),
    savedCardToken: 'card_1',
  };
  const asked = { ...expected, flow: 'AffirmVCN', cardToken: 'card_1', checkoutToken: 'ctk_1' };

  it('books with the owner’s approved loan for this move and flow, with the card the server saved, of at least the total', () => {
    expect(affirmBookingRefusal(checkout, asked)).toBeNull();
  });

  it('refuses a declined application with Affirm’s words, and one not finished', () => {
    expect(affirmBookingRefusal({ ...checkout, application: 'Failure', status: 'Declined' }, asked)).toBe(
      AFFIRM_MESSAGES.declined,
    );
    for (const application of ['Initial', 'HasNotApplied'] as const) {
      expect(affirmBookingRefusal({ ...checkout, application, status: 'Open' }, asked)).toBe(
        BOOKING_PAYMENT_MESSAGES.affirmNotApplied,
      );
    }
  });

  it('refuses a loan cancelled, expired or finalized', () => {
    expect(affirmBookingRefusal({ ...checkout, status: 'Cancelled' }, asked)).toBe(
      AFFIRM_MESSAGES.loanCancelled,
    );
    expect(affirmBookingRefusal({ ...checkout, status: 'Expired' }, asked)).toBe(
      AFFIRM_MESSAGES.checkoutExpired,
    );
    expect(affirmBookingRefusal({ ...checkout, status: 'Finalized' }, asked)).toBe(
      AFFIRM_MESSAGES.loanFinalized,
    );
  });

  it('refuses another card or checkout token, another flow, another user or move', () => {
    expect(affirmBookingRefusal(checkout, { ...asked, cardToken: 'card_2' })).toBe(
      BOOKING_PAYMENT_MESSAGES.affirmCardNotMatching,
    );
    expect(affirmBookingRefusal(checkout, { ...asked, checkoutToken: 'ctk_2' })).toBe(
      BOOKING_PAYMENT_MESSAGES.affirmCardNotMatching,
    );
    expect(affirmBookingRefusal({ ...checkout, savedCardToken: null }, asked)).toBe(
      BOOKING_PAYMENT_MESSAGES.affirmCardNotMatching,
    );
    for (const other of [null, { ...checkout, flow: 'AffirmLite' }, { ...checkout, userId: 8 }]) {
      expect(affirmBookingRefusal(other, asked)).toBe(AFFIRM_MESSAGES.checkoutNotFound);
    }
  });

  it('refuses a loan approved for less than the total', () => {
    expect(affirmBookingRefusal(checkout, { ...asked, total: cents(245_001) })).toBe(
      "Your Affirm loan was approved for $2,450.00, but your move's total is now $2,450.01. Please apply again for the new total.",
    );
  });
});

describe('charging an Affirm loan’s virtual card at Transit (payments.md: the loan authorization lasts about 30 days)', () => {
  it('charges an authorized loan up to its approved amount', () => {
    expect(
      affirmChargeRefusal({ status: 'Authorized', approvedAmount: cents(1000) }, cents(1000)),
    ).toBeNull();
  });

  it('declines an expired, cancelled or closed loan, and an amount over the approval, each with its message', () => {
    expect(affirmChargeRefusal({ status: 'Expired', approvedAmount: cents(1000) }, cents(1000))).toEqual({
      result: 'CardDeclined',
      message: BOOKING_PAYMENT_MESSAGES.affirmExpiredAtCharge,
    });
    expect(
      affirmChargeRefusal({ status: 'Cancelled', approvedAmount: cents(1000) }, cents(1000))?.message,
    ).toBe(BOOKING_PAYMENT_MESSAGES.affirmCancelledAtCharge);
    expect(
      affirmChargeRefusal({ status: 'Finalized', approvedAmount: cents(1000) }, cents(1000))?.message,
    ).toBe(BOOKING_PAYMENT_MESSAGES.affirmUnusableAtCharge);
    expect(
      affirmChargeRefusal({ status: 'Authorized', approvedAmount: cents(1000) }, cents(1001))?.message,
    ).toBe(
      'The $10.01 due is more than your approved Affirm loan of $10.00. Please add another payment method.',
    );
    expect(affirmChargeRefusal(null, cents(1000))?.result).toBe('CardDeclined');
  });
});
