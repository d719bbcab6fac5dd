import { describe, expect, it } from 'vitest';
import { isoDate } from '../../../domain/calendar/iso-date';
import { CARD_MESSAGES, checkCard } from '../../../domain/payment/card-check';
import { readCardNumber } from './card-number-reader';

const today = isoDate('2026-11-25');
const form = (CardNumber: string, SecurityCode = '123') => ({
  CardNumber,
  NameOnCard: 'Ada Lovelace',
  ExpirationMonth: '12',
  ExpirationYear: '2030',
  SecurityCode,
  BillingZip: '64105',
});

describe('the card check with card-validator (issue 11, every payments.md test number)', () => {
  it.each([
    ['4242 4242 4242 4242', 'Visa'],
    ['5555 5555 5555 4444', 'MasterCard'],
    ['6011 1111 1111 1117', 'Discover'],
    ['4000 0000 0000 0002', 'Visa'],
    ['4000 0000 0000 9995', 'Visa'],
    ['4000 0000 0000 9987', 'Visa'],
    ['4000 0000 0000 9979', 'Visa'],
    ['4000 0000 0000 0069', 'Visa'],
    ['4000 0000 0000 0127', 'Visa'],
    ['4000 0000 0000 0119', 'Visa'],
  ])('passes %s as %s with a 3-digit code', (number, brand) => {
    expect(checkCard(form(number), today, readCardNumber)._unsafeUnwrap().brand).toBe(brand);
  });

  it('passes the American Express 3782 822463 10005 with 4 digits only', () => {
    expect(checkCard(form('3782 822463 10005', '1234'), today, readCardNumber)._unsafeUnwrap().brand).toBe(
      'AmericanExpress',
    );
    expect(
      checkCard(form('3782 822463 10005', '123'), today, readCardNumber)._unsafeUnwrapErr().errors,
    ).toEqual([{ field: 'SecurityCode', message: CARD_MESSAGES.securityCodeAmex }]);
    expect(
      checkCard(form('4242 4242 4242 4242', '1234'), today, readCardNumber)._unsafeUnwrapErr().errors,
    ).toEqual([{ field: 'SecurityCode', message: CARD_MESSAGES.securityCodeOther }]);
  });

  it('refuses 4242 4242 4242 4241 (fails the Luhn check)', () => {
    expect(checkCard(form('4242 4242 4242 4241'), today, readCardNumber)._unsafeUnwrapErr().errors).toEqual([
      { field: 'CardNumber', message: CARD_MESSAGES.numberInvalid },
    ]);
  });

  it('refuses other brands (a UnionPay and a JCB number)', () => {
    for (const number of ['6200 0000 0000 0005', '3566 0020 2036 0505']) {
      expect(checkCard(form(number), today, readCardNumber)._unsafeUnwrapErr().errors).toEqual([
        { field: 'CardNumber', message: CARD_MESSAGES.brandNotAccepted },
      ]);
    }
  });

  it('refuses a past expiry', () => {
    const past = { ...form('4242 4242 4242 4242'), ExpirationMonth: '10', ExpirationYear: '2026' };
    expect(checkCard(past, today, readCardNumber)._unsafeUnwrapErr().errors).toEqual([
      { field: 'ExpirationMonth', message: CARD_MESSAGES.expired },
    ]);
  });

  it('gives the printed gaps of the brand', () => {
    expect(readCardNumber('378282246310005').gaps).toEqual([4, 10]);
    expect(readCardNumber('4242').gaps).toEqual([4, 8, 12]);
  });
});
