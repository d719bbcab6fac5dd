/** Issue 12: the method a booked move is charged to (issue 29: a rule, so it lives in the domain). */
import type { Quote } from '../quote/types';
import { PaymentMethod, PaymentStatus } from './enums';
import { activePaymentMethod } from './payment-methods';

/**
 * The move's method to charge (its §3 ActivePaymentMethod): a saved card's token (a card, or an Affirm
 * loan's virtual card saved as one, with the loan's checkoutId), or an approved PayPal order.
 */
export type ChargeableMethod =
  | {
      method:
        | typeof PaymentMethod.CreditCard
        | typeof PaymentMethod.AffirmVCN
        | typeof PaymentMethod.AffirmLite;
      token: string;
      /** The Affirm loan's checkoutId (its PaymentReferenceID), or null for a card. */
      affirmCheckoutId: string | null;
    }
  | { method: typeof PaymentMethod.PayPal; orderId: string };

const CARD_LIKE: readonly PaymentMethod[] = [
  PaymentMethod.CreditCard,
  PaymentMethod.AffirmVCN,
  PaymentMethod.AffirmLite,
];

/**
 * The reservation's method to charge: its §3 ActivePaymentMethod (domain/payment/payment-methods.ts), when
 * it is Active and, for an Affirm loan, not cancelled: a card-like entry with its token, or a PayPal entry
 * with its order id. Null when there is none (e.g. the Affirm loan was cancelled and nothing replaced it).
 */
export function chargeableMethod(quote: Quote): ChargeableMethod | null {
  const entry = activePaymentMethod(quote.Details.Reservation?.PaymentMethods ?? []);
  if (entry === null || entry.Status !== PaymentStatus.Active || entry.AffirmLoanCancelled === true)
    return null;
  if (entry.Method === PaymentMethod.PayPal) {
    return entry.PaymentReferenceID ? { method: entry.Method, orderId: entry.PaymentReferenceID } : null;
  }
  const token = entry.CreditCard?.paymentProfileId;
  if (!token || !CARD_LIKE.includes(entry.Method) || entry.Method === PaymentMethod.NoPayment) return null;
  return {
    method: entry.Method,
    token,
    affirmCheckoutId: entry.Method === PaymentMethod.CreditCard ? null : (entry.PaymentReferenceID ?? null),
  };
}
