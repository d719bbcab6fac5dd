/**
 * Issue 11 payment step (Y): the card form's rules, the same in the browser (inline messages) and on the
 * server (§5 'field - message' lines). Pure: what a card number is (Luhn, brand by prefix, lengths) is read
 * by a `CardNumberReader` that an adapter gives (card-validator, adapters/http/contract/card-number-reader.ts),
 * and today comes in as an argument.
 *
 * Rules: Luhn; only AmericanExpress, Discover, MasterCard and Visa (§3 codes AM, DI, MC, VI); a security
 * code of 4 digits for American Express and 3 for the others; an expiry month that has not ended
 * (a card is good through the last day of its month); a name; a billing ZIP of a §5 zip shape.
 */
import { err, ok, type Result } from 'neverthrow';
import type { IsoDate } from '../calendar/iso-date';
import { isZipShape, normalizeZip } from '../location/zip';
import { type FieldError, type ValidationFailure, validationFailed } from '../validation/field-messages';
import { maxLengthMessage, REQUIRED_MESSAGE } from '../validation/messages';
import { CardBrand } from './enums';

/** The card form as typed: every field a string (the wire's field names). */
export interface CardForm {
  CardNumber: string;
  NameOnCard: string;
  /** 'MM' (1 or 2 digits). */
  ExpirationMonth: string;
  /** 'YYYY' or 'YY'. */
  ExpirationYear: string;
  SecurityCode: string;
  BillingZip: string;
}
export type CardField = keyof CardForm;
export const CARD_FIELDS: readonly CardField[] = [
  'CardNumber',
  'NameOnCard',
  'ExpirationMonth',
  'ExpirationYear',
  'SecurityCode',
  'BillingZip',
];

/** What a card-number library says about a number (digits only). */
export interface CardNumberReading {
  /** The accepted brand the prefix names, or Unspecified when it names none of the four (or nothing yet). */
  brand: CardBrand;
  /** The number passes the Luhn (mod 10) check. */
  passesLuhn: boolean;
  /** The number has one of its brand's lengths. */
  lengthFits: boolean;
  /** Where the brand's printed groups break (e.g. [4, 8, 12] for Visa, [4, 10] for American Express). */
  gaps: readonly number[];
}

/** Reads a number of digits only; given by an adapter so that the domain stays free of libraries. */
export type CardNumberReader = (digits: string) => CardNumberReading;

/** A checked card: what the processor is sent. Held in memory only: never stored, logged or answered. */
export interface CardDetails {
  /** Digits only. */
  number: string;
  brand: CardBrand;
  lastFour: string;
  /** 'MM'. */
  expirationMonth: string;
  /** 'YYYY'. */
  expirationYear: string;
  /** Trimmed. */
  nameOnCard: string;
  /** Digits only, 3 or 4. */
  securityCode: string;
  /** Normalised (trimmed, upper case). */
  billingZip: string;
}

/** The longest name on a card we take (card networks print at most 26; pasted names can be longer). */
export const NAME_ON_CARD_MAX = 100;
/** A card expiring further ahead than this many years is a typing mistake (card-validator's own limit is 19). */
export const EXPIRY_YEARS_AHEAD = 20;

/** The card form's messages, written once (§5 style; architecture.md convention 8). */
export const CARD_MESSAGES = {
  required: REQUIRED_MESSAGE,
  numberInvalid: 'Enter a valid card number',
  brandNotAccepted: 'We accept American Express, Discover, MasterCard and Visa',
  securityCodeAmex: 'Enter the 4-digit security code on the front of the card',
  securityCodeOther: 'Enter the 3-digit security code on the back of the card',
  monthInvalid: 'Enter the month as 01 to 12',
  yearInvalid: 'Enter the year as YYYY',
  expired: 'This card has expired',
  yearTooFar: `Enter a year within the next ${EXPIRY_YEARS_AHEAD} years`,
  nameTooLong: maxLengthMessage(NAME_ON_CARD_MAX),
  zipInvalid: 'Enter a valid ZIP or postal code',
} as const;

/** A typed card number without its spaces and dashes; null when anything else is in it. */
export function cardNumberDigits(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d*$/.test(digits) ? digits : null;
}

/** The number as printed on the card: digits grouped at the brand's gaps ('4242 4242 4242 4242'). */
export function spacedCardNumber(digits: string, gaps: readonly number[]): string {
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && gaps.includes(i)) out += ' ';
    out += digits[i];
  }
  return out;
}

/** The security code's length for a brand: 4 for American Express, 3 for the others. */
export function securityCodeLength(brand: CardBrand): 3 | 4 {
  return brand === CardBrand.AmericanExpress ? 4 : 3;
}

