import { describe, expect, it } from 'vitest';
import { isoDate } from '../calendar/iso-date';
import {
  CARD_MESSAGES,
  type CardForm,
  type CardNumberReader,
  checkCard,
  expirationDateOf,
  spacedCardNumber,
} from './card-check';
import { CardBrand } from './enums';

/** A stand-in reader: 4... is Visa, 34/37 American Express; the Luhn check is real (the adapter's is card-validator). */
const read: CardNumberReader = (digits) => {
  const brand = digits.startsWith('4')
    ? CardBrand.Visa
    : /^3[47]/.test(digits)
      ? CardBrand.AmericanExpress
      : CardBrand.Unspecified;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  const lengthFits = brand === CardBrand.AmericanExpress ? digits.length === 15 : digits.length === 16;
  return {
    brand,
    passesLuhn: sum % 10 === 0,
    lengthFits,
    gaps: brand === CardBrand.AmericanExpress ? [4, 10] : [4, 8, 12],
  };
};

const today = isoDate('2026-11-25');
const visa: CardForm = {
  CardNumber: '4242 4242 4242 4242',
  NameOnCard: ' Ada Lovelace ',
  ExpirationMonth: '4',
  ExpirationYear: '2029',
  SecurityCode: '123',
  BillingZip: ' 64105 ',
};
const errorsOf = (form: CardForm) => checkCard(form, today, read)._unsafeUnwrapErr().errors;

describe('checkCard: the card form of the payment step (issue 11, §5 messages)', () => {
  it('accepts a good card and keeps digits, brand, last four, MM and YYYY, trimmed name and ZIP', () => {
    expect(checkCard(visa, today, read)._unsafeUnwrap()).toEqual({
      number: '4242424242424242',
      brand: 'Visa',
      lastFour: '4242',
      expirationMonth: '04',
      expirationYear: '2029',
      nameOnCard: 'Ada Lovelace',
      securityCode: '123',
      billingZip: '64105',
    });
  });

  it('names every missing field with the §5 required message, in form order', () => {
    const empty = {
      CardNumber: '',
      NameOnCard: ' ',
      ExpirationMonth: '',
      ExpirationYear: '',
      SecurityCode: '',
      BillingZip: '',
    };
    expect(errorsOf(empty).map((e) => `${e.field} - ${e.message}`)).toEqual([
      'CardNumber - The value is required',
      'NameOnCard - The value is required',
      'ExpirationMonth - The value is required',
      'ExpirationYear - The value is required',
      'SecurityCode - The value is required',
      'BillingZip - The value is required',
    ]);
  });

  it('refuses a number that fails the Luhn check, has letters, or is too short', () => {
    for (const CardNumber of ['4242 4242 4242 4241', '4242-4242-4242-424x', '4242 4242']) {
      expect(errorsOf({ ...visa, CardNumber })).toEqual([
        { field: 'CardNumber', message: CARD_MESSAGES.numberInvalid },
      ]);
    }
  });

  it('accepts only the four brands', () => {
    expect(errorsOf({ ...visa, CardNumber: '6200 0000 0000 0005' })).toContainEqual({
      field: 'CardNumber',
      message: CARD_MESSAGES.brandNotAccepted,
    });
  });

  it('wants 4 security digits for American Express and 3 for the others', () => {
    const amex = { ...visa, CardNumber: '3782 822463 10005' };
    expect(checkCard({ ...amex, SecurityCode: '1234' }, today, read).isOk()).toBe(true);
    expect(errorsOf({ ...amex, SecurityCode: '123' })).toEqual([
      { field: 'SecurityCode', message: CARD_MESSAGES.securityCodeAmex },
    ]);
    expect(errorsOf({ ...visa, SecurityCode: '1234' })).toEqual([
      { field: 'SecurityCode', message: CARD_MESSAGES.securityCodeOther },
    ]);
    expect(errorsOf({ ...visa, SecurityCode: '12a' })).toEqual([
      { field: 'SecurityCode', message: CARD_MESSAGES.securityCodeOther },
    ]);
  });

  it('takes a card through the last day of its expiry month, relative to the injected today', () => {
    expect(checkCard({ ...visa, ExpirationMonth: '11', ExpirationYear: '2026' }, today, read).isOk()).toBe(
      true,
    );
    expect(checkCard({ ...visa, ExpirationMonth: '11', ExpirationYear: '26' }, today, read).isOk()).toBe(
      true,
    );
    expect(errorsOf({ ...visa, ExpirationMonth: '10', ExpirationYear: '2026' })).toEqual([
      { field: 'ExpirationMonth', message: CARD_MESSAGES.expired },
    ]);
    expect(errorsOf({ ...visa, ExpirationYear: '2025' })).toEqual([
      { field: 'ExpirationYear', message: CARD_MESSAGES.expired },
    ]);
    expect(
      checkCard(
        { ...visa, ExpirationMonth: '10', ExpirationYear: '2026' },
        isoDate('2026-10-31'),
        read,
      ).isOk(),
    ).toBe(true);
  });

  it('refuses months outside 01-12, odd years and years too far ahead', () => {
    expect(errorsOf({ ...visa, ExpirationMonth: '13' })).toEqual([
      { field: 'ExpirationMonth', message: CARD_MESSAGES.monthInvalid },
    ]);
    expect(errorsOf({ ...visa, ExpirationMonth: '0' })).toEqual([
      { field: 'ExpirationMonth', message: CARD_MESSAGES.monthInvalid },
    ]);
    expect(errorsOf({ ...visa, ExpirationYear: '229' })).toEqual([
      { field: 'ExpirationYear', message: CARD_MESSAGES.yearInvalid },
    ]);
    expect(errorsOf({ ...visa, ExpirationYear: '2090' })).toEqual([
      { field: 'ExpirationYear', message: CARD_MESSAGES.yearTooFar },
    ]);
  });

  it('wants the billing ZIP in a §5 zip shape (US or Canadian)', () => {
    expect(checkCard({ ...visa, BillingZip: 'k1a 0b1' }, today, read)._unsafeUnwrap().billingZip).toBe(
      'K1A 0B1',
    );
    expect(checkCard({ ...visa, BillingZip: '64105-1234' }, today, read).isOk()).toBe(true);
    expect(errorsOf({ ...visa, BillingZip: '12' })).toEqual([
      { field: 'BillingZip', message: CARD_MESSAGES.zipInvalid },
    ]);
  });

  it('refuses a name longer than the limit', () => {
    expect(errorsOf({ ...visa, NameOnCard: 'x'.repeat(101) })).toEqual([
      { field: 'NameOnCard', message: CARD_MESSAGES.nameTooLong },
    ]);
  });
});

describe('card display helpers (issue 11)', () => {
  it('spaces a number at the brand gaps and writes the expiry as MM/YYYY (§3 CreditCard)', () => {
    expect(spacedCardNumber('378282246310005', [4, 10])).toBe('3782 822463 10005');
    expect(spacedCardNumber('424242', [4, 8, 12])).toBe('4242 42');
    expect(expirationDateOf({ expirationMonth: '04', expirationYear: '2029' })).toBe('04/2029');
  });
});
