/**
 * The card-number reading of the domain's card check (domain/payment/card-check.ts), done by card-validator
 * (Luhn, brand by prefix, lengths, printed gaps). In the contract because both sides run the same check: the
 * server before the processor is asked, the browser's payment screen for its inline messages. Only the
 * payment screen (a lazy route) imports it in the browser, never the landing page (issue 4 budget).
 */
import cardValidator from 'card-validator';
import luhn10 from 'card-validator/dist/luhn-10';
import type { CardNumberReader, CardNumberReading } from '../../../domain/payment/card-check';
import { CardBrand } from '../../../domain/payment/enums';

/** card-validator's type names of the four accepted brands (any other type is Unspecified). */
const BRAND_OF_TYPE: Readonly<Record<string, CardBrand>> = {
  'american-express': CardBrand.AmericanExpress,
  discover: CardBrand.Discover,
  mastercard: CardBrand.MasterCard,
  visa: CardBrand.Visa,
};

/** Groups of four while no brand is known. */
const DEFAULT_GAPS: readonly number[] = [4, 8, 12];

/** Reads a number of digits only with card-validator: its brand, Luhn, whether its length fits the brand, its gaps. */
export const readCardNumber: CardNumberReader = (digits: string): CardNumberReading => {
  // The brand and lengths alone; the Luhn check is asked separately so that each rule has its own answer.
  const card = cardValidator.number(digits, { skipLuhnValidation: true }).card;
  const brand = card ? (BRAND_OF_TYPE[card.type] ?? CardBrand.Unspecified) : CardBrand.Unspecified;
  return {
    brand,
    passesLuhn: digits !== '' && luhn10(digits),
    lengthFits: card?.lengths.includes(digits.length) ?? false,
    gaps: card && brand !== CardBrand.Unspecified ? card.gaps : DEFAULT_GAPS,
  };
};
