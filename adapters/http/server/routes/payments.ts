import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { Viewer } from '../../../../application/accounts/viewer';
import type { SaveCard } from '../../../../application/payments/save-card';
import type { CardVerification } from '../../../../application/ports/payment-gateway';
import { CardResult } from '../../../../domain/payment/enums';
import { formatFieldErrors } from '../../../../domain/validation/field-messages';
import { ErrorResponse, errorBody } from '../../contract/common';
import { httpFailure } from '../../contract/error-status';
import {
  IdempotencyHeaders,
  SAVE_CARD_PATH,
  type SaveCardRefused,
  SaveCardRequest,
  SaveCardResponse,
} from '../../contract/payments';
import type { App } from '../app';
import { json, signInRequired } from './openapi';
import { idempotencyKeyOf } from './request-parts';

const saveCard = createRoute({
  method: 'post',
  path: SAVE_CARD_PATH,
  tags: ['Payments'],
  summary:
    'Save a card for the reservation (issue 11): a $0 verification at the SANDBOX card processor, nothing charged; answers a token, brand, last four and expiry',
  request: {
    headers: IdempotencyHeaders,
    body: { ...json(SaveCardRequest, 'The card form'), required: true },
  },
  responses: {
    200: json(
      SaveCardResponse,
      'CardApproved with the saved card, or success false with the card result (CardDeclined, CardError, TechnicalError, UnknownError) and its message',
    ),
    400: json(
      ErrorResponse,
      "Bad input or a card that fails the card check: 'field - message' lines (reason CardError)",
    ),
    ...signInRequired,
    409: json(
      ErrorResponse,
      'The Idempotency-Key was used with a different card (reason IdempotencyKeyReused)',
    ),
    503: json(ErrorResponse, 'The card processor is unavailable'),
  },
});

/** Signed-in users only, refused before the body is read, so that nobody learns the schema signed out. */
const requireSignIn: MiddlewareHandler<{ Variables: { viewer: Viewer } }> = async (c, next) => {
  if (c.get('viewer') !== null) return next();
  return c.json(errorBody(httpFailure({ kind: 'SignInRequired' }).lines), 401);
};

export interface PaymentUseCases {
  saveCard: SaveCard;
}

/** POST payments/cards. The request body is never logged (access lines carry the path only). */
export function registerPaymentRoutes(app: App, useCases: PaymentUseCases): void {
  app.use(SAVE_CARD_PATH, requireSignIn);
  app.openapi(saveCard, async (c) => {
    const card = c.req.valid('json');
    const idempotencyKey = idempotencyKeyOf(c);
    const result = await useCases.saveCard.execute({ viewer: c.get('viewer'), card, idempotencyKey });
    if (result.isErr()) {
      const error = result.error;
      if (error.kind === 'ValidationFailed') {
        return c.json(errorBody(formatFieldErrors(error.errors), CardResult.CardError), 400);
      }
      if (error.kind === 'PaymentGatewayUnavailable') {
        c.get('log').error({ fault: error.message }, 'the card processor failed');
      }
      const failure = httpFailure(error);
      return c.json(errorBody(failure.lines, failure.reason), failure.status as 401 | 409 | 503);
    }
    const answer = result.value;
    if (answer.Result === CardResult.CardApproved) {
      return c.json({ success: true as const, Result: answer.Result, Card: answer.card }, 200);
    }
    return c.json(refusalOf(answer), 200);
  });
}

/** A processor's refusal on the wire: the result, its message, and a §5 line on the field it concerns. */
function refusalOf(answer: Exclude<CardVerification, { Result: 'CardApproved' }>): SaveCardRefused {
  const refusal = {
    ...errorBody(
      formatFieldErrors([{ field: refusedField(answer), message: answer.message }]),
      answer.Result,
    ),
    success: false as const,
    Result: answer.Result,
    Message: answer.message,
  };
  return answer.Result === 'CardDeclined' ? { ...refusal, DeclineReason: answer.reason } : refusal;
}

/** The card form's field a refusal is about: the number for a decline, the processor's for a card error, none else. */
function refusedField(answer: Exclude<CardVerification, { Result: 'CardApproved' }>): string {
  switch (answer.Result) {
    case 'CardDeclined':
      return 'CardNumber';
    case 'CardError':
      return answer.field;
    case 'TechnicalError':
    case 'UnknownError':
      return '';
    default: {
      const unmapped: never = answer;
      return unmapped;
    }
  }
}
