import { describe, expect, it } from 'vitest';
import { cents } from '../money/money';
import { PaymentMethod } from './enums';
import {
  applyPaymentEvent,
  INITIAL_PAYMENT_STATE,
  type PaymentEvent,
  PaymentPhase,
  type PaymentState,
  paymentInfoRequired,
  replayPaymentEvents,
} from './payment-lifecycle';

const card: PaymentEvent = { type: 'MethodAdded', method: PaymentMethod.CreditCard };
const authorize = (amount: number): PaymentEvent => ({ type: 'Authorized', amount: cents(amount) });
const capture = (amount: number): PaymentEvent => ({ type: 'Captured', amount: cents(amount) });
const refund = (amount: number): PaymentEvent => ({ type: 'Refunded', amount: cents(amount) });
const declined: PaymentEvent = { type: 'Declined', message: 'Your card was declined.' };

const stateAfter = (...events: PaymentEvent[]): PaymentState => replayPaymentEvents(events)._unsafeUnwrap();
const refusal = (state: PaymentState, event: PaymentEvent) =>
  applyPaymentEvent(state, event)._unsafeUnwrapErr();

describe('the payment lifecycle (architecture 12, issue 12 "The money lifecycle")', () => {
  it('goes from no payment to a verified method, a hold, and a capture: paid in transit', () => {
    expect(INITIAL_PAYMENT_STATE.phase).toBe(PaymentPhase.NoPayment);
    expect(INITIAL_PAYMENT_STATE.method).toBe(PaymentMethod.NoPayment);
    expect(stateAfter(card).phase).toBe(PaymentPhase.MethodVerified);
    expect(stateAfter(card, authorize(50_000))).toMatchObject({ phase: 'Authorized', authorized: 50_000 });
    expect(stateAfter(card, authorize(50_000), capture(45_000))).toEqual({
      phase: 'Captured',
      method: 'CreditCard',
      authorized: 0,
      captured: 45_000,
      refunded: 0,
      declineMessage: null,
    });
  });

  it('refunds partly, then fully', () => {
    const paid = stateAfter(card, authorize(50_000), capture(50_000));
    const partly = applyPaymentEvent(paid, refund(10_000))._unsafeUnwrap();
    expect(partly).toMatchObject({ phase: 'PartiallyRefunded', refunded: 10_000 });
    expect(applyPaymentEvent(partly, refund(40_000))._unsafeUnwrap()).toMatchObject({
      phase: 'Refunded',
      refunded: 50_000,
    });
  });

  it('charges a price increase after payment with a new hold and capture', () => {
    const again = stateAfter(card, authorize(50_000), capture(50_000), authorize(2_500), capture(2_500));
    expect(again).toMatchObject({ phase: 'Captured', captured: 52_500 });
  });

  it('a decline sets PaymentInfoRequired until a new method is added (§3, §8 PaymentError)', () => {
    const refused = stateAfter({ type: 'MethodAdded', method: PaymentMethod.PayPal }, declined);
    expect(refused).toMatchObject({ phase: 'Declined', declineMessage: 'Your card was declined.' });
    expect(paymentInfoRequired(refused)).toBe(true);
    const replaced = applyPaymentEvent(refused, card)._unsafeUnwrap();
    expect(replaced).toMatchObject({ phase: 'MethodVerified', method: 'CreditCard', declineMessage: null });
    expect(paymentInfoRequired(replaced)).toBe(false);
  });

  it('a void releases the hold and returns to where the payment stood', () => {
    expect(stateAfter(card, authorize(100), { type: 'Voided' })).toMatchObject({
      phase: 'MethodVerified',
      authorized: 0,
    });
    expect(stateAfter(card, authorize(100), capture(100), authorize(50), { type: 'Voided' }).phase).toBe(
      'Captured',
    );
  });

  it('a cancellation voids the open hold; only refunds follow it', () => {
    const cancelled = stateAfter(card, authorize(100), { type: 'Cancelled' });
    expect(cancelled).toMatchObject({ phase: 'Cancelled', authorized: 0 });
    expect(refusal(cancelled, authorize(100))).toEqual({
      kind: 'PaymentEventRefused',
      phase: 'Cancelled',
      event: 'Authorized',
      message: 'The reservation is cancelled: only refunds can follow',
    });
    expect(refusal(cancelled, { type: 'Cancelled' }).message).toBe('The reservation is already cancelled');
    const paidThenCancelled = stateAfter(card, authorize(100), capture(100), { type: 'Cancelled' });
    expect(applyPaymentEvent(paidThenCancelled, refund(100))._unsafeUnwrap()).toMatchObject({
      phase: 'Cancelled',
      refunded: 100,
    });
  });
});

describe('nonsense events are refused with a plain message and change nothing', () => {
  it('refuses a capture before an authorization', () => {
    expect(refusal(stateAfter(card), capture(100)).message).toBe('Nothing is authorized to capture');
  });

  it('refuses a capture above the hold', () => {
    expect(refusal(stateAfter(card, authorize(100)), capture(101)).message).toBe(
      'Cannot capture $1.01: only $1.00 is authorized',
    );
  });

  it('refuses a refund of more than was captured and not yet refunded', () => {
    expect(refusal(stateAfter(card), refund(1)).message).toBe('Nothing was captured to refund');
    expect(refusal(stateAfter(card, authorize(500), capture(500), refund(200)), refund(301)).message).toBe(
      'Cannot refund $3.01: only $3.00 was captured and not yet refunded',
    );
  });

  it('refuses a hold with no method, a second hold, and a void with nothing held', () => {
    expect(refusal(INITIAL_PAYMENT_STATE, authorize(1)).message).toBe(
      'There is no payment method to authorize',
    );
    expect(refusal(stateAfter(card, authorize(100)), authorize(1)).message).toBe(
      'A hold of $1.00 is open on CreditCard already: capture or void it first',
    );
    expect(refusal(stateAfter(card), { type: 'Voided' }).message).toBe('Nothing is authorized to void');
  });

  it('refuses a method change or a decline while a hold is open', () => {
    const held = stateAfter(card, authorize(100));
    expect(refusal(held, { type: 'MethodAdded', method: PaymentMethod.AffirmVCN }).message).toBe(
      'A hold of $1.00 is open on CreditCard: capture or void it before changing the method',
    );
    expect(refusal(held, declined).event).toBe('Declined');
  });

  it('refuses zero, negative and fractional amounts', () => {
    expect(refusal(stateAfter(card), authorize(0)).message).toBe(
      'The amount must be a positive whole number of cents, got 0',
    );
    expect(refusal(stateAfter(card), { type: 'Authorized', amount: 1.5 as never }).event).toBe('Authorized');
  });

  it('replay stops at the first refused event and names it', () => {
    expect(replayPaymentEvents([card, capture(1)])._unsafeUnwrapErr()).toMatchObject({
      index: 1,
      event: 'Captured',
      phase: 'MethodVerified',
    });
  });
});
