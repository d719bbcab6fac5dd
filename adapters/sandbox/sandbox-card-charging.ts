import type { Transaction } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type {
  AuthorizeRequest,
  CaptureRequest,
  CardAuthorization,
  CardCapture,
  CardRefund,
  CardVoid,
  ChargeRefusalCode,
  ChargeRefused,
  IdempotencyKeyReused,
  PaymentGatewayUnavailable,
  RefundRequest,
  VoidRequest,
} from '../../application/ports/payment-gateway';
import { cents, formatUsd } from '../../domain/money/money';
import {
  DECLINE_MESSAGES,
  type DeclineReason,
  DeclineReason as Reason,
} from '../../domain/payment/card-results';
import { CardBrand } from '../../domain/payment/enums';
import { chargeOnce, type Performed } from './sandbox-card-charge-once';
import { centsOf, isoOf, type SandboxCardContext, statusOf } from './sandbox-card-context';
import { refundedOf } from './sandbox-card-lookups';
import type { SandboxCardTables } from './sandbox-card-tables';
import {
  type ChargeOutcome,
  chargeOutcomeOf,
  TECHNICAL_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from './sandbox-card-test-numbers';

/** payments.md: "an authorization holds the funds for about 7 days". */
export const AUTHORIZATION_HOLD_MS = 7 * 24 * 60 * 60 * 1000;
/** payments.md: "or about 5 days for merchant-initiated Visa payments" (off-session). */
export const OFF_SESSION_VISA_HOLD_MS = 5 * 24 * 60 * 60 * 1000;

export const INVALID_AMOUNT_MESSAGE = 'The amount must be a whole number of cents above zero.';
export const UNKNOWN_CARD_MESSAGE = 'This card is not saved at the SANDBOX card processor for this customer.';
export const UNKNOWN_AUTHORIZATION_MESSAGE = 'The SANDBOX card processor has no such authorization.';
export const UNKNOWN_CAPTURE_MESSAGE = 'The SANDBOX card processor has no such capture.';

/** Holds an amount on a saved card (7 days, 5 for an off-session Visa). */
export function authorizeCard(
  ctx: SandboxCardContext,
  request: AuthorizeRequest,
): ResultAsync<CardAuthorization, PaymentGatewayUnavailable | IdempotencyKeyReused> {
  const { token, userId, amount, idempotencyKey, offSession } = request;
  const fields = { operation: 'authorize', token, userId, amount, offSession };
  return chargeOnce<CardAuthorization>(ctx, fields, idempotencyKey, async (trx, nowMs) => {
    if (!isAmount(amount)) return { answer: refused('InvalidAmount', INVALID_AMOUNT_MESSAGE) };
    const card = await trx
      .selectFrom('sandbox_card_tokens')
      .select(['brand', 'expiration_date', 'charge_outcome'])
      .where('token', '=', token)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!card) return { answer: refused('UnknownCard', UNKNOWN_CARD_MESSAGE) };
    if (cardExpiredBy(card.expiration_date, ctx.clock.today())) {
      return { answer: declined(Reason.ExpiredCard) };
    }
    const outcome = chargeOutcomeOf(card.charge_outcome);
    if (outcome.kind === 'decline') return { answer: declined(outcome.reason) };
    if (outcome.kind === 'processingError') {
      return { answer: { Result: 'TechnicalError', message: TECHNICAL_ERROR_MESSAGE } };
    }
    const holdMs =
      offSession && card.brand === CardBrand.Visa ? OFF_SESSION_VISA_HOLD_MS : AUTHORIZATION_HOLD_MS;
    const authorizationId = ctx.newReference('auth');
    const expiresAt = isoOf(nowMs + holdMs);
    await trx
      .insertInto('sandbox_card_authorizations')
      .values({
        id: authorizationId,
        token,
        user_id: userId,
        amount,
        off_session: offSession,
        status: 'held',
        expires_at: expiresAt,
        idempotency_key: idempotencyKey,
        created_at: isoOf(nowMs),
      })
      .execute();
    return performed(outcome, { Result: 'CardApproved', authorizationId, amount, expiresAt });
  });
}

