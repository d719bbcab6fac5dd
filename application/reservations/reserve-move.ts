import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { type Cents, ZERO } from '../../domain/money/money';
import type { AffirmFlow } from '../../domain/payment/affirm';
import {
  type AffirmCheckoutFacts,
  affirmBookingRefusal,
  BOOKING_PAYMENT_MESSAGES,
  type PayPalOrderFacts,
  payPalBookingRefusal,
} from '../../domain/payment/booking-payments';
import { CardBrand, PaymentMethod } from '../../domain/payment/enums';
import { addPaymentMethod, type NewPaymentMethod } from '../../domain/payment/payment-methods';
import { EditFailReason, QuoteErrorType } from '../../domain/quote/enums';
import type { Quote } from '../../domain/quote/types';
import { AppointmentEnd, isPaidWindow } from '../../domain/reservation/appointment-windows';
import {
  emptyDraft,
  type LocationAnswers,
  type PaymentAnswers,
  type ReservationDraft,
  type ScheduleAnswers,
} from '../../domain/reservation/draft';
import {
  APPOINTMENT_UNAVAILABLE,
  type ReserveResult,
  refused,
  reserveRefusal,
  STATION_DAILY_DROP_OFFS,
} from '../../domain/reservation/reserve';
import { reservedQuote } from '../../domain/reservation/reserved-quote';
import type { Viewer } from '../accounts/viewer';
import type { AffirmBookingCheckouts } from '../ports/affirm-booking-checkouts';
import type { AffirmGateway, AffirmGatewayUnavailable } from '../ports/affirm-gateway';
import type { AppointmentRateSource } from '../ports/appointment-rates';
import type { Clock } from '../ports/clock';
import type { PaymentGateway, PaymentGatewayUnavailable, SavedCard } from '../ports/payment-gateway';
import type { PayPalGateway } from '../ports/paypal-gateway';
import type { ReservationRepository } from '../ports/reservation-repository';
import type { ServiceCenterDirectory } from '../ports/service-center-directory';
import type { StationCapacity } from '../ports/station-capacity';
import { reservationFacts } from '../shared/booking-price';
import { quoteOwner } from '../shared/reservation-access';
import type { ReservationError } from '../shared/reservation-errors';
import { UseCase } from '../use-case';

export interface ReserveMoveInput {
  viewer: Viewer;
  quoteId: number;
  /** The caller's idempotency key and the request's SHA-256 (computed by the adapter). */
  idempotencyKey: string;
  requestHash: string;
  Revision: number;
  /** The answers of steps W and X as the browser holds them (the server draft is used for a missing one). */
  MyMove: { Location: LocationAnswers | null; Schedule: ScheduleAnswers | null };
  /** The §3 PaymentMethods entry the move is booked with. */
  Payment: ReservePayment;
}

/**
 * The payment method of a reserve request (§3 PaymentMethods, one entry): a saved card's token; an
 * approved PayPal order (PaymentReferenceID, issue 12); or an approved Affirm loan (issue 12): its
 * checkoutId (PaymentReferenceID), the token its virtual card was saved as, and its checkout token.
 */
export type ReservePayment =
  | { Method: typeof PaymentMethod.CreditCard; PaymentProfileId: string }
  | { Method: typeof PaymentMethod.PayPal; PaymentReferenceID: string }
  | {
      Method: AffirmFlow;
      PaymentReferenceID: string;
      PaymentProfileId: string;
      checkoutToken: string;
    };

/** §4 Reserve's errors: a reservation's, or PayPal or Affirm could not be reached to check the method. */
export type ReserveMoveError = ReservationError | PaymentGatewayUnavailable | AffirmGatewayUnavailable;

/** What the server found of the payment method before the reserve transaction. */
type CheckedPayment =
  | { kind: 'card'; card: SavedCard | null }
  | { kind: 'paypal'; orderId: string; order: PayPalOrderFacts | null }
  | {
      kind: 'affirm';
      request: Extract<ReservePayment, { checkoutToken: string }>;
      checkout: AffirmCheckoutFacts | null;
      card: SavedCard | null;
      /** The loan's §3 AffirmPaymentData (cleared) and CreditCard as the server saved them. */
      method: NewPaymentMethod | null;
    };

