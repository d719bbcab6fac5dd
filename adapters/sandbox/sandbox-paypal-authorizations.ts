import { sql, type Transaction } from 'kysely';
import type { PayPalGateway } from '../../application/ports/paypal-gateway';
import { type Cents, cents } from '../../domain/money/money';
import {
  authorizationPeriods,
  authorizeRefusal,
  captureRefusal,
  fundingSourceOf,
  PayPalAuthorizationStatus,
  PayPalIssue,
  PayPalOrderStatus,
  reauthorizedHonorUntil,
  reauthorizeRefusal,
  refundRefusal,
  voidRefusal,
} from '../../domain/payment/paypal';
import type { SandboxPayPalContext } from './sandbox-paypal-context';
import { PAYPAL_ID_LENGTH } from './sandbox-paypal-ids';
import { once } from './sandbox-paypal-once';
import {
  authorizationOfValues,
  authorizationRow,
  factsOf,
  iso,
  notAnAuthorization,
  orderRow,
  refusal,
} from './sandbox-paypal-rows';
import type { SandboxPayPalTables } from './sandbox-paypal-tables';

export function authorizeOrder(
  ctx: SandboxPayPalContext,
  orderId: string,
  requestId: string,
): ReturnType<PayPalGateway['authorizeOrder']> {
  return once(ctx, requestId, ['authorizeOrder', orderId], async (trx, nowMs) => {
    const order = await orderRow(trx, orderId, true);
    if (!order) return { ok: false, error: refusal(PayPalIssue.InvalidResourceId) };
    const fundingSource = fundingSourceOf(order.funding_source);
    const refused = authorizeRefusal(order.status as PayPalOrderStatus, fundingSource);
    if (refused === PayPalIssue.InstrumentDeclined) {
      // The buyer must pick another funding source: the order goes back for approval.
      await trx
        .updateTable('sandbox_paypal_orders')
        .set({
          status: PayPalOrderStatus.Created,
          funding_source: null,
          declined_funding_source: fundingSource,
        })
        .where('order_id', '=', orderId)
        .execute();
    }
    if (refused !== null) return { ok: false, error: refusal(refused) };
    const { expiresAtMs, honorUntilMs } = authorizationPeriods(nowMs);
    const row = {
      authorization_id: ctx.newId(PAYPAL_ID_LENGTH),
      order_id: orderId,
      amount_cents: order.amount_cents,
      status: PayPalAuthorizationStatus.Created,
      reauthorization_of: null,
      request_id: requestId,
      created_at: iso(nowMs),
      expires_at: iso(expiresAtMs),
      honor_until: iso(honorUntilMs),
    };
    await trx.insertInto('sandbox_paypal_authorizations').values(row).execute();
    await setOrderStatus(trx, orderId, PayPalOrderStatus.Completed);
    return { ok: true, value: authorizationOfValues(row, nowMs) };
  });
}

export function reauthorize(
  ctx: SandboxPayPalContext,
  authorizationId: string,
  requestId: string,
): ReturnType<PayPalGateway['reauthorize']> {
  return once(ctx, requestId, ['reauthorize', authorizationId], async (trx, nowMs) => {
    const old = await authorizationRow(trx, authorizationId);
    if (!old) return { ok: false, error: refusal(PayPalIssue.InvalidResourceId) };
    const refused = reauthorizeRefusal(factsOf(old), nowMs);
    if (refused !== null) return { ok: false, error: refusal(refused) };
    // The old one closes first: the index allows one open authorization per order.
    await setAuthorizationStatus(trx, authorizationId, PayPalAuthorizationStatus.Reauthorized);
    const expiresAtMs = old.expires_at.getTime();
    const row = {
      authorization_id: ctx.newId(PAYPAL_ID_LENGTH),
      order_id: old.order_id,
      amount_cents: old.amount_cents,
      status: PayPalAuthorizationStatus.Created,
      reauthorization_of: authorizationId,
      request_id: requestId,
      created_at: iso(nowMs),
      expires_at: iso(expiresAtMs),
      honor_until: iso(reauthorizedHonorUntil(nowMs, expiresAtMs)),
    };
    await trx.insertInto('sandbox_paypal_authorizations').values(row).execute();
    return { ok: true, value: authorizationOfValues(row, nowMs) };
  });
}