/** Takes up to the authorized amount once and releases the rest. */
export function captureAuthorization(
  ctx: SandboxCardContext,
  request: CaptureRequest,
): ResultAsync<CardCapture, PaymentGatewayUnavailable | IdempotencyKeyReused> {
  const { authorizationId, amount, idempotencyKey } = request;
  const fields = { operation: 'capture', authorizationId, amount };
  return chargeOnce<CardCapture>(ctx, fields, idempotencyKey, async (trx, nowMs) => {
    if (!isAmount(amount)) return { answer: refused('InvalidAmount', INVALID_AMOUNT_MESSAGE) };
    const held = await lockHold(trx, authorizationId, nowMs, 'capture');
    if ('refusal' in held) return { answer: held.refusal };
    const authorized = centsOf(held.amount);
    if (amount > authorized) {
      return {
        answer: refused(
          'AmountOverAuthorized',
          `Cannot capture ${formatUsd(amount)}: only ${formatUsd(authorized)} was authorized.`,
        ),
      };
    }
    const captureId = ctx.newReference('cap');
    const released = cents(authorized - amount);
    await trx
      .insertInto('sandbox_card_captures')
      .values({
        id: captureId,
        authorization_id: authorizationId,
        amount,
        released,
        idempotency_key: idempotencyKey,
        created_at: isoOf(nowMs),
      })
      .execute();
    await endHold(trx, authorizationId, 'captured');
    return performed(chargeOutcomeOf(held.charge_outcome), {
      Result: 'CardApproved',
      captureId,
      authorizationId,
      amount,
      released,
    });
  });
}

/** Gives back at most what is left of a capture. */
export function refundCapture(
  ctx: SandboxCardContext,
  request: RefundRequest,
): ResultAsync<CardRefund, PaymentGatewayUnavailable | IdempotencyKeyReused> {
  const { captureId, amount, idempotencyKey } = request;
  const fields = { operation: 'refund', captureId, amount };
  return chargeOnce<CardRefund>(ctx, fields, idempotencyKey, async (trx, nowMs) => {
    if (!isAmount(amount)) return { answer: refused('InvalidAmount', INVALID_AMOUNT_MESSAGE) };
    // The capture's row is locked, so concurrent refunds of one capture are counted one after the other.
    const capture = await trx
      .selectFrom('sandbox_card_captures as c')
      .innerJoin('sandbox_card_authorizations as a', 'a.id', 'c.authorization_id')
      .innerJoin('sandbox_card_tokens as t', 't.token', 'a.token')
      .select(['c.amount', 't.charge_outcome'])
      .where('c.id', '=', captureId)
      .forUpdate('c')
      .executeTakeFirst();
    if (!capture) return { answer: refused('UnknownCapture', UNKNOWN_CAPTURE_MESSAGE) };
    const refundable = cents(centsOf(capture.amount) - (await refundedOf(trx, captureId)));
    if (amount > refundable) {
      const message =
        refundable === 0
          ? `Cannot refund ${formatUsd(amount)}: this capture was already refunded in full.`
          : `Cannot refund ${formatUsd(amount)}: only ${formatUsd(refundable)} of this capture is left to refund.`;
      return { answer: refused('AmountOverRefundable', message) };
    }
    const refundId = ctx.newReference('re');
    await trx
      .insertInto('sandbox_card_refunds')
      .values({
        id: refundId,
        capture_id: captureId,
        amount,
        idempotency_key: idempotencyKey,
        created_at: isoOf(nowMs),
      })
      .execute();
    return performed(chargeOutcomeOf(capture.charge_outcome), {
      Result: 'CardApproved',
      refundId,
      captureId,
      amount,
      refundable: cents(refundable - amount),
    });
  });
}

