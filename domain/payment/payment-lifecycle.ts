/**
 * Issue 12, a move's payment as a state machine (architecture.md convention 12): one pure function,
 * `applyPaymentEvent(state, event)`, gives the next state or a refusal with its message; a refused event
 * leaves the state as it was. The ledger (domain/payment/ledger.ts) records the money; this records where
 * the payment stands, with the running amounts the events carried.
 *
 *   NoPayment --MethodAdded--> MethodVerified --Authorized--> Authorized --Captured--> Captured (paid)
 *   Captured --Refunded--> PartiallyRefunded | Refunded
 *   MethodVerified | Captured... --Declined--> Declined (PaymentInfoRequired) --MethodAdded--> MethodVerified
 *   Authorized --Voided--> MethodVerified (or back to Captured... when money was taken before)
 *   anything --Cancelled--> Cancelled (the open hold is voided with it); after it, only refunds
 *
 * A later charge (a price increase) authorizes and captures again from Captured, PartiallyRefunded or
 * Refunded. A cancellation fee is charged before the Cancelled event (nothing but refunds follows it).
 */
import { err, ok, type Result } from 'neverthrow';
import { type Cents, cents, formatUsd, ZERO } from '../money/money';
import { PaymentMethod } from './enums';

export const PaymentPhase = {
  /** No method yet (§3 Method default NoPayment). */
  NoPayment: 'NoPayment',
  /** A card verified for $0 and saved, a PayPal order approved, or an Affirm loan approved. */
  MethodVerified: 'MethodVerified',
  /** Funds held; nothing taken yet. */
  Authorized: 'Authorized',
  /** Paid: money taken, nothing given back. */
  Captured: 'Captured',
  PartiallyRefunded: 'PartiallyRefunded',
  /** Everything taken was given back. */
  Refunded: 'Refunded',
  /** The method was refused: the reservation's PaymentInfoRequired is set until a method is added. */
  Declined: 'Declined',
  /** The reservation was cancelled and its holds voided. */
  Cancelled: 'Cancelled',
} as const;
export type PaymentPhase = (typeof PaymentPhase)[keyof typeof PaymentPhase];
export const PAYMENT_PHASES: readonly PaymentPhase[] = Object.values(PaymentPhase);

/** The methods a payment can be made with (§3), NoPayment being only the default. */
export type PayableMethod = Exclude<PaymentMethod, typeof PaymentMethod.NoPayment>;

export interface PaymentState {
  readonly phase: PaymentPhase;
  /** The method in use; NoPayment until one is added. */
  readonly method: PaymentMethod;
  /** The open hold: more than 0 only while Authorized. */
  readonly authorized: Cents;
  /** Everything captured so far. */
  readonly captured: Cents;
  /** Everything refunded so far (never more than captured). */
  readonly refunded: Cents;
  /** While Declined: the processor's message, for the payment input page. Null otherwise. */
  readonly declineMessage: string | null;
}

export const INITIAL_PAYMENT_STATE: PaymentState = {
  phase: PaymentPhase.NoPayment,
  method: PaymentMethod.NoPayment,
  authorized: ZERO,
  captured: ZERO,
  refunded: ZERO,
  declineMessage: null,
};

export type PaymentEvent =
  | { readonly type: 'MethodAdded'; readonly method: PayableMethod }
  | { readonly type: 'Authorized'; readonly amount: Cents }
  | { readonly type: 'Captured'; readonly amount: Cents }
  | { readonly type: 'Refunded'; readonly amount: Cents }
  | { readonly type: 'Voided' }
  | { readonly type: 'Declined'; readonly message: string }
  | { readonly type: 'Cancelled' };
export type PaymentEventType = PaymentEvent['type'];

export interface PaymentEventRefused {
  readonly kind: 'PaymentEventRefused';
  readonly phase: PaymentPhase;
  readonly event: PaymentEventType;
  readonly message: string;
}

const SETTLED: readonly PaymentPhase[] = [
  PaymentPhase.Captured,
  PaymentPhase.PartiallyRefunded,
  PaymentPhase.Refunded,
];

/** The phase once nothing is held: by what was captured and refunded. */
function settledPhase(captured: number, refunded: number): PaymentPhase {
  if (captured === 0) return PaymentPhase.MethodVerified;
  if (refunded === 0) return PaymentPhase.Captured;
  return refunded >= captured ? PaymentPhase.Refunded : PaymentPhase.PartiallyRefunded;
}

const isPositiveCents = (amount: number) => Number.isSafeInteger(amount) && amount > 0;

