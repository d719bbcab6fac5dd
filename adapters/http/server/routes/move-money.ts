import { createHash } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AddPaymentInfo } from '../../../../application/payments/add-payment-info';
import type { CancelReservation } from '../../../../application/payments/cancel-reservation';
import type { PayBalance } from '../../../../application/payments/pay-balance';
import { MY_MOVE_SUFFIX } from '../../../../domain/quote/enums';
import type { Quote } from '../../../../domain/quote/types';
import { formatFieldErrors } from '../../../../domain/validation/field-messages';
import { ErrorResponse, errorBody } from '../../contract/common';
import { type ApiError, httpFailure, linesAbout } from '../../contract/error-status';
import {
  CANCEL_PATH,
  CancelBody,
  CancelResponse,
  MoveRefusedResponse,
  PAY_PATH,
  PAYMENT_INFO_PATH,
  PayBody,
  PaymentInfoBody,
  PaymentInfoResponse,
  PayResponse,
  toWireCancelled,
  toWirePayResult,
} from '../../contract/move-money';
import { toWireMovePayments } from '../../contract/move-payments';
import { IdempotencyHeaders } from '../../contract/payments';
import { toWireQuote } from '../../contract/quote';
import { MoveParams } from '../../contract/reservations';
import type { App, AppEnv } from '../app';
import { json, signInRequired } from './openapi';
import { callerAndMove, idempotencyKeyOf } from './request-parts';

const NOT_YOURS =
  "No reservation you may see has this reference: 'id - No reservation matches this reference' (QuoteId for payments/pay)";

const failures = {
  400: json(
    ErrorResponse,
    "Bad input: 'field - message' lines (an amount in the body is refused: the server computes it)",
  ),
  ...signInRequired,
  404: json(ErrorResponse, NOT_YOURS),
  503: json(ErrorResponse, 'Storage or the payment processor unavailable'),
};
const keyReused = 'the Idempotency-Key was used before with another request (reason IdempotencyKeyReused)';

const paymentInfo = createRoute({
  method: 'post',
  path: PAYMENT_INFO_PATH,
  tags: ['Payments'],
  summary:
    '§7 A new payment method for a booked move (after a decline, or any time): a card saved with POST payments/cards, by its token. Saved at Revision + 1 with the new card active; nothing is charged (the next Transit charge or POST payments/pay charges it). Owner only',
  request: {
    params: MoveParams,
    body: {
      ...json(
        PaymentInfoBody,
        '{Revision, PaymentInfo: {Method: CreditCard, CreditCard: {paymentProfileId}}}',
      ),
      required: true,
    },
  },
  responses: {
    200: json(PaymentInfoResponse, 'Added: the quote at its new revision and the move’s payments'),
    ...failures,
    402: json(
      MoveRefusedResponse,
      "'PaymentError (MyMove)': the card is not one saved for you; nothing saved",
    ),
    409: json(
      MoveRefusedResponse,
      "'WrongRevisionError (MyMove)': the quote changed; reload it (Quote is the stored one)",
    ),
  },
});

const pay = createRoute({
  method: 'post',
  path: PAY_PATH,
  tags: ['Payments'],
  summary:
    '§7 Pay the balance due now with the move’s active method (§3 card results). The server computes the amount (TotalPrice less net captures). Send an Idempotency-Key: the same key gets the first answer again and pays once. Owner only',
  request: {
    headers: IdempotencyHeaders,
    body: { ...json(PayBody, '{QuoteId}'), required: true },
  },
  responses: {
    200: json(
      PayResponse,
      'CardApproved (success true) with the amount captured, or success false with the card result (CardDeclined, CardError, TechnicalError, UnknownError) and its message; nothing charged then',
    ),
    ...failures,
    409: json(
      ErrorResponse,
      `Nothing is due (reason NothingDue), the move has no card to charge (reason PaymentError), or ${keyReused}`,
    ),
  },
});

const cancel = createRoute({
  method: 'post',
  path: CANCEL_PATH,
  tags: ['Reservations'],
  summary:
    'Cancel a booked move (issue 12; owner and staff): the rate card’s fee (free more than 7 days before the drop-off date, $50 within 7 days, $150 on the day), every hold voided, net captures above the fee refunded or the fee charged; WebReservationFlag Cancelled, saved at Revision + 1. Send an Idempotency-Key; a cancelled move is not cancelled again',
  request: {
    params: MoveParams,
    headers: IdempotencyHeaders,
    body: { ...json(CancelBody, '{Revision}'), required: true },
  },
  responses: {
    200: json(
      CancelResponse,
      'Cancelled (now, or before): the fee, the voids and refunds, the quote and the move’s payments',
    ),
    ...failures,
    409: json(
      MoveRefusedResponse.or(ErrorResponse),
      `Not cancelled: 'WrongRevisionError (MyMove)' (reload the Quote), NotCancellableOnline after the drop-off date (the message says so); or ${keyReused}`,
    ),
  },
});

