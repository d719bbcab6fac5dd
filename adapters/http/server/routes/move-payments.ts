import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ChargeMove } from '../../../../application/payments/charge-move';
import type { ChargeMoveError } from '../../../../application/payments/move-charge';
import type { ViewMovePayments } from '../../../../application/payments/view-move-payments';
import { ErrorResponse, errorBody } from '../../contract/common';
import { httpFailure } from '../../contract/error-status';
import {
  MOVE_PAYMENTS_PATH,
  MovePaymentsResponse,
  STAFF_MOVE_PAYMENTS_PATH,
  STAFF_TRANSIT_PATH,
  TransitChargeResponse,
  toWireMovePayments,
  toWireTransitAnswer,
} from '../../contract/move-payments';
import { MoveParams } from '../../contract/reservations';
import type { App, AppEnv } from '../app';
import { json, ownMoveFailures, staffRoleRequired } from './openapi';
import { callerAndMove } from './request-parts';

const NOT_YOURS =
  "No reservation you may see has this reference: 'id - No reservation matches this reference'";

const failures = ownMoveFailures(NOT_YOURS, 'Storage or the payment processor unavailable');
const staffOnly = {
  ...failures,
  ...staffRoleRequired,
};

const myPayments = createRoute({
  method: 'get',
  path: MOVE_PAYMENTS_PATH,
  tags: ['Payments'],
  summary:
    "Issue 12: the move's payments ledger and balances (TotalPrice, captured, refunded, InvoiceAmountDue, PaymentInfoRequired): owner and staff only",
  request: { params: MoveParams },
  responses: {
    200: json(MovePaymentsResponse, 'The ledger, oldest row first, and its balances'),
    ...failures,
  },
});

const staffPayments = createRoute({
  method: 'get',
  path: STAFF_MOVE_PAYMENTS_PATH,
  tags: ['Staff'],
  summary: "Issue 12: a move's payments ledger and balances for staff (`relomove payments <ref>`)",
  request: { params: MoveParams },
  responses: { 200: json(MovePaymentsResponse, 'The ledger and its balances'), ...staffOnly },
});

const transit = createRoute({
  method: 'post',
  path: STAFF_TRANSIT_PATH,
  tags: ['Staff'],
  summary:
    'Issue 12: the shipment is in transit: charge the amount due to the move’s card, off-session, exactly once (`relomove move transit <ref>`)',
  request: { params: MoveParams },
  responses: {
    200: json(
      TransitChargeResponse,
      'Charged (now, or by an earlier call), NothingDue, or Failed with the §3 card result (a Failure row is in the ledger)',
    ),
    409: json(ErrorResponse, "The move has no card to charge: 'payment - …' (reason PaymentError)"),
    ...staffOnly,
  },
});

export interface MovePaymentUseCases {
  viewMovePayments: ViewMovePayments;
  chargeMove: ChargeMove;
}

function fail(c: Context<AppEnv>, error: ChargeMoveError) {
  const failure = httpFailure(error);
  if (error.kind === 'StorageUnavailable' || error.kind === 'PaymentGatewayUnavailable')
    c.get('log').error({ fault: error.message }, 'a payments call failed');
  return {
    body: errorBody(failure.lines, failure.reason),
    status: failure.status as 401 | 403 | 404 | 409 | 503,
  };
}

/** GET moves/{id}/payments (owner), GET staff/moves/{id}/payments and POST staff/moves/{id}/transit (staff). */
export function registerMovePaymentRoutes(app: App, useCases: MovePaymentUseCases): void {
  for (const route of [myPayments, staffPayments]) {
    app.openapi(route, async (c) => {
      const result = await useCases.viewMovePayments.execute(callerAndMove(c));
      if (result.isErr()) {
        const failure = fail(c, result.error);
        return c.json(failure.body, failure.status as 401 | 404 | 503);
      }
      c.header('cache-control', 'no-store');
      return c.json(toWireMovePayments(result.value), 200);
    });
  }

  app.openapi(transit, async (c) => {
    const viewer = c.get('viewer');
    const quoteId = c.req.valid('param').id;
    const charged = await useCases.chargeMove.execute({ viewer, quoteId, actor: 'staff' });
    if (charged.isErr()) {
      const failure = fail(c, charged.error);
      return c.json(failure.body, failure.status);
    }
    const payments = await useCases.viewMovePayments.execute({ viewer, quoteId });
    if (payments.isErr()) {
      const failure = fail(c, payments.error);
      return c.json(failure.body, failure.status);
    }
    return c.json(toWireTransitAnswer(charged.value, payments.value), 200);
  });
}