export function captureAuthorization(
  ctx: SandboxPayPalContext,
  authorizationId: string,
  amount: Cents,
  requestId: string,
): ReturnType<PayPalGateway['captureAuthorization']> {
  return once(ctx, requestId, ['captureAuthorization', authorizationId, amount], async (trx, nowMs) => {
    const authorization = await authorizationRow(trx, authorizationId);
    if (!authorization) return { ok: false, error: await notAnAuthorization(trx, authorizationId) };
    const refused = captureRefusal(factsOf(authorization), amount, nowMs);
    if (refused !== null) return { ok: false, error: refusal(refused) };
    const captureId = ctx.newId(PAYPAL_ID_LENGTH);
    await trx
      .insertInto('sandbox_paypal_captures')
      .values({
        capture_id: captureId,
        authorization_id: authorizationId,
        order_id: authorization.order_id,
        amount_cents: amount,
        request_id: requestId,
        created_at: iso(nowMs),
      })
      .execute();
    await setAuthorizationStatus(trx, authorizationId, PayPalAuthorizationStatus.Captured);
    return {
      ok: true,
      value: {
        captureId,
        authorizationId,
        orderId: authorization.order_id,
        amount,
        status: 'COMPLETED' as const,
        createdAt: iso(nowMs),
      },
    };
  });
}

export function voidAuthorization(
  ctx: SandboxPayPalContext,
  authorizationId: string,
  requestId: string,
): ReturnType<PayPalGateway['voidAuthorization']> {
  return once(ctx, requestId, ['voidAuthorization', authorizationId], async (trx, nowMs) => {
    const authorization = await authorizationRow(trx, authorizationId);
    if (!authorization) return { ok: false, error: await notAnAuthorization(trx, authorizationId) };
    const refused = voidRefusal(factsOf(authorization), nowMs);
    if (refused !== null) return { ok: false, error: refusal(refused) };
    await trx
      .insertInto('sandbox_paypal_voids')
      .values({
        authorization_id: authorizationId,
        order_id: authorization.order_id,
        amount_cents: authorization.amount_cents,
        request_id: requestId,
        created_at: iso(nowMs),
      })
      .execute();
    await setAuthorizationStatus(trx, authorizationId, PayPalAuthorizationStatus.Voided);
    await setOrderStatus(trx, authorization.order_id, PayPalOrderStatus.Voided);
    return {
      ok: true,
      value: {
        authorizationId,
        orderId: authorization.order_id,
        amount: cents(authorization.amount_cents),
        status: 'VOIDED' as const,
        voidedAt: iso(nowMs),
      },
    };
  });
}

export function refundCapture(
  ctx: SandboxPayPalContext,
  captureId: string,
  amount: Cents,
  requestId: string,
): ReturnType<PayPalGateway['refundCapture']> {
  return once(ctx, requestId, ['refundCapture', captureId, amount], async (trx, nowMs) => {
    const capture = await trx
      .selectFrom('sandbox_paypal_captures')
      .selectAll()
      .where('capture_id', '=', captureId)
      .forUpdate()
      .executeTakeFirst();
    if (!capture) return { ok: false, error: refusal(PayPalIssue.InvalidResourceId) };
    const { refunded } = await trx
      .selectFrom('sandbox_paypal_refunds')
      .select(sql<number>`coalesce(sum(amount_cents), 0)::bigint`.as('refunded'))
      .where('capture_id', '=', captureId)
      .executeTakeFirstOrThrow();
    const refused = refundRefusal(
      {
        amount: cents(capture.amount_cents),
        refunded: cents(Number(refunded)),
        capturedAtMs: capture.created_at.getTime(),
      },
      amount,
      nowMs,
    );
    if (refused !== null) return { ok: false, error: refusal(refused) };
    const refundId = ctx.newId(PAYPAL_ID_LENGTH);
    await trx
      .insertInto('sandbox_paypal_refunds')
      .values({
        refund_id: refundId,
        capture_id: captureId,
        order_id: capture.order_id,
        amount_cents: amount,
        request_id: requestId,
        created_at: iso(nowMs),
      })
      .execute();
    return {
      ok: true,
      value: {
        refundId,
        captureId,
        orderId: capture.order_id,
        amount,
        status: 'COMPLETED' as const,
        createdAt: iso(nowMs),
      },
    };
  });
}

type Trx = Transaction<SandboxPayPalTables>;

/** An authorization moves on (reauthorized, captured, voided) inside the operation's transaction. */
function setAuthorizationStatus(trx: Trx, authorizationId: string, status: PayPalAuthorizationStatus) {
  return trx
    .updateTable('sandbox_paypal_authorizations')
    .set({ status })
    .where('authorization_id', '=', authorizationId)
    .execute();
}

/** An order moves on (completed, voided) inside the operation's transaction. */
function setOrderStatus(trx: Trx, orderId: string, status: PayPalOrderStatus) {
  return trx.updateTable('sandbox_paypal_orders').set({ status }).where('order_id', '=', orderId).execute();
}
