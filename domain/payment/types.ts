/** §3 Payment entities. Money is integer cents. */
import type { Cents } from '../money/money';
import type { CardBrand, PaymentMethod, PaymentStatus } from './enums';

/** The card fields of AffirmPaymentData that clearAffirmCardFields removes. */
export interface AffirmCardSecrets {
  readonly cardNumber: string;
  readonly expirationMonth: string;
  readonly expirationYear: string;
  readonly securityValue: string;
}

/**
 * §3 AffirmPaymentData: checkout token, price at loan approval, card type, name, zip, and the
 * virtual card's number, expiration month and year and security value (absent once cleared).
 */
export interface AffirmPaymentData extends Partial<AffirmCardSecrets> {
  readonly checkoutToken: string;
  readonly priceAtLoanApproval: Cents;
  readonly cardType: CardBrand;
  readonly cardName: string;
  readonly cardZip: string;
}

/** AffirmPaymentData with its card secrets removed. */
export type ClearedAffirmPaymentData = Omit<AffirmPaymentData, keyof AffirmCardSecrets>;

/** §3 CreditCard as stored: never the full number, only its last four digits. */
export interface CreditCard {
  /** As entered on the card (format not shown). */
  readonly expirationDate: string;
  readonly name: string;
  readonly zip: string;
  /** Exactly 4 digits. */
  readonly lastFour: string;
  readonly type: CardBrand;
  readonly usage: string;
  readonly paymentProfileId: string;
}

/** §3 one entry of the PaymentMethods list. */
export interface PaymentMethodEntry {
  readonly Method: PaymentMethod;
  readonly Status: PaymentStatus;
  /** For PayPal: the order id. For an Affirm loan: its checkoutId when it differs from the checkout token (ours). */
  readonly PaymentReferenceID: string | null;
  /** Issue 12 (ours): the §3 flow type of the method, Standard, AffirmVCN or AffirmLite (payment-methods.ts). */
  readonly PaymentSubType: string | null;
  readonly CreditCard: CreditCard | null;
  readonly AffirmPaymentData: ClearedAffirmPaymentData | null;
  /**
   * §3 ActivePaymentMethod: true on the one entry charged now (issue 12, domain/payment/payment-methods.ts).
   * Absent on entries written before issue 12: the first Active entry is then the active one.
   */
  readonly ActivePaymentMethod?: boolean;
  /** §3 AffirmLoanCancelled: the Affirm loan of this entry was cancelled (POST affirm/cancel). */
  readonly AffirmLoanCancelled?: boolean;
  /** §3 HasMadePaymentOnTool: a payment was made with this entry on the payment tool (POST payments/pay). */
  readonly HasMadePaymentOnTool?: boolean;
}
