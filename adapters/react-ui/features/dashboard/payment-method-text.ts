import { CardBrand, PaymentMethod } from '../../../../domain/payment/enums';
import type { PaymentMethodEntry } from '../../../../domain/payment/types';
import { digitsOnly } from '../../../../domain/validation/digits';

/** Said where a move has no payment method. */
export const NO_PAYMENT_TEXT = 'No payment method on file';

/** The card brands as printed on cards (§3 CardBrand values). */
const BRAND_NAME: Readonly<Record<CardBrand, string>> = {
  [CardBrand.AmericanExpress]: 'American Express',
  [CardBrand.Discover]: 'Discover',
  [CardBrand.MasterCard]: 'Mastercard',
  [CardBrand.Visa]: 'Visa',
  [CardBrand.Unspecified]: 'Card',
};

/** Each §3 payment method by the name the customer knows it by. */
export const PAYMENT_METHOD_NAME: Readonly<Record<PaymentMethod, string>> = {
  [PaymentMethod.NoPayment]: NO_PAYMENT_TEXT,
  [PaymentMethod.CreditCard]: 'Card',
  [PaymentMethod.PayPal]: 'PayPal',
  [PaymentMethod.AffirmVCN]: 'Affirm',
  [PaymentMethod.AffirmLite]: 'Affirm',
};

/**
 * A payment method as the customer may see it: a card is its brand and last four digits ('Visa ending
 * 4242'), never more; other methods by name.
 */
export function paymentMethodText(entry: PaymentMethodEntry | undefined): string {
  if (!entry) return NO_PAYMENT_TEXT;
  const card = entry.CreditCard;
  if (entry.Method === PaymentMethod.CreditCard && card) {
    const lastFour = digitsOnly(card.lastFour).slice(-4);
    return `${BRAND_NAME[card.type] ?? BRAND_NAME.Unspecified} ending ${lastFour}`;
  }
  return PAYMENT_METHOD_NAME[entry.Method];
}
