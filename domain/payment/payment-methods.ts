/**
 * §3 Payment, issue 12: the rules of a reservation's PaymentMethods list. Adding a method makes it the
 * ActivePaymentMethod (Status Active, first in the list, where the dashboard reads it) and keeps the older
 * ones as Inactive (ours: §3 shows only the default Active). PaymentSubType is the method's §3 flow type.
 * HasMadePaymentOnTool and AffirmLoanCancelled are flags on an entry (§4 "loan-cancelled and made-payment
 * flags can be set"). Affirm card fields are cleared with the existing rule before anything is kept.
 */
import { err, ok, type Result } from 'neverthrow';
import { clearAffirmCardFields } from './card-fields';
import { PaymentFlowType, PaymentMethod, PaymentStatus } from './enums';
import type { AffirmPaymentData, CreditCard, PaymentMethodEntry } from './types';

/** The methods a payment can be made with (§3), NoPayment being only the default. */
export type PayableMethod = Exclude<PaymentMethod, typeof PaymentMethod.NoPayment>;

/** A method being added, as its processor answered: one shape per §3 method. */
export type NewPaymentMethod =
  | { readonly Method: typeof PaymentMethod.CreditCard; readonly CreditCard: CreditCard }
  | { readonly Method: typeof PaymentMethod.PayPal; readonly PaymentReferenceID: string }
  | {
      readonly Method: typeof PaymentMethod.AffirmVCN | typeof PaymentMethod.AffirmLite;
      /** As Affirm returned it; its card number, expiry and security value are cleared before keeping it. */
      readonly AffirmPaymentData: AffirmPaymentData;
      /** The virtual card once saved as a token with the card processor (AffirmVCN), if it was. */
      readonly CreditCard?: CreditCard | null;
      /** The loan's §3 checkoutId when it differs from the checkout token. */
      readonly PaymentReferenceID?: string | null;
    };

export type NoActivePaymentMethod = { readonly kind: 'NoActivePaymentMethod'; readonly message: string };
export type AffirmLoanNotFound = { readonly kind: 'AffirmLoanNotFound'; readonly message: string };

const AFFIRM_METHODS: readonly PaymentMethod[] = [PaymentMethod.AffirmVCN, PaymentMethod.AffirmLite];

const PAYMENT_SUB_TYPE: Readonly<Record<PayableMethod, PaymentFlowType>> = {
  AffirmVCN: PaymentFlowType.AffirmVCN,
  AffirmLite: PaymentFlowType.AffirmLite,
  CreditCard: PaymentFlowType.Standard,
  PayPal: PaymentFlowType.Standard,
};

/** §3 PaymentSubType (ours): the flow type, Standard for a card or PayPal, AffirmVCN or AffirmLite for a loan. */
export function paymentSubType(method: PayableMethod): PaymentFlowType {
  return PAYMENT_SUB_TYPE[method];
}

/** What identifies the same method added again: the card token, the PayPal order, the Affirm checkout. */
function identity(entry: PaymentMethodEntry): string | null {
  if (AFFIRM_METHODS.includes(entry.Method)) {
    return entry.AffirmPaymentData ? `affirm:${entry.AffirmPaymentData.checkoutToken}` : null;
  }
  if (entry.Method === PaymentMethod.PayPal)
    return entry.PaymentReferenceID ? `paypal:${entry.PaymentReferenceID}` : null;
  if (entry.Method === PaymentMethod.CreditCard) {
    return entry.CreditCard ? `card:${entry.CreditCard.paymentProfileId}` : null;
  }
  return null;
}

