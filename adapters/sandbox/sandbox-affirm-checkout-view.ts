import type { AffirmCheckout } from '../../application/ports/affirm-gateway';
import { cents } from '../../domain/money/money';
import {
  AFFIRM_MESSAGES,
  type AffirmCheckoutApplicationState,
  type AffirmCheckoutFacts,
  type AffirmCheckoutNotFound,
  type AffirmFlow,
  affirmExpiresAtMs,
  affirmFinalizeOutcome,
  affirmLoanStatus,
} from '../../domain/payment/affirm';
import {
  AffirmApplicationState,
  AffirmCancellationState,
  CardBrand,
  PaymentFlowType,
} from '../../domain/payment/enums';
import type { CheckoutRow } from './sandbox-affirm-tables';

/** A checkout as the gateway answers it, its loan's status read at `nowMs`. */
export function checkoutOf(row: CheckoutRow, nowMs: number): AffirmCheckout {
  const facts = factsOf(row);
  const common = {
    checkoutId: row.checkout_id,
    quoteId: row.quote_id,
    userId: row.user_id,
    flow: flowOf(row.flow),
    amount: cents(row.amount_cents),
    returnUrl: row.return_url,
    status: affirmLoanStatus(facts, nowMs),
    cancellation:
      row.cancelled_at === null
        ? AffirmCancellationState.HasNotCancelled
        : AffirmCancellationState.HasCancelled,
    openedAt: row.opened_at.toISOString(),
    decidedAt: isoOf(row.decided_at),
    expiresAt: new Date(affirmExpiresAtMs(facts)).toISOString(),
    cancelledAt: isoOf(row.cancelled_at),
  } as const;
  if (facts.application !== AffirmApplicationState.Success) {
    return { ...common, application: facts.application, loan: null };
  }
  const loan = loanColumns(row);
  const finalization =
    row.captured_cents === null || row.finalized_at === null
      ? null
      : {
          outcome: affirmFinalizeOutcome(loan.approvedAmount, cents(row.captured_cents)),
          capturedAmount: cents(row.captured_cents),
          releasedAmount: cents(loan.approvedAmount - row.captured_cents),
          finalizedAt: row.finalized_at.toISOString(),
        };
  return {
    ...common,
    application: AffirmApplicationState.Success,
    loan: {
      checkoutToken: loan.checkoutToken,
      approvedAmount: loan.approvedAmount,
      approvedAt: loan.approvedAt,
      virtualCard: {
        cardId: loan.cardId,
        brand: CardBrand.Visa,
        lastFour: row.card_last_four,
        expirationMonth: loan.expirationMonth,
        expirationYear: loan.expirationYear,
        cardholderName: loan.cardholderName,
        billingZip: loan.billingZip,
        handedOverAt: isoOf(row.card_handed_over_at),
      },
      finalization,
    },
  };
}

export function notFound(): AffirmCheckoutNotFound {
  return { kind: 'AffirmCheckoutNotFound', message: AFFIRM_MESSAGES.checkoutNotFound };
}

export function isFlow(flow: unknown): flow is AffirmFlow {
  return flow === PaymentFlowType.AffirmVCN || flow === PaymentFlowType.AffirmLite;
}

function flowOf(stored: string): AffirmFlow {
  if (!isFlow(stored)) throw new Error(`a checkout with an unknown flow: ${stored}`);
  return stored;
}

const STORED_STATES: readonly AffirmCheckoutApplicationState[] = [
  AffirmApplicationState.Initial,
  AffirmApplicationState.HasNotApplied,
  AffirmApplicationState.Success,
  AffirmApplicationState.Failure,
];

function applicationOf(stored: string): AffirmCheckoutApplicationState {
  const state = STORED_STATES.find((s) => s === stored);
  if (state === undefined) throw new Error(`a checkout in an unknown state: ${stored}`);
  return state;
}

export function isoOf(date: Date | null): string | null {
  return date === null ? null : date.toISOString();
}

export function factsOf(row: CheckoutRow): AffirmCheckoutFacts {
  return {
    application: applicationOf(row.application_state),
    amount: cents(row.amount_cents),
    openedAtMs: row.opened_at.getTime(),
    approvedAtMs: row.approved_at === null ? null : row.approved_at.getTime(),
    approvedAmount: row.approved_cents === null ? null : cents(row.approved_cents),
    cancelledAtMs: row.cancelled_at === null ? null : row.cancelled_at.getTime(),
    capturedAmount: row.captured_cents === null ? null : cents(row.captured_cents),
    cardHandedOver: row.card_handed_over_at !== null,
  };
}

/** The columns of an approved loan (the table's checks guarantee them on Success). */
export function loanColumns(row: CheckoutRow) {
  const {
    approved_at,
    approved_cents,
    checkout_token,
    card_id,
    card_expiration_month,
    card_expiration_year,
    card_cardholder_name,
    card_billing_zip,
  } = row;
  if (
    approved_at === null ||
    approved_cents === null ||
    checkout_token === null ||
    card_id === null ||
    card_expiration_month === null ||
    card_expiration_year === null ||
    card_cardholder_name === null ||
    card_billing_zip === null
  ) {
    throw new Error(`the approved checkout ${row.checkout_id} lacks its loan's columns`);
  }
  return {
    approvedAt: approved_at.toISOString(),
    approvedAmount: cents(approved_cents),
    checkoutToken: checkout_token,
    cardId: card_id,
    expirationMonth: card_expiration_month,
    expirationYear: card_expiration_year,
    cardholderName: card_cardholder_name,
    billingZip: card_billing_zip,
  };
}
