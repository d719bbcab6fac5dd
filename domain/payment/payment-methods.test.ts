import { describe, expect, it } from 'vitest';
import { cents } from '../money/money';
import { CardBrand, PaymentMethod } from './enums';
import {
  activePaymentMethod,
  addPaymentMethod,
  markAffirmLoanCancelled,
  markPaymentMadeOnTool,
  type NewPaymentMethod,
  paymentSubType,
} from './payment-methods';
import type { CreditCard, PaymentMethodEntry } from './types';

const aCard = (token: string, lastFour = '4242'): CreditCard => ({
  expirationDate: '12/2030',
  name: 'Dana Mover',
  zip: '60601',
  lastFour,
  type: CardBrand.Visa,
  usage: 'Reservation',
  paymentProfileId: token,
});
const card = (token: string): NewPaymentMethod => ({
  Method: PaymentMethod.CreditCard,
  CreditCard: aCard(token),
});
const paypal: NewPaymentMethod = {
  Method: PaymentMethod.PayPal,
  PaymentReferenceID: 'ORDER-5O190127TN364715T',
};
const affirm: NewPaymentMethod = {
  Method: PaymentMethod.AffirmVCN,
  AffirmPaymentData: {
    checkoutToken: 'chk_123',
    priceAtLoanApproval: cents(250_000),
    cardType: CardBrand.Visa,
    cardName: 'Dana Mover',
    cardZip: '60601',
    cardNumber: '4111111111111111',
    expirationMonth: '12',
    expirationYear: '2030',
    securityValue: '123',
  },
  CreditCard: aCard('tok_vcn', '1111'),
  PaymentReferenceID: 'loan_9',
};

describe('the PaymentMethods list (§3 Payment, issue 12)', () => {
  it('adding a method makes it the ActivePaymentMethod, first, with Status Active', () => {
    const list = addPaymentMethod([], card('tok_1'));
    expect(list).toEqual([
      {
        Method: 'CreditCard',
        Status: 'Active',
        PaymentReferenceID: null,
        PaymentSubType: 'Standard',
        CreditCard: aCard('tok_1'),
        AffirmPaymentData: null,
        ActivePaymentMethod: true,
        AffirmLoanCancelled: false,
        HasMadePaymentOnTool: false,
      },
    ]);
    expect(activePaymentMethod(list)).toBe(list[0]);
  });

  it('keeps the older methods as Inactive', () => {
    const list = addPaymentMethod(addPaymentMethod([], card('tok_1')), paypal);
    expect(list.map((e) => [e.Method, e.Status, e.ActivePaymentMethod])).toEqual([
      ['PayPal', 'Active', true],
      ['CreditCard', 'Inactive', false],
    ]);
    expect(activePaymentMethod(list)?.Method).toBe('PayPal');
  });

  it('the same method added again replaces its older entry instead of listing it twice', () => {
    const list = addPaymentMethod(
      addPaymentMethod(addPaymentMethod([], card('tok_1')), paypal),
      card('tok_1'),
    );
    expect(list.map((e) => [e.Method, e.Status])).toEqual([
      ['CreditCard', 'Active'],
      ['PayPal', 'Inactive'],
    ]);
  });

  it('PaymentSubType is the §3 flow type', () => {
    expect(paymentSubType(PaymentMethod.CreditCard)).toBe('Standard');
    expect(paymentSubType(PaymentMethod.PayPal)).toBe('Standard');
    expect(paymentSubType(PaymentMethod.AffirmVCN)).toBe('AffirmVCN');
    expect(paymentSubType(PaymentMethod.AffirmLite)).toBe('AffirmLite');
  });

  it('keeps an Affirm loan without its virtual card number, expiry or security value (§4 clear card fields)', () => {
    const [entry] = addPaymentMethod([], affirm);
    expect(entry?.AffirmPaymentData).toEqual({
      checkoutToken: 'chk_123',
      priceAtLoanApproval: 250_000,
      cardType: 'Visa',
      cardName: 'Dana Mover',
      cardZip: '60601',
    });
    expect(JSON.stringify(entry)).not.toContain('4111111111111111');
    expect(JSON.stringify(entry)).not.toContain('"123"');
    expect(entry?.PaymentSubType).toBe('AffirmVCN');
  });

  it('HasMadePaymentOnTool is set on the active entry when a payment is made on the payment tool', () => {
    const list = addPaymentMethod(addPaymentMethod([], card('tok_1')), card('tok_2'));
    const paid = markPaymentMadeOnTool(list)._unsafeUnwrap();
    expect(paid.map((e) => e.HasMadePaymentOnTool)).toEqual([true, false]);
    expect(markPaymentMadeOnTool([])._unsafeUnwrapErr()).toEqual({
      kind: 'NoActivePaymentMethod',
      message: 'There is no active payment method to pay with',
    });
  });

  it('AffirmLoanCancelled: the loan is marked, made Inactive, and no other method becomes active by itself', () => {
    const list = addPaymentMethod(addPaymentMethod([], card('tok_1')), affirm);
    const cancelled = markAffirmLoanCancelled(list, 'loan_9')._unsafeUnwrap();
    expect(cancelled[0]).toMatchObject({
      Method: 'AffirmVCN',
      Status: 'Inactive',
      AffirmLoanCancelled: true,
    });
    expect(activePaymentMethod(cancelled)).toBeNull();
    expect(markAffirmLoanCancelled(list, 'chk_123')._unsafeUnwrap()).toEqual(cancelled);
    expect(markAffirmLoanCancelled(cancelled, 'loan_9')._unsafeUnwrap()).toEqual(cancelled);
    expect(markAffirmLoanCancelled(list, 'nope')._unsafeUnwrapErr()).toEqual({
      kind: 'AffirmLoanNotFound',
      message: 'No Affirm loan nope on this reservation',
    });
  });

  it('reads a list saved before issue 12 (no ActivePaymentMethod flag): the first Active entry is active', () => {
    const legacy: PaymentMethodEntry = {
      Method: PaymentMethod.CreditCard,
      Status: 'Active',
      PaymentReferenceID: null,
      PaymentSubType: null,
      CreditCard: aCard('tok_old'),
      AffirmPaymentData: null,
    };
    expect(activePaymentMethod([legacy])).toBe(legacy);
    const added = addPaymentMethod([legacy], paypal);
    expect(added[1]).toMatchObject({ Status: 'Inactive', ActivePaymentMethod: false });
  });
});