export interface ReserveMoveOutput {
  result: ReserveResult;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

type ReserveMoveDeps = {
  reservations: ReservationRepository;
  clock: Clock;
  centers: ServiceCenterDirectory;
  capacity: StationCapacity;
  cards: PaymentGateway;
  paypal: PayPalGateway;
  affirm: AffirmGateway;
  checkouts: AffirmBookingCheckouts;
  rates: AppointmentRateSource;
};

/**
 * §4 Reserve (§7 POST moves/{id}/reserve): books the owner's quote exactly once. The server checks the
 * saved card (PaymentError), then, in one transaction, the revision, the answers, the drop-off date and
 * its capacity, recomputes every price, stores the quote Reserved with WebReservationFlag Reserve, and
 * keeps the answer under the idempotency key, so a double click or a retry gets the same answer and books
 * one move.
 */
export class ReserveMove extends UseCase<ReserveMoveDeps> {
  execute(input: ReserveMoveInput): ResultAsync<ReserveMoveOutput, ReserveMoveError> {
    const { reservations, clock, centers, capacity, rates } = this.deps;
    return quoteOwner(reservations, input.viewer, input.quoteId).andThen((userId) =>
      this.checkPayment(input.Payment, userId, input.quoteId).andThen((payment) =>
        reservations
          .reserve({
            quoteId: input.quoteId,
            userId,
            idempotencyKey: input.idempotencyKey,
            requestHash: input.requestHash,
            at: clock.now(),
            decide: (current, stored) => {
              // The PayPal order or Affirm loan is checked first, as a card is (the amount comes once priced).
              const early = methodRefusal(payment, input.quoteId, userId, null);
              if (early !== null) return { kind: 'refuse', answer: paymentRefused(current, early) };
              const answers = paymentAnswers(payment);
              if (answers === null)
                return { kind: 'refuse', answer: refused(QuoteErrorType.PaymentError, current) };
              const draft: ReservationDraft = {
                ...(stored ?? emptyDraft(input.quoteId, clock.now())),
                Location: input.MyMove.Location ?? stored?.Location ?? null,
                Schedule: input.MyMove.Schedule ?? stored?.Schedule ?? null,
                Payment: answers,
              };
              const refusal = reserveRefusal(current, draft, input.Revision, clock.today());
              if (refusal) return { kind: 'refuse', answer: refusal };
              const schedule = draft.Schedule as ScheduleAnswers;
              const facts = reservationFacts(current, draft, { centers, rates });
              const station =
                (facts.originStation ?? current.Details.Origin.StationDetail)?.StationCode ?? '';
              const full = refused(EditFailReason.InvalidCapacityUnserviceableDate, current);
              if (station !== '' && capacity.isFull(station, schedule.SpotDate))
                return { kind: 'refuse', answer: full };
              const priced = reservedQuote(current, draft, facts, clock.now());
              if (priced === null)
                return { kind: 'refuse', answer: refused(QuoteErrorType.UNKNOWN, current) };
              const booked = bookedWith(priced, payment, input.quoteId, userId);
              if (typeof booked === 'string')
                return { kind: 'refuse', answer: paymentRefused(current, booked) };
              return {
                kind: 'book',
                quote: booked,
                station,
                date: schedule.SpotDate,
                dailyLimit: STATION_DAILY_DROP_OFFS,
                answer: (saved) => ({ booked: true, quote: saved }),
                fullAnswer: full,
                appointment:
                  station !== '' && isPaidWindow(schedule.OriginAppointment.SelectedAppointmentOption)
                    ? {
                        quoteId: input.quoteId,
                        stationCode: station,
                        date: schedule.SpotDate,
                        end: AppointmentEnd.origin,
                        window: schedule.OriginAppointment.SelectedAppointmentOption,
                        EarlyTime: schedule.OriginAppointment.EarlyTime,
                        LateTime: schedule.OriginAppointment.LateTime,
                      }
                    : null,
                slotTakenAnswer: refused(APPOINTMENT_UNAVAILABLE, current),
              };
            },
          })
          .andThen((outcome) =>
            outcome.kind === 'keyReused'
              ? errAsync<never, ReserveMoveError>({ kind: 'IdempotencyKeyReused' })
              : okAsync({ result: outcome.answer, replayed: outcome.replayed }),
          ),
      ),
    );
  }