export interface MoveMoneyUseCases {
  addPaymentInfo: AddPaymentInfo;
  payBalance: PayBalance;
  cancelReservation: CancelReservation;
}

/** The SHA-256 of a request: its method, path and body, so a key reused for another request is refused. */
const requestHash = (c: Context<AppEnv>, body: unknown) =>
  createHash('sha256')
    .update(`${c.req.method} ${c.req.path}\n${JSON.stringify(body)}`)
    .digest('hex');

/** An error as its status and §5 lines; `idField` names the quote's reference in this request. */
function fail(c: Context<AppEnv>, error: ApiError, idField = 'id'): never {
  const failure = httpFailure(error);
  const lines = linesAbout(failure.lines, idField);
  if (error.kind === 'StorageUnavailable' || error.kind === 'PaymentGatewayUnavailable')
    c.get('log').error({ fault: error.message }, 'a payments call failed');
  return c.json(errorBody(lines, failure.reason), failure.status) as never;
}

/** A refusal that carries the stored quote (§8 names with ' (MyMove)'). */
function refusedBody(name: string, field: string, message: string, quote: Quote): MoveRefusedResponse {
  return {
    ...errorBody(formatFieldErrors([{ field, message }]), name),
    success: false,
    reason: name,
    Messages: [name],
    ModelErrors: [{ type: name, message }],
    Quote: toWireQuote(quote),
  };
}

/** §7 POST moves/{id}/payment-info, §7 POST payments/pay and POST moves/{id}/cancel. */
export function registerMoveMoneyRoutes(app: App, useCases: MoveMoneyUseCases): void {
  app.openapi(paymentInfo, async (c) => {
    const body = c.req.valid('json');
    const result = await useCases.addPaymentInfo.execute({
      ...callerAndMove(c),
      Revision: body.Revision,
      PaymentInfo: body.PaymentInfo,
    });
    if (result.isErr()) return fail(c, result.error);
    const answer = result.value;
    if (!answer.added) {
      const name = `${answer.error}${MY_MOVE_SUFFIX}`;
      const field = answer.error === 'PaymentError' ? 'PaymentInfo' : 'Revision';
      return c.json(
        refusedBody(name, field, answer.message, answer.quote),
        answer.error === 'PaymentError' ? 402 : 409,
      );
    }
    return c.json(
      {
        success: true as const,
        Quote: toWireQuote(answer.quote),
        Payments: toWireMovePayments(answer.payments),
      },
      200,
    );
  });

  app.openapi(pay, async (c) => {
    const body = c.req.valid('json');
    const result = await useCases.payBalance.execute({
      viewer: c.get('viewer'),
      quoteId: body.QuoteId,
      idempotencyKey: idempotencyKeyOf(c),
      requestHash: requestHash(c, body),
    });
    if (result.isErr()) return fail(c, result.error, 'QuoteId');
    const { outcome, replayed, payments, hasMadePaymentOnTool } = result.value;
    if (replayed) c.header('Idempotent-Replayed', 'true');
    if (outcome.kind === 'NothingDue') {
      return c.json(errorBody(['QuoteId - Nothing is due on this move: it is paid'], 'NothingDue'), 409);
    }
    const wire = toWirePayResult(outcome);
    const common = { HasMadePaymentOnTool: hasMadePaymentOnTool, Payments: toWireMovePayments(payments) };
    if (wire.success) return c.json({ ...wire, ...common }, 200);
    return c.json(
      {
        ...errorBody(formatFieldErrors([{ field: 'payment', message: wire.Message }]), wire.Result),
        ...wire,
        reason: wire.Result,
        ...common,
      },
      200,
    );
  });

  app.openapi(cancel, async (c) => {
    const body = c.req.valid('json');
    const id = c.req.valid('param').id;
    const result = await useCases.cancelReservation.execute({
      viewer: c.get('viewer'),
      quoteId: id,
      Revision: body.Revision,
      idempotencyKey: idempotencyKeyOf(c),
      requestHash: requestHash(c, body),
    });
    if (result.isErr()) return fail(c, result.error);
    const { outcome, replayed, quote, payments } = result.value;
    if (replayed) c.header('Idempotent-Replayed', 'true');
    if (!outcome.cancelled) {
      const name =
        outcome.error === 'WrongRevisionError' ? `${outcome.error}${MY_MOVE_SUFFIX}` : outcome.error;
      const field = outcome.error === 'WrongRevisionError' ? 'Revision' : 'id';
      return c.json(refusedBody(name, field, outcome.message, quote), 409);
    }
    return c.json(
      {
        success: true as const,
        ...toWireCancelled(outcome),
        Quote: toWireQuote(quote),
        Payments: toWireMovePayments(payments),
      },
      200,
    );
  });
}