function newEntry(method: NewPaymentMethod): PaymentMethodEntry {
  const common = {
    Status: PaymentStatus.Active,
    PaymentSubType: paymentSubType(method.Method),
    ActivePaymentMethod: true,
    AffirmLoanCancelled: false,
    HasMadePaymentOnTool: false,
  };
  switch (method.Method) {
    case PaymentMethod.CreditCard:
      return {
        ...common,
        Method: method.Method,
        PaymentReferenceID: null,
        CreditCard: method.CreditCard,
        AffirmPaymentData: null,
      };
    case PaymentMethod.PayPal:
      return {
        ...common,
        Method: method.Method,
        PaymentReferenceID: method.PaymentReferenceID,
        CreditCard: null,
        AffirmPaymentData: null,
      };
    case PaymentMethod.AffirmVCN:
    case PaymentMethod.AffirmLite:
      return {
        ...common,
        Method: method.Method,
        PaymentReferenceID: method.PaymentReferenceID ?? null,
        CreditCard: method.CreditCard ?? null,
        AffirmPaymentData: clearAffirmCardFields(method.AffirmPaymentData),
      };
  }
}

const deactivated = (entry: PaymentMethodEntry): PaymentMethodEntry => ({
  ...entry,
  Status: PaymentStatus.Inactive,
  ActivePaymentMethod: false,
});

/**
 * The list with `method` added as the ActivePaymentMethod, first; every older entry stays, Inactive. The
 * same method added again (same card token, PayPal order or Affirm checkout) replaces its older entry.
 */
export function addPaymentMethod(
  list: readonly PaymentMethodEntry[],
  method: NewPaymentMethod,
): PaymentMethodEntry[] {
  const entry = newEntry(method);
  const id = identity(entry);
  return [entry, ...list.filter((e) => id === null || identity(e) !== id).map(deactivated)];
}

/**
 * The entry charged now: the one marked ActivePaymentMethod, or, in a list written before issue 12 (no
 * entry carries the flag), the first Active entry. Null when there is none (e.g. the Affirm loan was
 * cancelled and nothing replaced it).
 */
export function activePaymentMethod(list: readonly PaymentMethodEntry[]): PaymentMethodEntry | null {
  const flagged = list.some((e) => e.ActivePaymentMethod !== undefined);
  const active = flagged
    ? list.find((e) => e.ActivePaymentMethod === true)
    : list.find((e) => e.Status === PaymentStatus.Active && e.AffirmLoanCancelled !== true);
  return active ?? null;
}

/** The index of the active entry, or -1. */
function activeIndex(list: readonly PaymentMethodEntry[]): number {
  const active = activePaymentMethod(list);
  return active === null ? -1 : list.indexOf(active);
}

/** §3 HasMadePaymentOnTool: set on the active entry once a payment was made with it on the payment tool. */
export function markPaymentMadeOnTool(
  list: readonly PaymentMethodEntry[],
): Result<PaymentMethodEntry[], NoActivePaymentMethod> {
  const index = activeIndex(list);
  if (index < 0) {
    return err({ kind: 'NoActivePaymentMethod', message: 'There is no active payment method to pay with' });
  }
  return ok(list.map((e, i) => (i === index ? { ...e, HasMadePaymentOnTool: true } : e)));
}

/**
 * §3 AffirmLoanCancelled: the Affirm entry whose checkoutId (PaymentReferenceID) or checkout token is
 * `checkoutId` is marked cancelled and made Inactive; no other method becomes active by itself (the customer
 * chooses one). Cancelling an already cancelled loan changes nothing.
 */
export function markAffirmLoanCancelled(
  list: readonly PaymentMethodEntry[],
  checkoutId: string,
): Result<PaymentMethodEntry[], AffirmLoanNotFound> {
  const index = list.findIndex(
    (e) =>
      AFFIRM_METHODS.includes(e.Method) &&
      (e.PaymentReferenceID === checkoutId || e.AffirmPaymentData?.checkoutToken === checkoutId),
  );
  if (index < 0) {
    return err({ kind: 'AffirmLoanNotFound', message: `No Affirm loan ${checkoutId} on this reservation` });
  }
  return ok(list.map((e, i) => (i === index ? { ...deactivated(e), AffirmLoanCancelled: true } : e)));
}