/** Releases an uncaptured hold. */
export function voidAuthorization(
  ctx: SandboxCardContext,
  request: VoidRequest,
): ResultAsync<CardVoid, PaymentGatewayUnavailable | IdempotencyKeyReused> {
  const { authorizationId, idempotencyKey } = request;
  const fields = { operation: 'void', authorizationId };
  return chargeOnce<CardVoid>(ctx, fields, idempotencyKey, async (trx, nowMs) => {
    const held = await lockHold(trx, authorizationId, nowMs, 'void');
    if ('refusal' in held) return { answer: held.refusal };
    const voidId = ctx.newReference('void');
    const released = centsOf(held.amount);
    await trx
      .insertInto('sandbox_card_voids')
      .values({
        id: voidId,
        authorization_id: authorizationId,
        amount: released,
        idempotency_key: idempotencyKey,
        created_at: isoOf(nowMs),
      })
      .execute();
    await endHold(trx, authorizationId, 'voided');
    return performed(chargeOutcomeOf(held.charge_outcome), {
      Result: 'CardApproved',
      voidId,
      authorizationId,
      released,
    });
  });
}

/**
 * The authorization a capture or a void acts on, with its card's charge outcome, locked until the
 * transaction ends; or why it cannot act on it (no such authorization, or its standing).
 */
async function lockHold(
  trx: Transaction<SandboxCardTables>,
  authorizationId: string,
  nowMs: number,
  acting: 'capture' | 'void',
) {
  const held = await trx
    .selectFrom('sandbox_card_authorizations as a')
    .innerJoin('sandbox_card_tokens as t', 't.token', 'a.token')
    .select(['a.amount', 'a.status', 'a.expires_at', 't.charge_outcome'])
    .where('a.id', '=', authorizationId)
    .forUpdate('a')
    .executeTakeFirst();
  if (!held) return { refusal: refused('UnknownAuthorization', UNKNOWN_AUTHORIZATION_MESSAGE) };
  const standing = standingRefusal(held, nowMs, acting);
  return standing ? { refusal: standing } : held;
}

/** A captured or voided authorization holds nothing any more. */
function endHold(
  trx: Transaction<SandboxCardTables>,
  authorizationId: string,
  status: 'captured' | 'voided',
) {
  return trx
    .updateTable('sandbox_card_authorizations')
    .set({ status })
    .where('id', '=', authorizationId)
    .execute();
}

/** Why a capture or a void cannot act on this authorization any more, if it cannot. */
function standingRefusal(
  held: { status: string; expires_at: Date },
  nowMs: number,
  acting: 'capture' | 'void',
): ChargeRefused | null {
  switch (statusOf(held.status, held.expires_at, nowMs)) {
    case 'captured':
      return refused(
        'AlreadyCaptured',
        acting === 'capture'
          ? 'This authorization was already captured; it can be captured only once.'
          : 'This authorization was already captured, so it cannot be voided; refund the capture instead.',
      );
    case 'voided':
      return refused(
        'AlreadyVoided',
        acting === 'capture'
          ? 'This authorization was voided; nothing can be captured from it.'
          : 'This authorization was already voided.',
      );
    case 'expired': {
      const ended = held.expires_at.toISOString().slice(0, 10);
      return refused(
        'AuthorizationExpired',
        acting === 'capture'
          ? `This authorization expired on ${ended} and its hold was released; nothing can be captured from it. Authorize the card again.`
          : `This authorization expired on ${ended}; its hold was already released.`,
      );
    }
    case 'held':
      return null;
    default:
      return null;
  }
}

function refused(code: ChargeRefusalCode, message: string): ChargeRefused {
  return { Result: 'CardError', code, message };
}

function declined(reason: DeclineReason): { Result: 'CardDeclined'; reason: DeclineReason; message: string } {
  return { Result: 'CardDeclined', reason, message: DECLINE_MESSAGES[reason] };
}

/** A done operation's answer; with the answer-lost test card this caller hears nothing (UnknownError). */
function performed<A>(
  outcome: ChargeOutcome,
  answer: A,
): Performed<A | { Result: 'UnknownError'; message: string }> {
  return outcome.kind === 'answerLost'
    ? { answer, told: { Result: 'UnknownError', message: UNKNOWN_ERROR_MESSAGE } }
    : { answer };
}

function isAmount(amount: number): boolean {
  return Number.isSafeInteger(amount) && amount > 0;
}

/** A saved card whose expiry month ('MM/YYYY') ended before today is declined as expired_card. */
function cardExpiredBy(expirationDate: string, today: string): boolean {
  const [month = '', year = ''] = expirationDate.split('/');
  return `${year}-${month}` < today.slice(0, 7);
}
