import { describe, expect, it } from 'vitest';
import { AbVariant } from './ab-tests';
import { financingPromoShown, inNoQuoteResponseArm, mobileQuoteFormEmailApplies } from './test-arms';

const phone = { mobileDevice: true, mobileWidth: true };

describe('the mobile quote-form email arm (§2 Email, §5 "variant A or not in test, on a mobile device and width")', () => {
  it('applies to variant A and to visitors not in the test, on a mobile device at mobile width', () => {
    expect(mobileQuoteFormEmailApplies(AbVariant.A, phone)).toBe(true);
    expect(mobileQuoteFormEmailApplies(AbVariant.NotInTest, phone)).toBe(true);
  });

  it('does not apply to variant B, nor when the arm is unknown', () => {
    expect(mobileQuoteFormEmailApplies(AbVariant.B, phone)).toBe(false);
    expect(mobileQuoteFormEmailApplies(null, phone)).toBe(false);
    expect(mobileQuoteFormEmailApplies('something-else', phone)).toBe(false);
  });

  it('needs both a mobile device and mobile width (a narrow desktop window or a wide tablet gets no Email)', () => {
    expect(mobileQuoteFormEmailApplies(AbVariant.A, { mobileDevice: false, mobileWidth: true })).toBe(false);
    expect(mobileQuoteFormEmailApplies(AbVariant.A, { mobileDevice: true, mobileWidth: false })).toBe(false);
  });
});

describe('the no-quote-response arm (§2 manual banner "Your quote is ready")', () => {
  it('is variant A only; B, not in test and an unknown arm keep "Quote under review"', () => {
    expect(inNoQuoteResponseArm(AbVariant.A)).toBe(true);
    expect(inNoQuoteResponseArm(AbVariant.B)).toBe(false);
    expect(inNoQuoteResponseArm(AbVariant.NotInTest)).toBe(false);
    expect(inNoQuoteResponseArm(null)).toBe(false);
  });
});

describe('the financing promo arms (§1 financing-promo widgets, §7 affirm-quote-response-promo-test and affirm-payment-test)', () => {
  it('shows the "as low as" line to variant A only; B, not in test and an unknown arm see none', () => {
    expect(financingPromoShown(AbVariant.A)).toBe(true);
    expect(financingPromoShown(AbVariant.B)).toBe(false);
    expect(financingPromoShown(AbVariant.NotInTest)).toBe(false);
    expect(financingPromoShown(null)).toBe(false);
  });
});