  /**
   * What the server knows of the payment method, read before the reserve transaction: the saved card of a
   * token (null: not the customer's), the PayPal order (null: no such order), or the Affirm checkout with
   * the card the server saved for it. The decision is taken inside the transaction, against the total.
   */
  private checkPayment(
    payment: ReservePayment,
    userId: number,
    quoteId: number,
  ): ResultAsync<CheckedPayment, ReserveMoveError> {
    const { cards, paypal, affirm, checkouts } = this.deps;
    const card = (token: string) => cards.findCard(token, userId).orElse(() => okAsync(null));
    switch (payment.Method) {
      case PaymentMethod.CreditCard:
        return card(payment.PaymentProfileId).map((found): CheckedPayment => ({ kind: 'card', card: found }));
      case PaymentMethod.PayPal:
        return paypal
          .getOrder(payment.PaymentReferenceID)
          .map((order): PayPalOrderFacts | null => order)
          .orElse((error) =>
            error.kind === 'PaymentGatewayUnavailable'
              ? errAsync<PayPalOrderFacts | null, ReserveMoveError>(error)
              : okAsync<PayPalOrderFacts | null, ReserveMoveError>(null),
          )
          .map((order): CheckedPayment => ({ kind: 'paypal', orderId: payment.PaymentReferenceID, order }));
      default: {
        const checkoutId = payment.PaymentReferenceID;
        return affirm
          .checkout(checkoutId)
          .map((found) => found as typeof found | null)
          .orElse((error) =>
            error.kind === 'AffirmGatewayUnavailable'
              ? errAsync<null, ReserveMoveError>(error)
              : okAsync<null, ReserveMoveError>(null),
          )
          .andThen((checkout) =>
            checkouts.find(checkoutId).andThen((record) =>
              card(payment.PaymentProfileId).map((saved): CheckedPayment => {
                const savedCard =
                  record?.quoteId === quoteId && record.userId === userId ? record.saved : null;
                return {
                  kind: 'affirm',
                  request: payment,
                  card: saved,
                  checkout:
                    checkout === null
                      ? null
                      : {
                          quoteId: checkout.quoteId,
                          userId: checkout.userId,
                          flow: checkout.flow,
                          application: checkout.application,
                          status: checkout.status,
                          checkoutToken: checkout.loan?.checkoutToken ?? null,
                          approvedAmount: checkout.loan?.approvedAmount ?? null,
                          savedCardToken: savedCard?.creditCard.paymentProfileId ?? null,
                        },
                  method:
                    savedCard === null
                      ? null
                      : {
                          Method: payment.Method,
                          AffirmPaymentData: savedCard.affirmPaymentData,
                          CreditCard: savedCard.creditCard,
                          PaymentReferenceID: checkoutId,
                        },
                };
              }),
            ),
          );
      }
    }
  }
}

/**
 * The draft's payment answers: the saved card for a card (null: not the customer's, a PaymentError) or an
 * Affirm loan (its virtual card); for PayPal, which has no card, the order id stands in as the answered
 * payment step (the step's check asks only that one is there). Never stored: only the booked quote is.
 */
function paymentAnswers(payment: CheckedPayment): PaymentAnswers | null {
  switch (payment.kind) {
    case 'card':
      return payment.card && { Method: PaymentMethod.CreditCard, ...payment.card };
    case 'paypal':
      return {
        Method: PaymentMethod.CreditCard,
        PaymentProfileId: payment.orderId,
        Type: CardBrand.Unspecified,
        LastFour: '',
        ExpirationDate: '',
        NameOnCard: '',
        BillingZip: '',
      };
    case 'affirm':
      return payment.card && { Method: PaymentMethod.CreditCard, ...payment.card };
    default: {
      const unknown: never = payment;
      return unknown;
    }
  }
}

/**
 * Why the PayPal order or the Affirm loan cannot book the move (domain/payment/booking-payments.ts: the
 * customer's, this move's, approved, and for at least `total` once it is known), or null. A card is checked
 * by its token alone (paymentAnswers).
 */
function methodRefusal(
  payment: CheckedPayment,
  quoteId: number,
  userId: number,
  total: Cents | null,
): string | null {
  const amount = total ?? ZERO;
  switch (payment.kind) {
    case 'card':
      return null;
    case 'paypal':
      return payPalBookingRefusal(payment.order, { quoteId, userId, total: amount });
    case 'affirm': {
      const refusal = affirmBookingRefusal(payment.checkout, {
        quoteId,
        userId,
        flow: payment.request.Method,
        cardToken: payment.request.PaymentProfileId,
        checkoutToken: payment.request.checkoutToken,
        total: amount,
      });
      if (refusal !== null) return refusal;
      return payment.method === null || payment.card === null
        ? BOOKING_PAYMENT_MESSAGES.affirmCardNotMatching
        : null;
    }
    default: {
      const unknown: never = payment;
      return unknown;
    }
  }
}

/**
 * The reserved quote booked with the payment method (for PayPal and Affirm, the §3 PaymentMethods entry
 * made by addPaymentMethod), or the customer's message when the order or loan is for less than the total.
 */
function bookedWith(priced: Quote, payment: CheckedPayment, quoteId: number, userId: number): Quote | string {
  const reservation = priced.Details.Reservation;
  if (reservation === null || payment.kind === 'card') return priced;
  const refusal = methodRefusal(payment, quoteId, userId, reservation.TotalPrice);
  if (refusal !== null) return refusal;
  const method: NewPaymentMethod | null =
    payment.kind === 'paypal'
      ? { Method: PaymentMethod.PayPal, PaymentReferenceID: payment.orderId }
      : payment.method;
  if (method === null) return BOOKING_PAYMENT_MESSAGES.affirmCardNotMatching;
  return {
    ...priced,
    Details: {
      ...priced.Details,
      Reservation: { ...reservation, PaymentMethods: addPaymentMethod([], method) },
    },
  };
}

/** §8 PaymentError with the message of the PayPal order's or Affirm loan's refusal. */
function paymentRefused(current: Quote, message: string) {
  return {
    ...refused(QuoteErrorType.PaymentError, current),
    message,
    lines: [`PaymentMethods - ${message}`],
  };
}
