import type { AffirmVirtualCard } from '../../domain/payment/affirm';
import type { CardNumberReader } from '../../domain/payment/card-check';
import { CardBrand } from '../../domain/payment/enums';
import { loanColumns } from './sandbox-affirm-checkout-view';
import type { CheckoutRow } from './sandbox-affirm-tables';
import { SANDBOX_TEST_NUMBERS } from './sandbox-card-test-numbers';

/**
 * The virtual card handed over now: a random Luhn-valid 16-digit Visa number that the card processor
 * reads as Visa and that is none of its test numbers, and a random 3-digit security code. Held in memory only.
 */
export function newVirtualCard(
  row: CheckoutRow,
  read: CardNumberReader,
  randomDigit: () => number,
): AffirmVirtualCard {
  const loan = loanColumns(row);
  for (let attempt = 0; attempt < 100; attempt++) {
    let payload = '4';
    for (let i = 0; i < 14; i++) payload += String(randomDigit());
    const number = `${payload}${luhnCheckDigit(payload)}`;
    const reading = read(number);
    const accepted =
      reading.brand === CardBrand.Visa &&
      reading.passesLuhn &&
      reading.lengthFits &&
      SANDBOX_TEST_NUMBERS[number] === undefined;
    if (!accepted) continue;
    const securityCode = Array.from({ length: 3 }, () => String(randomDigit())).join('');
    return {
      cardId: loan.cardId,
      checkoutToken: loan.checkoutToken,
      approvedAmount: loan.approvedAmount,
      brand: CardBrand.Visa,
      number,
      securityCode,
      expirationMonth: loan.expirationMonth,
      expirationYear: loan.expirationYear,
      cardholderName: loan.cardholderName,
      billingZip: loan.billingZip,
    };
  }
  throw new Error('no acceptable virtual card number in 100 draws');
}

/** The Luhn (mod 10) check digit that completes `payload`. */
export function luhnCheckDigit(payload: string): string {
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    // From the right, the payload's first digit is doubled (the check digit will take position 0).
    let digit = Number(payload[payload.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}
