import { describe, expect, it } from 'vitest';
import { cents } from '../money/money';
import { clearAffirmCardFields, lastFourDigits } from './card-fields';
import type { AffirmPaymentData } from './types';

const affirm: AffirmPaymentData = {
  checkoutToken: 'tok_123',
  priceAtLoanApproval: cents(245_000),
  cardType: 'Visa',
  cardName: 'Ada Lovelace',
  cardZip: '64105',
  cardNumber: '4111111111111111',
  expirationMonth: '04',
  expirationYear: '2029',
  securityValue: '123',
};

describe('clearAffirmCardFields (§4 Payment)', () => {
  it('removes card number, expiration month and year and security value, keeping the rest (§4)', () => {
    const cleared = clearAffirmCardFields(affirm);
    expect(cleared).toEqual({
      checkoutToken: 'tok_123',
      priceAtLoanApproval: 245_000,
      cardType: 'Visa',
      cardName: 'Ada Lovelace',
      cardZip: '64105',
    });
    expect('cardNumber' in cleared).toBe(false);
    expect('securityValue' in cleared).toBe(false);
    expect(affirm.cardNumber).toBe('4111111111111111');
  });
});

describe('lastFourDigits (§3 CreditCard: last four digits only)', () => {
  it('keeps only the last four digits, ignoring spaces and dashes (§3)', () => {
    expect(lastFourDigits('4111 1111 1111 1234')._unsafeUnwrap()).toBe('1234');
    expect(lastFourDigits('3782-822463-10005')._unsafeUnwrap()).toBe('0005');
  });

  it('refuses something that is not a card number (§3)', () => {
    expect(lastFourDigits('1234')._unsafeUnwrapErr().kind).toBe('InvalidCardNumber');
    expect(lastFourDigits('4111-1111-1111-abcd').isErr()).toBe(true);
  });
});
