/**
 * What each A/B arm changes for the visitor (§2, §5). The arm itself comes from the server (§7
 * /drupal_ab_test/{test}, sticky per visitor); these rules only read it.
 */
import { AbVariant } from './ab-tests';

/** Where the short form is shown: a phone or tablet (touch first), and whether the viewport is at §9 mobile width. */
export interface FormDevice {
  readonly mobileDevice: boolean;
  readonly mobileWidth: boolean;
}

/**
 * §2 "Email (only on a mobile device at mobile width, as one arm of an A/B test)" and §5 "Email validated
 * only when the mobile-quote-form email A/B test applies (variant A or not in test, on a mobile device and
 * width)". An unknown arm (null: the variant could not be loaded) shows no Email: the quote works without one.
 */
export function mobileQuoteFormEmailApplies(variant: string | null, device: FormDevice): boolean {
  return (
    device.mobileDevice && device.mobileWidth && (variant === AbVariant.A || variant === AbVariant.NotInTest)
  );
}

/**
 * §2 "Manual banner: 'Quote under review', or 'Your quote is ready' in the no-quote-response A/B test".
 * Not shown: which arm is "in the test". Ours: variant A; B and NotInTest keep 'Quote under review'
 * (docs/decisions.md). An unknown arm (null) is not in the test.
 */
export function inNoQuoteResponseArm(variant: string | null): boolean {
  return variant === AbVariant.A;
}

/**
 * §1 financing-promo widgets, shown or hidden by the §7 A/B tests affirm-quote-response-promo-test (the
 * quote view) and affirm-payment-test (the payment step). Not shown: which arm sees the promo. Ours, as for
 * the no-quote-response test: variant A sees the "as low as $X/month" line; B and NotInTest do not
 * (docs/decisions.md). An unknown arm (null: the variant could not be loaded) shows nothing.
 */
export function financingPromoShown(variant: string | null): boolean {
  return variant === AbVariant.A;
}