/** The brand a (partly) typed number shows, for the form; Unspecified until a prefix names one. */
export function brandOfTyped(typed: string, read: CardNumberReader): CardBrand {
  const digits = cardNumberDigits(typed);
  return digits === null || digits === '' ? CardBrand.Unspecified : read(digits).brand;
}

/** 'MM/YYYY' of a checked card (§3 CreditCard expiration date, as PaymentAnswers keeps it). */
export function expirationDateOf(card: Pick<CardDetails, 'expirationMonth' | 'expirationYear'>): string {
  return `${card.expirationMonth}/${card.expirationYear}`;
}

/**
 * Checks the whole form against today. Every failed rule becomes a field error (at most one per field,
 * in form order), so the browser shows each under its field and the server answers the same lines.
 */
export function checkCard(
  form: CardForm,
  today: IsoDate,
  read: CardNumberReader,
): Result<CardDetails, ValidationFailure> {
  const errors: FieldError[] = [];
  const fail = (field: CardField, message: string) => errors.push({ field, message });

  const digits = cardNumberDigits(form.CardNumber.trim());
  let brand: CardBrand = CardBrand.Unspecified;
  if (form.CardNumber.trim() === '') fail('CardNumber', CARD_MESSAGES.required);
  else if (digits === null || digits.length < 12 || digits.length > 19) {
    fail('CardNumber', CARD_MESSAGES.numberInvalid);
  } else {
    const reading = read(digits);
    brand = reading.brand;
    if (brand === CardBrand.Unspecified) fail('CardNumber', CARD_MESSAGES.brandNotAccepted);
    else if (!reading.lengthFits || !reading.passesLuhn) fail('CardNumber', CARD_MESSAGES.numberInvalid);
  }

  const name = form.NameOnCard.trim();
  if (name === '') fail('NameOnCard', CARD_MESSAGES.required);
  else if (name.length > NAME_ON_CARD_MAX) fail('NameOnCard', CARD_MESSAGES.nameTooLong);

  const month = expiryMonth(form.ExpirationMonth);
  if (form.ExpirationMonth.trim() === '') fail('ExpirationMonth', CARD_MESSAGES.required);
  else if (month === null) fail('ExpirationMonth', CARD_MESSAGES.monthInvalid);

  const year = expiryYear(form.ExpirationYear);
  const thisYear = Number(today.slice(0, 4));
  const thisMonth = Number(today.slice(5, 7));
  if (form.ExpirationYear.trim() === '') fail('ExpirationYear', CARD_MESSAGES.required);
  else if (year === null) fail('ExpirationYear', CARD_MESSAGES.yearInvalid);
  else if (year > thisYear + EXPIRY_YEARS_AHEAD) fail('ExpirationYear', CARD_MESSAGES.yearTooFar);
  else if (year < thisYear) fail('ExpirationYear', CARD_MESSAGES.expired);
  else if (year === thisYear && month !== null && month < thisMonth) {
    fail('ExpirationMonth', CARD_MESSAGES.expired);
  }

  const code = form.SecurityCode.trim();
  const codeLength = securityCodeLength(brand);
  if (code === '') fail('SecurityCode', CARD_MESSAGES.required);
  else if (!/^\d+$/.test(code) || (brand !== CardBrand.Unspecified && code.length !== codeLength)) {
    fail(
      'SecurityCode',
      brand === CardBrand.AmericanExpress ? CARD_MESSAGES.securityCodeAmex : CARD_MESSAGES.securityCodeOther,
    );
  } else if (brand === CardBrand.Unspecified && code.length !== 3 && code.length !== 4) {
    fail('SecurityCode', CARD_MESSAGES.securityCodeOther);
  }

  const zip = normalizeZip(form.BillingZip);
  if (zip === '') fail('BillingZip', CARD_MESSAGES.required);
  else if (!isZipShape(zip)) fail('BillingZip', CARD_MESSAGES.zipInvalid);

  if (errors.length > 0 || digits === null || month === null || year === null) {
    return err(validationFailed(errors));
  }
  return ok({
    number: digits,
    brand,
    lastFour: digits.slice(-4),
    expirationMonth: String(month).padStart(2, '0'),
    expirationYear: String(year),
    nameOnCard: name,
    securityCode: code,
    billingZip: zip,
  });
}

/** 1 to 12 from '1'..'12' or '01'..'09'; null otherwise. */
function expiryMonth(typed: string): number | null {
  const value = typed.trim();
  if (!/^\d{1,2}$/.test(value)) return null;
  const month = Number(value);
  return month >= 1 && month <= 12 ? month : null;
}

/** The four-digit year of 'YYYY' or 'YY' (20YY); null otherwise. */
function expiryYear(typed: string): number | null {
  const value = typed.trim();
  if (/^\d{4}$/.test(value)) return Number(value);
  if (/^\d{2}$/.test(value)) return 2000 + Number(value);
  return null;
}
