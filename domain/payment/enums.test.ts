import { describe, expect, it } from 'vitest';
import {
  AFFIRM_APPLICATION_STATES,
  AFFIRM_CANCELLATION_STATES,
  CARD_RESULTS,
  CardBrand,
  cardBrandCode,
  cardBrandForCode,
  DEFAULT_PAYMENT_METHOD,
  DEFAULT_PAYMENT_STATUS,
  PAYABLE_METHODS,
  PAYMENT_FLOW_TYPES,
} from './enums';

describe('payment enumerations (§3, §4, §8)', () => {
  it('lists the payment methods and flow types; Method defaults to NoPayment, Status to Active (§3)', () => {
    expect(PAYABLE_METHODS).toEqual(['CreditCard', 'PayPal', 'AffirmVCN', 'AffirmLite']);
    expect(PAYMENT_FLOW_TYPES).toEqual(['Standard', 'AffirmVCN', 'AffirmLite']);
    expect(DEFAULT_PAYMENT_METHOD).toBe('NoPayment');
    expect(DEFAULT_PAYMENT_STATUS).toBe('Active');
  });

  it('codes card brands AM, DI, MC, VI and unknown (§3)', () => {
    expect(cardBrandCode(CardBrand.AmericanExpress)).toBe('AM');
    expect(cardBrandCode(CardBrand.Discover)).toBe('DI');
    expect(cardBrandCode(CardBrand.MasterCard)).toBe('MC');
    expect(cardBrandCode(CardBrand.Visa)).toBe('VI');
    expect(cardBrandCode(CardBrand.Unspecified)).toBe('unknown');
  });

  it('reads a brand back from its code; any other code is Unspecified (§3)', () => {
    expect(cardBrandForCode('VI')).toBe('Visa');
    expect(cardBrandForCode('AM')).toBe('AmericanExpress');
    expect(cardBrandForCode('JC')).toBe('Unspecified');
  });

  it('lists Affirm application and cancellation states and card results (§4, §8)', () => {
    expect(AFFIRM_APPLICATION_STATES).toEqual([
      'Initial',
      'HasNotApplied',
      'Success',
      'Failure',
      'PopupBlocker',
    ]);
    expect(AFFIRM_CANCELLATION_STATES).toEqual(['HasNotCancelled', 'HasCancelled', 'CancellationFailed']);
    expect(CARD_RESULTS).toEqual([
      'CardApproved',
      'CardError',
      'CardDeclined',
      'TechnicalError',
      'UnknownError',
    ]);
  });
});
