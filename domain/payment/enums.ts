/** §3, §4 and §8 payment enumerations (architecture.md, convention 8). */

/** §3 Payment methods, plus the Method default NoPayment. */
export const PaymentMethod = {
  NoPayment: 'NoPayment',
  CreditCard: 'CreditCard',
  PayPal: 'PayPal',
  AffirmVCN: 'AffirmVCN',
  AffirmLite: 'AffirmLite',
} as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];
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
export const PaymentStatus = { Active: 'Active', Inactive: 'Inactive' } as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];
export const DEFAULT_PAYMENT_STATUS: PaymentStatus = PaymentStatus.Active;

/** §3 Flow types. */
export const PaymentFlowType = {
  Standard: 'Standard',
  AffirmVCN: 'AffirmVCN',
  AffirmLite: 'AffirmLite',
} as const;
export type PaymentFlowType = (typeof PaymentFlowType)[keyof typeof PaymentFlowType];
export const PAYMENT_FLOW_TYPES: readonly PaymentFlowType[] = Object.values(PaymentFlowType);

/** §3 Card brands. */
export const CardBrand = {
  AmericanExpress: 'AmericanExpress',
  Discover: 'Discover',
  MasterCard: 'MasterCard',
  Visa: 'Visa',
  Unspecified: 'Unspecified',
} as const;
export type CardBrand = (typeof CardBrand)[keyof typeof CardBrand];
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
export const AffirmApplicationState = {
  Initial: 'Initial',
  HasNotApplied: 'HasNotApplied',
  Success: 'Success',
  Failure: 'Failure',
  PopupBlocker: 'PopupBlocker',
} as const;
export type AffirmApplicationState = (typeof AffirmApplicationState)[keyof typeof AffirmApplicationState];
export const AFFIRM_APPLICATION_STATES: readonly AffirmApplicationState[] =
  Object.values(AffirmApplicationState);

/** §4 Affirm cancellation states. */
export const AffirmCancellationState = {
  HasNotCancelled: 'HasNotCancelled',
  HasCancelled: 'HasCancelled',
  CancellationFailed: 'CancellationFailed',
} as const;
export type AffirmCancellationState = (typeof AffirmCancellationState)[keyof typeof AffirmCancellationState];
export const AFFIRM_CANCELLATION_STATES: readonly AffirmCancellationState[] =
  Object.values(AffirmCancellationState);

/** §4 and §8 card results (POST payments/pay). */
export const CardResult = {
  CardApproved: 'CardApproved',
  CardError: 'CardError',
  CardDeclined: 'CardDeclined',
  TechnicalError: 'TechnicalError',
  UnknownError: 'UnknownError',
} as const;
export type CardResult = (typeof CardResult)[keyof typeof CardResult];
export const CARD_RESULTS: readonly CardResult[] = Object.values(CardResult);
