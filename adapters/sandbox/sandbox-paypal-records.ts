import { sql } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type { PaymentGatewayUnavailable } from '../../application/ports/payment-gateway';
import type { PayPalRecords, PayPalRecordsFilter } from '../../application/ports/paypal-gateway';
import { cents } from '../../domain/money/money';
import { captureStatusOf, fundingSourceOf, type PayPalOrderStatus } from '../../domain/payment/paypal';
import { io } from './sandbox-gateway-io';
import type { SandboxPayPalContext } from './sandbox-paypal-context';
import { authorizationOf } from './sandbox-paypal-rows';

/** The sandbox's own records of orders (all, or one quote's or one order's) and what was done with them. */
export function records(
  ctx: SandboxPayPalContext,
  filter: PayPalRecordsFilter,
): ResultAsync<PayPalRecords, PaymentGatewayUnavailable> {
  return io(async () => {
    const nowMs = ctx.clock.nowMs();
    const { quoteId, orderId } = filter;
    const orders = await ctx.db
      .selectFrom('sandbox_paypal_orders as o')
      .selectAll('o')
      .$if(quoteId !== undefined, (q) => q.where('o.quote_id', '=', quoteId ?? 0))
      .$if(orderId !== undefined, (q) => q.where('o.order_id', '=', orderId ?? ''))
      .orderBy('o.seq')
      .execute();
    const orderIds = orders.map((o) => o.order_id);
    const quoteOf = new Map(orders.map((o) => [o.order_id, o.quote_id]));
    if (orderIds.length === 0) {
      return { orders: [], authorizations: [], captures: [], voids: [], refunds: [] };
    }
    const [authorizations, captures, voids, refunds] = await Promise.all([
      ctx.db
        .selectFrom('sandbox_paypal_authorizations')
        .selectAll()
        .where('order_id', 'in', orderIds)
        .orderBy('seq')
        .execute(),
      ctx.db
        .selectFrom('sandbox_paypal_captures as c')
        .selectAll('c')
        .select(
          sql<number>`(select coalesce(sum(r.amount_cents), 0) from sandbox_paypal_refunds r where r.capture_id = c.capture_id)::bigint`.as(
            'refunded',
          ),
        )
        .where('c.order_id', 'in', orderIds)
        .orderBy('c.seq')
        .execute(),
      ctx.db
        .selectFrom('sandbox_paypal_voids')
        .selectAll()
        .where('order_id', 'in', orderIds)
        .orderBy('seq')
        .execute(),
      ctx.db
        .selectFrom('sandbox_paypal_refunds')
        .selectAll()
        .where('order_id', 'in', orderIds)
        .orderBy('seq')
        .execute(),
    ]);
    const quote = (id: string) => quoteOf.get(id) ?? 0;
    return {
      orders: orders.map((o) => ({
        orderId: o.order_id,
        quoteId: o.quote_id,
        userId: o.user_id,
        amount: cents(o.amount_cents),
        status: o.status as PayPalOrderStatus,
        fundingSource: fundingSourceOf(o.funding_source),
        requestId: o.request_id,
        createdAt: o.created_at.toISOString(),
        approvedAt: o.approved_at === null ? null : o.approved_at.toISOString(),
      })),
      authorizations: authorizations.map((a) => ({
        ...authorizationOf(a, nowMs),
        quoteId: quote(a.order_id),
        requestId: a.request_id,
      })),
      captures: captures.map((c) => {
        const amount = cents(c.amount_cents);
        const refunded = cents(Number(c.refunded));
        return {
          captureId: c.capture_id,
          authorizationId: c.authorization_id,
          orderId: c.order_id,
          quoteId: quote(c.order_id),
          amount,
          refunded,
          status: captureStatusOf({ amount, refunded }),
          requestId: c.request_id,
          createdAt: c.created_at.toISOString(),
        };
      }),
      voids: voids.map((v) => ({
        authorizationId: v.authorization_id,
        orderId: v.order_id,
        quoteId: quote(v.order_id),
        amount: cents(v.amount_cents),
        requestId: v.request_id,
        createdAt: v.created_at.toISOString(),
      })),
      refunds: refunds.map((r) => ({
        refundId: r.refund_id,
        captureId: r.capture_id,
        orderId: r.order_id,
        quoteId: quote(r.order_id),
        amount: cents(r.amount_cents),
        requestId: r.request_id,
        createdAt: r.created_at.toISOString(),
      })),
    };
  });
}