/**
 * The next payment state, or a refusal that says why in plain words. Refused: an event without a method,
 * a capture before an authorization or above it, a second hold while one is open, a refund above what was
 * captured and not yet refunded, a void with nothing held, and anything after Cancelled except refunds.
 */
export function applyPaymentEvent(
  state: PaymentState,
  event: PaymentEvent,
): Result<PaymentState, PaymentEventRefused> {
  const refuse = (message: string) =>
    err<PaymentState, PaymentEventRefused>({
      kind: 'PaymentEventRefused',
      phase: state.phase,
      event: event.type,
      message,
    });
  const cancelled = state.phase === PaymentPhase.Cancelled;
  const holdOpen = `A hold of ${formatUsd(state.authorized)} is open on ${state.method}`;
  const refundable = state.captured - state.refunded;

  if ('amount' in event && !isPositiveCents(event.amount)) {
    return refuse(`The amount must be a positive whole number of cents, got ${event.amount}`);
  }
  if (cancelled && event.type !== 'Refunded') {
    return refuse(
      event.type === 'Cancelled'
        ? 'The reservation is already cancelled'
        : 'The reservation is cancelled: only refunds can follow',
    );
  }

  switch (event.type) {
    case 'MethodAdded':
      if ((event.method as PaymentMethod) === PaymentMethod.NoPayment) {
        return refuse('NoPayment is not a payment method');
      }
      if (state.phase === PaymentPhase.Authorized) {
        return refuse(`${holdOpen}: capture or void it before changing the method`);
      }
      return ok({
        ...state,
        phase: SETTLED.includes(state.phase) ? state.phase : PaymentPhase.MethodVerified,
        method: event.method,
        declineMessage: null,
      });

    case 'Authorized':
      if (state.phase === PaymentPhase.NoPayment) return refuse('There is no payment method to authorize');
      if (state.phase === PaymentPhase.Authorized) {
        return refuse(`${holdOpen} already: capture or void it first`);
      }
      return ok({ ...state, phase: PaymentPhase.Authorized, authorized: event.amount, declineMessage: null });

    case 'Captured': {
      if (state.phase !== PaymentPhase.Authorized) return refuse('Nothing is authorized to capture');
      if (event.amount > state.authorized) {
        return refuse(
          `Cannot capture ${formatUsd(event.amount)}: only ${formatUsd(state.authorized)} is authorized`,
        );
      }
      const captured = state.captured + event.amount;
      return ok({
        ...state,
        phase: settledPhase(captured, state.refunded),
        authorized: ZERO,
        captured: cents(captured),
      });
    }

    case 'Refunded': {
      if (refundable <= 0) return refuse('Nothing was captured to refund');
      if (event.amount > refundable) {
        return refuse(
          `Cannot refund ${formatUsd(event.amount)}: only ${formatUsd(cents(refundable))} was captured and not yet refunded`,
        );
      }
      const refunded = state.refunded + event.amount;
      return ok({
        ...state,
        phase: SETTLED.includes(state.phase) ? settledPhase(state.captured, refunded) : state.phase,
        refunded: cents(refunded),
      });
    }

    case 'Voided':
      if (state.phase !== PaymentPhase.Authorized) return refuse('Nothing is authorized to void');
      return ok({ ...state, phase: settledPhase(state.captured, state.refunded), authorized: ZERO });

    case 'Declined':
      if (state.phase === PaymentPhase.NoPayment) return refuse('There is no payment method to decline');
      if (state.phase === PaymentPhase.Authorized) {
        return refuse(`${holdOpen}: capture or void it before recording a decline`);
      }
      return ok({ ...state, phase: PaymentPhase.Declined, declineMessage: event.message });

    case 'Cancelled':
      return ok({ ...state, phase: PaymentPhase.Cancelled, authorized: ZERO, declineMessage: null });
  }
}

/**
 * The state after `events` in order, from `from` (the initial state by default); the first refused event
 * stops the replay and is returned with its position.
 */
export function replayPaymentEvents(
  events: readonly PaymentEvent[],
  from: PaymentState = INITIAL_PAYMENT_STATE,
): Result<PaymentState, PaymentEventRefused & { readonly index: number }> {
  let state = from;
  for (const [index, event] of events.entries()) {
    const next = applyPaymentEvent(state, event);
    if (next.isErr()) return err({ ...next.error, index });
    state = next.value;
  }
  return ok(state);
}

/** §3 PaymentInfoRequired: the customer must add a method or pay (POST moves/{id}/payment-info, payments/pay). */
export function paymentInfoRequired(state: PaymentState): boolean {
  return state.phase === PaymentPhase.Declined;
}
