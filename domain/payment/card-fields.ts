/** §3 and §4 Payment: keeping card secrets out of stored payment data. */
import { err, ok, type Result } from 'neverthrow';
import type { AffirmPaymentData, ClearedAffirmPaymentData } from './types';

/**
 * §4 Payment: "Affirm data can be cleared of card fields". Removes the card number, expiration
 * month and year and security value; keeps the checkout token, price at loan approval, card type,
 * name and zip (no secret, and a stored CreditCard keeps name and zip too). Returns a new object.
 */
export function clearAffirmCardFields(data: AffirmPaymentData): ClearedAffirmPaymentData {
  return {
    checkoutToken: data.checkoutToken,
    priceAtLoanApproval: data.priceAtLoanApproval,
    cardType: data.cardType,
    cardName: data.cardName,
    cardZip: data.cardZip,
  };
}

export type CardNumberError = { kind: 'InvalidCardNumber'; message: string };

/**
 * §3 CreditCard keeps "last four digits" only: the last four digits of a card number, spaces and
 * dashes ignored. A number needs 12 to 19 digits (payment card lengths) and nothing else.
 */
export function lastFourDigits(cardNumber: string): Result<string, CardNumberError> {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) {
    return err({ kind: 'InvalidCardNumber', message: 'Value is not a valid card number' });
  }
  return ok(digits.slice(-4));
}
