import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { BookingPaymentError } from '../../../../application/payments/booking-payment-errors';
import type { CancelAffirmLoan } from '../../../../application/payments/cancel-affirm-loan';
import type { StartAffirmCheckout } from '../../../../application/payments/start-affirm-checkout';
import type { StartPayPalOrder } from '../../../../application/payments/start-paypal-order';
import type { ViewAffirmApproval } from '../../../../application/payments/view-affirm-approval';
import type { ViewAffirmCheckout } from '../../../../application/payments/view-affirm-checkout';
import {
  AFFIRM_APPROVAL_PATH,
  AFFIRM_CANCEL_PATH,
  AFFIRM_CHECKOUT_PATH,
  AFFIRM_CHECKOUTS_PATH,
  AffirmApprovalResponse,
  AffirmCancelBody,
  AffirmCancelFailedResponse,
  AffirmCancelResponse,
  AffirmCheckoutBody,
  AffirmCheckoutOpenedResponse,
  AffirmCheckoutParams,
  AffirmCheckoutResponse,
  PAYPAL_ORDERS_PATH,
  PayPalOrderResponse,
  toWireAffirmApproval,
  toWireAffirmCancel,
  toWireAffirmCheckout,
} from '../../contract/booking-payments';
import { dollarsOf, ErrorResponse, errorBody } from '../../contract/common';
import { httpFailure } from '../../contract/error-status';
import { IdempotencyHeaders } from '../../contract/payments';
import { MoveParams } from '../../contract/reservations';
import type { App, AppEnv } from '../app';
import { badInput, json, signInRequired } from './openapi';
import { callerAndMove, idempotencyKeyOf } from './request-parts';

const NOT_YOURS =
  "'id - No reservation matches this reference': no such quote, or not yours (another customer gets the same)";

const failures = {
  ...badInput,
  ...signInRequired,
  503: json(ErrorResponse, 'Storage, PayPal, Affirm or the card processor unavailable'),
};
const notInReservation =
  "reason QuoteCannotBeEdited ('id - This move is already booked…') or QuoteIsIncomplete (the location and schedule steps are not saved yet)";

const payPalOrder = createRoute({
  method: 'post',
  path: PAYPAL_ORDERS_PATH,
  tags: ['Payments'],
  summary:
    "Issue 12: a PayPal order (intent AUTHORIZE) for the move's total, computed by the server as §4 Reserve books it; PayPal sends the buyer back to /reservation/{id}/payment?provider=paypal (&token, &PayerID), or ?provider=paypal-cancelled. The Idempotency-Key is the PayPal-Request-Id: a retry answers the same order. Nothing is authorized or charged",
  request: { params: MoveParams, headers: IdempotencyHeaders },
  responses: {
    200: json(
      PayPalOrderResponse,
      'The order: orderId, approveUrl (the PayPal SANDBOX approval page), Amount',
    ),
    ...failures,
    404: json(ErrorResponse, NOT_YOURS),
    409: json(
      ErrorResponse,
      `Not now: ${notInReservation}; the Idempotency-Key was used for another amount (IdempotencyKeyReused); or PayPal refused the order (reason its issue name)`,
    ),
  },
});

const affirmOpen = createRoute({
  method: 'post',
  path: AFFIRM_CHECKOUTS_PATH,
  tags: ['Payments'],
  summary:
    "Issue 12: opens an Affirm checkout (Method AffirmVCN or AffirmLite) for the move's total, computed by the server as §4 Reserve books it. Open windowUrl in a pop-up (AffirmLite) or go there (AffirmVCN: Affirm sends the customer back to /reservation/{id}/payment?provider=affirm&checkout_id=…). A retry with the same Idempotency-Key answers the same checkout",
  request: {
    params: MoveParams,
    headers: IdempotencyHeaders,
    body: { ...json(AffirmCheckoutBody, '{Method: AffirmVCN | AffirmLite}'), required: true },
  },
  responses: {
    200: json(AffirmCheckoutOpenedResponse, 'The checkout: checkoutId, windowUrl, Method, Amount'),
    ...failures,
    404: json(ErrorResponse, NOT_YOURS),
    409: json(
      ErrorResponse,
      `Not now: ${notInReservation}; or the Idempotency-Key was used for another move or Method (IdempotencyKeyReused)`,
    ),
  },
});

const affirmState = createRoute({
  method: 'get',
  path: AFFIRM_CHECKOUT_PATH,
  tags: ['Payments'],
  summary:
    "Issue 12: the checkout's §4 state (Initial, HasNotApplied, Success, Failure). On Success the first call saves the loan's single-use virtual card at the card processor as your token (never its number or code) and every call answers the token, the cleared AffirmPaymentData and ReservePaymentMethod, the entry to send in §4 Reserve",
  request: { params: AffirmCheckoutParams },
  responses: {
    200: json(
      AffirmCheckoutResponse,
      'The state; CreditCard, AffirmPaymentData and ReservePaymentMethod on Success',
    ),
    ...failures,
    404: json(
      ErrorResponse,
      `${NOT_YOURS}; or 'checkoutId - We could not find this Affirm checkout.' (not this move's, or not yours)`,
    ),
    409: json(
      ErrorResponse,
      'reason AffirmCardPending (another call is saving the card: ask again in a moment) or AffirmCardNotSaved (the card could not be saved, the loan was cancelled: apply again)',
    ),
  },
});

