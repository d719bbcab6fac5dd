import type { ResultAsync } from 'neverthrow';
import type { Cents } from '../../domain/money/money';
import { payPalReturnUrls } from '../../domain/payment/booking-payments';
import type { Viewer } from '../accounts/viewer';
import type { PayPalGateway } from '../ports/paypal-gateway';
import { UseCase } from '../use-case';
import { type BookingMoveStores, bookingMove } from './booking-move';
import type { BookingPaymentError } from './booking-payment-errors';

export interface PayPalOrderStarted {
  orderId: string;
  /** PayPal's approval page for the buyer (the SANDBOX's, on this site). */
  approveUrl: string;
  /** What the order is for: the total §4 Reserve books, computed by the server. */
  amount: Cents;
}

/** The PayPal-Request-Id of a booking order: one per move and Idempotency-Key. */
export const payPalOrderRequestId = (quoteId: number, idempotencyKey: string) =>
  `booking-order:${quoteId}:${idempotencyKey}`;

/**
 * Issue 12, PayPal at booking (our POST /api/moves/{id}/paypal/orders): the signed-in owner of a move in
 * reservation asks for a PayPal order (Orders v2, intent AUTHORIZE) for the total §4 Reserve would book,
 * with PayPal's return and cancel addresses on the reservation's payment step. The Idempotency-Key is the
 * PayPal-Request-Id, so a retry answers the same order; the same key for another amount (the answers
 * changed meanwhile) is IdempotencyKeyReused. Nothing is authorized or captured: the buyer approves the
 * order on PayPal's page, §4 Reserve books the move with it, and the charge in transit authorizes and
 * captures it (application/payments/charge-move.ts).
 */
export class StartPayPalOrder extends UseCase<BookingMoveStores & { paypal: PayPalGateway }> {
  execute(input: {
    viewer: Viewer;
    quoteId: number;
    idempotencyKey: string;
  }): ResultAsync<PayPalOrderStarted, BookingPaymentError> {
    return bookingMove(this.deps, input.viewer, input.quoteId).andThen(({ userId, total }) =>
      this.deps.paypal
        .createOrder({
          quoteId: input.quoteId,
          userId,
          amount: total,
          ...payPalReturnUrls(input.quoteId),
          requestId: payPalOrderRequestId(input.quoteId, input.idempotencyKey),
        })
        .map((order) => ({ orderId: order.orderId, approveUrl: order.approveUrl, amount: total }))
        .mapErr((error): BookingPaymentError => {
          switch (error.kind) {
            case 'PaymentGatewayUnavailable':
              return error;
            case 'DUPLICATE_REQUEST_ID':
              return { kind: 'IdempotencyKeyReused' };
            default:
              return { kind: 'PayPalOrderRefused', issue: error.kind, message: error.message };
          }
        }),
    );
  }
}
