import type {
  AffirmAmountInvalid,
  AffirmCheckoutNotFound,
  AffirmReturnUrlInvalid,
} from '../../domain/payment/affirm';
import type { PayPalIssue } from '../../domain/payment/paypal';
import type { AffirmGatewayUnavailable } from '../ports/affirm-gateway';
import type { PaymentGatewayUnavailable } from '../ports/payment-gateway';
import type { ReservationError } from '../shared/reservation-errors';

/** The move is not in reservation: already booked (or deleted), so no booking payment can be opened for it. */
export type NotInReservation = { kind: 'NotInReservation' };
/** The reservation's location and schedule steps are not answered yet: the server cannot price the move. */
export type BookingAnswersMissing = { kind: 'BookingAnswersMissing' };
/** PayPal refused the order (its issue name and the customer's message). */
export type PayPalOrderRefused = { kind: 'PayPalOrderRefused'; issue: PayPalIssue; message: string };
/** The approved loan's virtual card was handed over but its token is not recorded yet (another request is saving it). */
export type AffirmCardPending = { kind: 'AffirmCardPending' };
/** The card processor did not save the virtual card: the loan was cancelled; the customer applies again. */
export type AffirmCardNotSaved = { kind: 'AffirmCardNotSaved' };

/** The errors of the booking payment endpoints (PayPal order, Affirm checkout and its state, affirm/cancel). */
export type BookingPaymentError =
  | ReservationError
  | NotInReservation
  | BookingAnswersMissing
  | PayPalOrderRefused
  | PaymentGatewayUnavailable
  | AffirmGatewayUnavailable
  | AffirmCheckoutNotFound
  | AffirmAmountInvalid
  | AffirmReturnUrlInvalid
  | AffirmCardPending
  | AffirmCardNotSaved;
