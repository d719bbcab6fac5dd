import { err, ok, type ResultAsync } from 'neverthrow';
import type { PaymentGatewayUnavailable } from '../../application/ports/payment-gateway';
import type {
  CreatePayPalOrder,
  PayPalApprovalOutcome,
  PayPalBuyerOrder,
  PayPalCreatedOrder,
  PayPalFailure,
  PayPalOrder,
} from '../../application/ports/paypal-gateway';
import { cents } from '../../domain/money/money';
import {
  amountRefusal,
  fundingSourceOf,
  isRedirectUrl,
  type PayPalFundingSource,
  PayPalIssue,
  PayPalOrderStatus,
  sandboxBuyerEmail,
  withQuery,
} from '../../domain/payment/paypal';
import { io } from './sandbox-gateway-io';
import type { SandboxPayPalContext } from './sandbox-paypal-context';
import { PAYER_ID_LENGTH, PAYPAL_ID_LENGTH } from './sandbox-paypal-ids';
import { once } from './sandbox-paypal-once';
import { authorizationOf, buyerOrderOf, iso, orderRow, refusal } from './sandbox-paypal-rows';

export function createOrder(
  ctx: SandboxPayPalContext,
  order: CreatePayPalOrder,
): ResultAsync<PayPalCreatedOrder, PayPalFailure<'INVALID_PARAMETER_VALUE' | 'DUPLICATE_REQUEST_ID'>> {
  const { requestId, ...request } = order;
  return once(ctx, requestId, ['createOrder', request], async (trx, nowMs) => {
    if (
      amountRefusal(order.amount) !== null ||
      !Number.isSafeInteger(order.quoteId) ||
      !Number.isSafeInteger(order.userId) ||
      !isRedirectUrl(order.returnUrl) ||
      !isRedirectUrl(order.cancelUrl)
    ) {
      return { ok: false, error: refusal(PayPalIssue.InvalidParameterValue) };
    }
    const orderId = ctx.newId(PAYPAL_ID_LENGTH);
    await trx
      .insertInto('sandbox_paypal_orders')
      .values({
        order_id: orderId,
        quote_id: order.quoteId,
        user_id: order.userId,
        amount_cents: order.amount,
        status: PayPalOrderStatus.Created,
        return_url: order.returnUrl,
        cancel_url: order.cancelUrl,
        funding_source: null,
        declined_funding_source: null,
        payer_id: null,
        request_id: requestId,
        created_at: iso(nowMs),
        approved_at: null,
      })
      .execute();
    return {
      ok: true,
      value: {
        orderId,
        status: PayPalOrderStatus.Created,
        approveUrl: withQuery(ctx.approvePageUrl, { token: orderId }),
      },
    };
  });
}

export function getOrder(
  ctx: SandboxPayPalContext,
  orderId: string,
): ResultAsync<PayPalOrder, PayPalFailure<'INVALID_RESOURCE_ID'>> {
  return io(async () => {
    const nowMs = ctx.clock.nowMs();
    const order = await orderRow(ctx.db, orderId, false);
    if (!order) return err(refusal(PayPalIssue.InvalidResourceId));
    const authorizations = await ctx.db
      .selectFrom('sandbox_paypal_authorizations')
      .selectAll()
      .where('order_id', '=', orderId)
      .execute();
    const replaced = new Set(authorizations.map((a) => a.reauthorization_of));
    const newest = authorizations.find((a) => !replaced.has(a.authorization_id));
    return ok<PayPalOrder>({
      orderId: order.order_id,
      quoteId: order.quote_id,
      userId: order.user_id,
      status: order.status as PayPalOrderStatus,
      amount: cents(order.amount_cents),
      payer:
        order.payer_id === null ? null : { email: sandboxBuyerEmail(order.user_id), payerId: order.payer_id },
      fundingSource: fundingSourceOf(order.funding_source),
      authorization: newest ? authorizationOf(newest, nowMs) : null,
      createdAt: order.created_at.toISOString(),
    });
  }).andThen((result) => result);
}

// --- The buyer's side: the approval page (PayPalBuyerApproval). ---

export function buyerOrder(
  ctx: SandboxPayPalContext,
  orderId: string,
  userId: number,
): ResultAsync<PayPalBuyerOrder | null, PaymentGatewayUnavailable> {
  return io(async () => {
    const order = await orderRow(ctx.db, orderId, false);
    return order && order.user_id === userId ? buyerOrderOf(order) : null;
  });
}

export function approve(
  ctx: SandboxPayPalContext,
  orderId: string,
  userId: number,
  fundingSource: PayPalFundingSource,
): ResultAsync<PayPalApprovalOutcome, PaymentGatewayUnavailable> {
  return io(() =>
    ctx.db.transaction().execute(async (trx): Promise<PayPalApprovalOutcome> => {
      const order = await orderRow(trx, orderId, true);
      if (!order || order.user_id !== userId) return { kind: 'NotFound' };
      if (order.status !== PayPalOrderStatus.Created && order.status !== PayPalOrderStatus.Approved) {
        return { kind: 'Closed', order: buyerOrderOf(order) };
      }
      const payerId = order.payer_id ?? ctx.newId(PAYER_ID_LENGTH);
      await trx
        .updateTable('sandbox_paypal_orders')
        .set({
          status: PayPalOrderStatus.Approved,
          funding_source: fundingSource,
          payer_id: payerId,
          approved_at: iso(ctx.clock.nowMs()),
        })
        .where('order_id', '=', orderId)
        .execute();
      return {
        kind: 'Redirect',
        location: withQuery(order.return_url, { token: orderId, PayerID: payerId }),
      };
    }),
  );
}

export function cancel(
  ctx: SandboxPayPalContext,
  orderId: string,
  userId: number,
): ResultAsync<PayPalApprovalOutcome, PaymentGatewayUnavailable> {
  return io(async (): Promise<PayPalApprovalOutcome> => {
    const order = await orderRow(ctx.db, orderId, false);
    if (!order || order.user_id !== userId) return { kind: 'NotFound' };
    return { kind: 'Redirect', location: buyerOrderOf(order).cancelLocation };
  });
}