const affirmApproval = createRoute({
  method: 'get',
  path: AFFIRM_APPROVAL_PATH,
  tags: ['Payments'],
  summary:
    'Issue 27: the Affirm approval kept with the reservation, so the payment step shows it again after a reload: the newest checkout you opened for the move, answered as GET affirm/checkouts/{checkoutId} answers it while it can still book the move (approved, its card saved, not cancelled or expired, the move not booked); Approval null otherwise',
  request: { params: MoveParams },
  responses: {
    200: json(AffirmApprovalResponse, 'Approval: the usable approval (with ReservePaymentMethod), or null'),
    ...failures,
    404: json(ErrorResponse, NOT_YOURS),
    409: json(
      ErrorResponse,
      'reason AffirmCardPending (another call is saving the card: ask again in a moment) or AffirmCardNotSaved (the card could not be saved, the loan was cancelled: apply again)',
    ),
  },
});

const affirmCancel = createRoute({
  method: 'post',
  path: AFFIRM_CANCEL_PATH,
  tags: ['Payments'],
  summary:
    '§7 POST affirm/cancel {checkoutId}: cancels the Affirm loan (the cancel-loan modal). A booked move paid with it gets AffirmLoanCancelled on its PaymentMethods entry and needs another method (PaymentInfoRequired when something is due). Cancelling again answers HasCancelled again',
  request: { body: { ...json(AffirmCancelBody, '{checkoutId}'), required: true } },
  responses: {
    200: json(AffirmCancelResponse, '§4 HasCancelled, with AffirmLoanCancelled and PaymentInfoRequired'),
    ...failures,
    404: json(ErrorResponse, "'checkoutId - We could not find this Affirm checkout.': unknown, or not yours"),
    409: json(
      AffirmCancelFailedResponse.or(ErrorResponse),
      '§4 CancellationFailed: reason NotApproved, LoanFinalized, LoanClosed, LoanExpired or LoanCharged, with Message',
    ),
  },
});

export interface BookingPaymentUseCases {
  startPayPalOrder: StartPayPalOrder;
  startAffirmCheckout: StartAffirmCheckout;
  viewAffirmCheckout: ViewAffirmCheckout;
  viewAffirmApproval: ViewAffirmApproval;
  cancelAffirmLoan: CancelAffirmLoan;
}

function fail(c: Context<AppEnv>, error: BookingPaymentError) {
  if (error.kind === 'ReservationBlocked') {
    // Not answered by these use cases (they do not start a reservation); mapped for completeness.
    return c.json(errorBody([`id - ${error.block.message}`], error.block.reason), 409);
  }
  const failure = httpFailure(error);
  if (
    error.kind === 'StorageUnavailable' ||
    error.kind === 'PaymentGatewayUnavailable' ||
    error.kind === 'AffirmGatewayUnavailable'
  ) {
    c.get('log').error({ fault: error.message }, 'a booking payment call failed');
  }
  return c.json(errorBody(failure.lines, failure.reason), failure.status as 400 | 401 | 404 | 409 | 503);
}

/**
 * Issue 12, paying for a booking with PayPal or Affirm: POST moves/{id}/paypal/orders, POST
 * moves/{id}/affirm/checkouts, GET moves/{id}/affirm/checkouts/{checkoutId} (ours) and §7 POST affirm/cancel.
 * Signed-in callers only (staff-access.ts SIGNED_IN_PATHS answers 401 before the body is read); anyone but
 * the move's owner gets 404.
 */
export function registerBookingPaymentRoutes(app: App, useCases: BookingPaymentUseCases): void {
  app.openapi(payPalOrder, async (c) => {
    const result = await useCases.startPayPalOrder.execute({
      ...callerAndMove(c),
      idempotencyKey: idempotencyKeyOf(c),
    });
    if (result.isErr()) return fail(c, result.error);
    const order = result.value;
    return c.json(
      {
        success: true as const,
        orderId: order.orderId,
        approveUrl: order.approveUrl,
        Amount: dollarsOf(order.amount),
      },
      200,
    );
  });

  app.openapi(affirmOpen, async (c) => {
    const result = await useCases.startAffirmCheckout.execute({
      ...callerAndMove(c),
      flow: c.req.valid('json').Method,
      idempotencyKey: idempotencyKeyOf(c),
    });
    if (result.isErr()) return fail(c, result.error);
    const opened = result.value;
    return c.json(
      {
        success: true as const,
        checkoutId: opened.checkoutId,
        windowUrl: opened.windowUrl,
        Method: opened.flow,
        Amount: dollarsOf(opened.amount),
      },
      200,
    );
  });

  app.openapi(affirmState, async (c) => {
    const { id, checkoutId } = c.req.valid('param');
    const result = await useCases.viewAffirmCheckout.execute({
      viewer: c.get('viewer'),
      quoteId: id,
      checkoutId,
    });
    if (result.isErr()) return fail(c, result.error);
    return c.json(toWireAffirmCheckout(result.value), 200);
  });

  app.openapi(affirmApproval, async (c) => {
    const result = await useCases.viewAffirmApproval.execute(callerAndMove(c));
    if (result.isErr()) return fail(c, result.error);
    return c.json(toWireAffirmApproval(result.value), 200);
  });

  app.openapi(affirmCancel, async (c) => {
    const result = await useCases.cancelAffirmLoan.execute({
      viewer: c.get('viewer'),
      checkoutId: c.req.valid('json').checkoutId,
    });
    if (result.isErr()) return fail(c, result.error);
    const wire = toWireAffirmCancel(result.value);
    return wire.success ? c.json(wire, 200) : c.json(wire, 409);
  });
}
