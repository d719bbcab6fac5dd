import { enumOf, type ValueOf } from '../shared/enum';
/** §3, §4 and §8 payment enumerations (architecture.md, convention 8). */

/** §3 Payment methods, plus the Method default NoPayment. */
export const PaymentMethod = enumOf('NoPayment', 'CreditCard', 'PayPal', 'AffirmVCN', 'AffirmLite');
export type PaymentMethod = ValueOf<typeof PaymentMethod>;
/** §3: the methods a customer can pay with (NoPayment is only the default). */
export const PAYABLE_METHODS: readonly PaymentMethod[] = [
  PaymentMethod.CreditCard,
  PaymentMethod.PayPal,
  PaymentMethod.AffirmVCN,
  PaymentMethod.AffirmLite,
];
/** §3: "Method (default NoPayment)". */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = PaymentMethod.NoPayment;

/**
 * §3 Payment status: "Status (default Active)". Other values are not shown; Inactive is ours (issue 12): a
 * method replaced by a newer one, or an Affirm loan cancelled, stays in the PaymentMethods list as Inactive.
 */
export const PaymentStatus = enumOf('Active', 'Inactive');
export type PaymentStatus = ValueOf<typeof PaymentStatus>;
export const DEFAULT_PAYMENT_STATUS: PaymentStatus = PaymentStatus.Active;

/** §3 Flow types. */
export const PaymentFlowType = enumOf('Standard', 'AffirmVCN', 'AffirmLite');
export type PaymentFlowType = ValueOf<typeof PaymentFlowType>;
export const PAYMENT_FLOW_TYPES: readonly PaymentFlowType[] = Object.values(PaymentFlowType);

/** §3 Card brands. */
export const CardBrand = enumOf('AmericanExpress', 'Discover', 'MasterCard', 'Visa', 'Unspecified');
export type CardBrand = ValueOf<typeof CardBrand>;
export const CARD_BRANDS: readonly CardBrand[] = Object.values(CardBrand);

/** §3 card brand codes: AM, DI, MC, VI, unknown. */
export const CARD_BRAND_CODE = {
  AmericanExpress: 'AM',
  Discover: 'DI',
  MasterCard: 'MC',
  Visa: 'VI',
  Unspecified: 'unknown',
} as const satisfies Record<CardBrand, string>;
export type CardBrandCode = (typeof CARD_BRAND_CODE)[CardBrand];

/** The §3 code of a card brand. */
export function cardBrandCode(brand: CardBrand): CardBrandCode {
  return CARD_BRAND_CODE[brand];
}

/** The card brand of a §3 code (exact, upper-case codes); any other code is Unspecified. */
export function cardBrandForCode(code: string): CardBrand {
  return CARD_BRANDS.find((brand) => CARD_BRAND_CODE[brand] === code) ?? CardBrand.Unspecified;
}

/** §4 Affirm application states. */
export const AffirmApplicationState = enumOf(
  'Initial',
  'HasNotApplied',
  'Success',
  'Failure',
  'PopupBlocker',
);
export type AffirmApplicationState = ValueOf<typeof AffirmApplicationState>;
export const AFFIRM_APPLICATION_STATES: readonly AffirmApplicationState[] =
  Object.values(AffirmApplicationState);

/** §4 Affirm cancellation states. */
export const AffirmCancellationState = enumOf('HasNotCancelled', 'HasCancelled', 'CancellationFailed');
export type AffirmCancellationState = ValueOf<typeof AffirmCancellationState>;
export const AFFIRM_CANCELLATION_STATES: readonly AffirmCancellationState[] =
  Object.values(AffirmCancellationState);

/** §4 and §8 card results (POST payments/pay). */
export const CardResult = enumOf(
  'CardApproved',
  'CardError',
  'CardDeclined',
  'TechnicalError',
  'UnknownError',
);
export type CardResult = ValueOf<typeof CardResult>;
export const CARD_RESULTS: readonly CardResult[] = Object.values(CardResult);
