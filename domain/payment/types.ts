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
  /** For PayPal. */
  readonly PaymentReferenceID: string | null;
  readonly PaymentSubType: string | null;
  readonly CreditCard: CreditCard | null;
  readonly AffirmPaymentData: ClearedAffirmPaymentData | null;
}
