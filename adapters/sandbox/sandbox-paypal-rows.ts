import type { Kysely, Selectable, Transaction } from 'kysely';
import type {
  PayPalAuthorization,
  PayPalBuyerOrder,
  PayPalRefusal,
} from '../../application/ports/paypal-gateway';
import { cents } from '../../domain/money/money';
import {
  type AuthorizationFacts,
  authorizationStatusAt,
  fundingSourceOf,
  PAYPAL_ISSUE_MESSAGES,
  PayPalIssue,
  PayPalOrderStatus,
  type StoredAuthorizationStatus,
  sandboxBuyerEmail,
  withQuery,
} from '../../domain/payment/paypal';
import type { SandboxPayPalTables } from './sandbox-paypal-tables';

export type Db = Kysely<SandboxPayPalTables> | Transaction<SandboxPayPalTables>;
export type AuthorizationRow = Selectable<SandboxPayPalTables['sandbox_paypal_authorizations']>;
export type OrderRow = Selectable<SandboxPayPalTables['sandbox_paypal_orders']>;

export function refusal<I extends PayPalIssue>(issue: I): PayPalRefusal<I> {
  return { kind: issue, message: PAYPAL_ISSUE_MESSAGES[issue] } as PayPalRefusal<I>;
}

export const iso = (ms: number) => new Date(ms).toISOString();

export async function orderRow(db: Db, orderId: string, lock: boolean): Promise<OrderRow | undefined> {
  const query = db.selectFrom('sandbox_paypal_orders').selectAll().where('order_id', '=', orderId);
  return lock ? await query.forUpdate().executeTakeFirst() : await query.executeTakeFirst();
}

/** The authorization, locked for the rest of the transaction. */
export async function authorizationRow(
  trx: Transaction<SandboxPayPalTables>,
  authorizationId: string,
): Promise<AuthorizationRow | undefined> {
  return await trx
    .selectFrom('sandbox_paypal_authorizations')
    .selectAll()
    .where('authorization_id', '=', authorizationId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The answer for an id that is no authorization: an order not yet approved and authorized is
 * ORDER_NOT_APPROVED (a capture before approval); anything else is not found.
 */
export async function notAnAuthorization(
  trx: Transaction<SandboxPayPalTables>,
  id: string,
): Promise<PayPalRefusal<'ORDER_NOT_APPROVED' | 'INVALID_RESOURCE_ID'>> {
  const order = await orderRow(trx, id, false);
  return order && (order.status === PayPalOrderStatus.Created || order.status === PayPalOrderStatus.Approved)
    ? refusal(PayPalIssue.OrderNotApproved)
    : refusal(PayPalIssue.InvalidResourceId);
}

export function factsOf(row: AuthorizationRow): AuthorizationFacts {
  return {
    status: row.status as StoredAuthorizationStatus,
    amount: cents(row.amount_cents),
    expiresAtMs: row.expires_at.getTime(),
    honorUntilMs: row.honor_until.getTime(),
  };
}

export function authorizationOf(row: AuthorizationRow, nowMs: number): PayPalAuthorization {
  return {
    authorizationId: row.authorization_id,
    orderId: row.order_id,
    amount: cents(row.amount_cents),
    status: authorizationStatusAt(factsOf(row), nowMs),
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    honorUntil: row.honor_until.toISOString(),
    reauthorizationOf: row.reauthorization_of,
  };
}

/** The answer for a row just written (its times as the ISO strings written). */
export function authorizationOfValues(
  row: {
    authorization_id: string;
    order_id: string;
    amount_cents: number;
    status: StoredAuthorizationStatus;
    reauthorization_of: string | null;
    created_at: string;
    expires_at: string;
    honor_until: string;
  },
  nowMs: number,
): PayPalAuthorization {
  return authorizationOf(
    {
      ...row,
      seq: 0,
      request_id: '',
      created_at: new Date(row.created_at),
      expires_at: new Date(row.expires_at),
      honor_until: new Date(row.honor_until),
    },
    nowMs,
  );
}

export function buyerOrderOf(order: OrderRow): PayPalBuyerOrder {
  return {
    orderId: order.order_id,
    quoteId: order.quote_id,
    status: order.status as PayPalOrderStatus,
    amount: cents(order.amount_cents),
    payerEmail: sandboxBuyerEmail(order.user_id),
    fundingSource: fundingSourceOf(order.funding_source),
    declinedFundingSource: fundingSourceOf(order.declined_funding_source),
    returnLocation:
      order.payer_id === null
        ? null
        : withQuery(order.return_url, { token: order.order_id, PayerID: order.payer_id }),
    cancelLocation: withQuery(order.cancel_url, { token: order.order_id }),
  };
}
