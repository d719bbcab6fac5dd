import { randomInt } from 'node:crypto';
import { type ColumnType, type Generated, type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { err, ok, ResultAsync } from 'neverthrow';
import type { Clock } from '../../application/ports/clock';
import type { PaymentGatewayUnavailable } from '../../application/ports/payment-gateway';
import type {
  CreatePayPalOrder,
  PayPalApprovalOutcome,
  PayPalAuthorization,
  PayPalBuyerApproval,
  PayPalBuyerOrder,
  PayPalCapture,
  PayPalCreatedOrder,
  PayPalFailure,
  PayPalGateway,
  PayPalOrder,
  PayPalRecords,
  PayPalRecordsFilter,
  PayPalRefund,
  PayPalRefusal,
  PayPalVoid,
} from '../../application/ports/paypal-gateway';
import { type Cents, cents } from '../../domain/money/money';
import {
  type AuthorizationFacts,
  amountRefusal,
  authorizationPeriods,
  authorizationStatusAt,
  authorizeRefusal,
  captureRefusal,
  captureStatusOf,
  fundingSourceOf,
  isRedirectUrl,
  PAYPAL_ISSUE_MESSAGES,
  PAYPAL_SANDBOX_APPROVE_PATH,
  PayPalAuthorizationStatus,
  type PayPalFundingSource,
  PayPalIssue,
  PayPalOrderStatus,
  reauthorizedHonorUntil,
  reauthorizeRefusal,
  refundRefusal,
  type StoredAuthorizationStatus,
  sandboxBuyerEmail,
  voidRefusal,
  withQuery,
} from '../../domain/payment/paypal';

type Timestamp = ColumnType<Date, string, string>;

/**
 * The tables of the sandbox PayPal's own state (migration 0014-sandbox-paypal). Declared here rather than in
 * persistence/schema.ts because a sandbox adapter does not import the persistence adapter (the dependency
 * rule); the composition hands it the same Kysely instance (`database.db.withTables<SandboxPayPalTables>()`,
 * which is why this is a type, not an interface: withTables wants an index signature).
 */
export type SandboxPayPalTables = {
  sandbox_paypal_orders: {
    /** The order the rows were written in. */
    seq: Generated<number>;
    order_id: string;
    quote_id: number;
    user_id: number;
    amount_cents: number;
    status: string;
    return_url: string;
    cancel_url: string;
    funding_source: string | null;
    declined_funding_source: string | null;
    payer_id: string | null;
    request_id: string;
    created_at: ColumnType<Date, string, never>;
    approved_at: ColumnType<Date | null, string | null, string | null>;
  };
  sandbox_paypal_authorizations: {
    /** The order the rows were written in. */
    seq: Generated<number>;
    authorization_id: string;
    order_id: string;
    amount_cents: number;
    status: string;
    reauthorization_of: string | null;
    request_id: string;
    created_at: ColumnType<Date, string, never>;
    expires_at: Timestamp;
    honor_until: Timestamp;
  };
  sandbox_paypal_captures: {
    /** The order the rows were written in. */
    seq: Generated<number>;
    capture_id: string;
    authorization_id: string;
    order_id: string;
    amount_cents: number;
    request_id: string;
    created_at: ColumnType<Date, string, never>;
  };
  sandbox_paypal_voids: {
    /** The order the rows were written in. */
    seq: Generated<number>;
    authorization_id: string;
    order_id: string;
    amount_cents: number;
    request_id: string;
    created_at: ColumnType<Date, string, never>;
  };
  sandbox_paypal_refunds: {
    /** The order the rows were written in. */
    seq: Generated<number>;
    refund_id: string;
    capture_id: string;
    order_id: string;
    amount_cents: number;
    request_id: string;
    created_at: ColumnType<Date, string, never>;
  };
  sandbox_paypal_requests: {
    request_id: string;
    /** The request as JSON: the operation and its arguments (no secrets: ids, amounts, URLs). */
    request: string;
    /** The first answer as JSON, `{ ok: true, value }` or `{ ok: false, error }`; written before the request's transaction commits. */
    answer: string | null;
    created_at: ColumnType<Date, string, never>;
  };
};

/** PayPal's ids: 17 upper-case letters and digits; a PayerID has 13. */
export const PAYPAL_ID_LENGTH = 17;
export const PAYER_ID_LENGTH = 13;
/** PayPal-Request-Id: 1 to 108 characters. */
export const MAX_REQUEST_ID_LENGTH = 108;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A random id of upper-case letters and digits, like PayPal's (never derived from anything). */
export function randomPayPalId(length: number = PAYPAL_ID_LENGTH): string {
  let id = '';
  for (let i = 0; i < length; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

export interface SandboxPayPalOptions {
  db: Kysely<SandboxPayPalTables>;
  clock: Clock;
  /** The approval page (default PAYPAL_SANDBOX_APPROVE_PATH, on this site); `?token={orderId}` is added. */
  approvePageUrl?: string;
  /** A new id of the given length (default: random upper-case letters and digits). */
  newId?: (length: number) => string;
}

/** A first answer as it is kept with its request id. */
type Answer<T, E> = { ok: true; value: T } | { ok: false; error: E };

type Db = Kysely<SandboxPayPalTables> | Transaction<SandboxPayPalTables>;
type AuthorizationRow = Selectable<SandboxPayPalTables['sandbox_paypal_authorizations']>;
type OrderRow = Selectable<SandboxPayPalTables['sandbox_paypal_orders']>;

function refusal<I extends PayPalIssue>(issue: I): PayPalRefusal<I> {
  return { kind: issue, message: PAYPAL_ISSUE_MESSAGES[issue] } as PayPalRefusal<I>;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A SANDBOX stand-in for PayPal's Orders v2 and Payments v2 APIs in test mode (../shared/design/payments.md,
 * "PayPal"): orders with intent AUTHORIZE that the buyer approves on the local approval page
 * (adapters/http/server/routes/sandbox-paypal.ts), authorizations valid 29 days and honoured 3,
 * reauthorization after the honor period, one capture of at most the authorized amount, voids, refunds up to
 * the capture within 180 days. The funding source "Sandbox Visa ending 0002" approves but is
 * INSTRUMENT_DECLINED at authorization, as PayPal's negative testing does.
 *
 * Its state is in the database, shared by every instance. Each change runs in one transaction that first
 * claims its PayPal-Request-Id: a second request with the id waits for the first to commit and answers the
 * first answer (or DUPLICATE_REQUEST_ID for a different request); the rows acted on are locked, so two
 * captures of one authorization under different ids make one capture. Time is the injected clock's.
 */
export class SandboxPayPal implements PayPalGateway, PayPalBuyerApproval {
  private readonly db: Kysely<SandboxPayPalTables>;
  private readonly clock: Clock;
  private readonly approvePageUrl: string;
  private readonly newId: (length: number) => string;

  constructor(options: SandboxPayPalOptions) {
    this.db = options.db;
    this.clock = options.clock;
    this.approvePageUrl = options.approvePageUrl ?? PAYPAL_SANDBOX_APPROVE_PATH;
    this.newId = options.newId ?? randomPayPalId;
  }

  createOrder(
    order: CreatePayPalOrder,
  ): ResultAsync<PayPalCreatedOrder, PayPalFailure<'INVALID_PARAMETER_VALUE' | 'DUPLICATE_REQUEST_ID'>> {
    const { requestId, ...request } = order;
    return this.once(requestId, ['createOrder', request], async (trx, nowMs) => {
      if (
        amountRefusal(order.amount) !== null ||
        !Number.isSafeInteger(order.quoteId) ||
        !Number.isSafeInteger(order.userId) ||
        !isRedirectUrl(order.returnUrl) ||
        !isRedirectUrl(order.cancelUrl)
      ) {
        return { ok: false, error: refusal(PayPalIssue.InvalidParameterValue) };
      }
      const orderId = this.newId(PAYPAL_ID_LENGTH);
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
          approveUrl: withQuery(this.approvePageUrl, { token: orderId }),
        },
      };
    });
  }

  getOrder(orderId: string): ResultAsync<PayPalOrder, PayPalFailure<'INVALID_RESOURCE_ID'>> {
    return this.io(async () => {
      const nowMs = this.clock.nowMs();
      const order = await this.orderRow(this.db, orderId, false);
      if (!order) return err(refusal(PayPalIssue.InvalidResourceId));
      const authorizations = await this.db
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
          order.payer_id === null
            ? null
            : { email: sandboxBuyerEmail(order.user_id), payerId: order.payer_id },
        fundingSource: fundingSourceOf(order.funding_source),
        authorization: newest ? authorizationOf(newest, nowMs) : null,
        createdAt: order.created_at.toISOString(),
      });
    }).andThen((result) => result);
  }

  authorizeOrder(
    orderId: string,
    requestId: string,
  ): ResultAsync<
    PayPalAuthorization,
    PayPalFailure<
      | 'INVALID_RESOURCE_ID'
      | 'ORDER_NOT_APPROVED'
      | 'ORDER_ALREADY_AUTHORIZED'
      | 'INSTRUMENT_DECLINED'
      | 'DUPLICATE_REQUEST_ID'
    >
  > {
    return this.once(requestId, ['authorizeOrder', orderId], async (trx, nowMs) => {
      const order = await this.orderRow(trx, orderId, true);
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
        authorization_id: this.newId(PAYPAL_ID_LENGTH),
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
      await trx
        .updateTable('sandbox_paypal_orders')
        .set({ status: PayPalOrderStatus.Completed })
        .where('order_id', '=', orderId)
        .execute();
      return { ok: true, value: authorizationOfValues(row, nowMs) };
    });
  }

  reauthorize(
    authorizationId: string,
    requestId: string,
  ): ResultAsync<
    PayPalAuthorization,
    PayPalFailure<
      | 'INVALID_RESOURCE_ID'
      | 'REAUTHORIZATION_TOO_SOON'
      | 'AUTHORIZATION_ALREADY_CAPTURED'
      | 'AUTHORIZATION_VOIDED'
      | 'AUTHORIZATION_EXPIRED'
      | 'AUTHORIZATION_REAUTHORIZED'
      | 'DUPLICATE_REQUEST_ID'
    >
  > {
    return this.once(requestId, ['reauthorize', authorizationId], async (trx, nowMs) => {
      const old = await this.authorizationRow(trx, authorizationId);
      if (!old) return { ok: false, error: refusal(PayPalIssue.InvalidResourceId) };
      const refused = reauthorizeRefusal(factsOf(old), nowMs);
      if (refused !== null) return { ok: false, error: refusal(refused) };
      // The old one closes first: the index allows one open authorization per order.
      await trx
        .updateTable('sandbox_paypal_authorizations')
        .set({ status: PayPalAuthorizationStatus.Reauthorized })
        .where('authorization_id', '=', authorizationId)
        .execute();
      const expiresAtMs = old.expires_at.getTime();
      const row = {
        authorization_id: this.newId(PAYPAL_ID_LENGTH),
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

  captureAuthorization(
    authorizationId: string,
    amount: Cents,
    requestId: string,
  ): ResultAsync<
    PayPalCapture,
    PayPalFailure<
      | 'INVALID_RESOURCE_ID'
      | 'INVALID_PARAMETER_VALUE'
      | 'ORDER_NOT_APPROVED'
      | 'AUTHORIZATION_ALREADY_CAPTURED'
      | 'AUTHORIZATION_VOIDED'
      | 'AUTHORIZATION_EXPIRED'
      | 'AUTHORIZATION_REAUTHORIZED'
      | 'MAX_CAPTURE_AMOUNT_EXCEEDED'
      | 'DUPLICATE_REQUEST_ID'
    >
  > {
    return this.once(requestId, ['captureAuthorization', authorizationId, amount], async (trx, nowMs) => {
      const authorization = await this.authorizationRow(trx, authorizationId);
      if (!authorization) return { ok: false, error: await this.notAnAuthorization(trx, authorizationId) };
      const refused = captureRefusal(factsOf(authorization), amount, nowMs);
      if (refused !== null) return { ok: false, error: refusal(refused) };
      const captureId = this.newId(PAYPAL_ID_LENGTH);
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
      await trx
        .updateTable('sandbox_paypal_authorizations')
        .set({ status: PayPalAuthorizationStatus.Captured })
        .where('authorization_id', '=', authorizationId)
        .execute();
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

  voidAuthorization(
    authorizationId: string,
    requestId: string,
  ): ResultAsync<
    PayPalVoid,
    PayPalFailure<
      | 'INVALID_RESOURCE_ID'
      | 'ORDER_NOT_APPROVED'
      | 'PREVIOUSLY_CAPTURED'
      | 'PREVIOUSLY_VOIDED'
      | 'AUTHORIZATION_EXPIRED'
      | 'AUTHORIZATION_REAUTHORIZED'
      | 'DUPLICATE_REQUEST_ID'
    >
  > {
    return this.once(requestId, ['voidAuthorization', authorizationId], async (trx, nowMs) => {
      const authorization = await this.authorizationRow(trx, authorizationId);
      if (!authorization) return { ok: false, error: await this.notAnAuthorization(trx, authorizationId) };
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
      await trx
        .updateTable('sandbox_paypal_authorizations')
        .set({ status: PayPalAuthorizationStatus.Voided })
        .where('authorization_id', '=', authorizationId)
        .execute();
      await trx
        .updateTable('sandbox_paypal_orders')
        .set({ status: PayPalOrderStatus.Voided })
        .where('order_id', '=', authorization.order_id)
        .execute();
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

  refundCapture(
    captureId: string,
    amount: Cents,
    requestId: string,
  ): ResultAsync<
    PayPalRefund,
    PayPalFailure<
      | 'INVALID_RESOURCE_ID'
      | 'INVALID_PARAMETER_VALUE'
      | 'CAPTURE_FULLY_REFUNDED'
      | 'REFUND_AMOUNT_EXCEEDED'
      | 'REFUND_TIME_LIMIT_EXCEEDED'
      | 'DUPLICATE_REQUEST_ID'
    >
  > {
    return this.once(requestId, ['refundCapture', captureId, amount], async (trx, nowMs) => {
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
      const refundId = this.newId(PAYPAL_ID_LENGTH);
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

  records(filter: PayPalRecordsFilter = {}): ResultAsync<PayPalRecords, PaymentGatewayUnavailable> {
    return this.io(async () => {
      const nowMs = this.clock.nowMs();
      const { quoteId, orderId } = filter;
      const orders = await this.db
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
        this.db
          .selectFrom('sandbox_paypal_authorizations')
          .selectAll()
          .where('order_id', 'in', orderIds)
          .orderBy('seq')
          .execute(),
        this.db
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
        this.db
          .selectFrom('sandbox_paypal_voids')
          .selectAll()
          .where('order_id', 'in', orderIds)
          .orderBy('seq')
          .execute(),
        this.db
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

  // --- The buyer's side: the approval page (PayPalBuyerApproval). ---

  buyerOrder(
    orderId: string,
    userId: number,
  ): ResultAsync<PayPalBuyerOrder | null, PaymentGatewayUnavailable> {
    return this.io(async () => {
      const order = await this.orderRow(this.db, orderId, false);
      return order && order.user_id === userId ? buyerOrderOf(order) : null;
    });
  }

  approve(
    orderId: string,
    userId: number,
    fundingSource: PayPalFundingSource,
  ): ResultAsync<PayPalApprovalOutcome, PaymentGatewayUnavailable> {
    return this.io(() =>
      this.db.transaction().execute(async (trx): Promise<PayPalApprovalOutcome> => {
        const order = await this.orderRow(trx, orderId, true);
        if (!order || order.user_id !== userId) return { kind: 'NotFound' };
        if (order.status !== PayPalOrderStatus.Created && order.status !== PayPalOrderStatus.Approved) {
          return { kind: 'Closed', order: buyerOrderOf(order) };
        }
        const payerId = order.payer_id ?? this.newId(PAYER_ID_LENGTH);
        await trx
          .updateTable('sandbox_paypal_orders')
          .set({
            status: PayPalOrderStatus.Approved,
            funding_source: fundingSource,
            payer_id: payerId,
            approved_at: iso(this.clock.nowMs()),
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

  cancel(orderId: string, userId: number): ResultAsync<PayPalApprovalOutcome, PaymentGatewayUnavailable> {
    return this.io(async (): Promise<PayPalApprovalOutcome> => {
      const order = await this.orderRow(this.db, orderId, false);
      if (!order || order.user_id !== userId) return { kind: 'NotFound' };
      return { kind: 'Redirect', location: buyerOrderOf(order).cancelLocation };
    });
  }

  // --- The machinery. ---

  /**
   * Runs `work` once per request id, in one transaction that claims the id first. Another request with the
   * id (on any instance) waits for that transaction, then answers its first answer; with a different
   * request it is DUPLICATE_REQUEST_ID. A fault rolls everything back, the claim included, so a retry runs
   * afresh.
   */
  private once<T, I extends PayPalIssue>(
    requestId: string,
    request: readonly unknown[],
    work: (trx: Transaction<SandboxPayPalTables>, nowMs: number) => Promise<Answer<T, PayPalRefusal<I>>>,
  ): ResultAsync<T, PayPalFailure<I | 'DUPLICATE_REQUEST_ID'>> {
    if (requestId.length === 0 || requestId.length > MAX_REQUEST_ID_LENGTH) {
      throw new RangeError(`a PayPal-Request-Id has 1 to ${MAX_REQUEST_ID_LENGTH} characters`);
    }
    const asked = JSON.stringify(request);
    return this.io(() =>
      this.db
        .transaction()
        .execute(async (trx): Promise<Answer<T, PayPalRefusal<I | 'DUPLICATE_REQUEST_ID'>>> => {
          const nowMs = this.clock.nowMs();
          const claimed = await trx
            .insertInto('sandbox_paypal_requests')
            .values({ request_id: requestId, request: asked, answer: null, created_at: iso(nowMs) })
            .onConflict((oc) => oc.column('request_id').doNothing())
            .returning('request_id')
            .executeTakeFirst();
          if (claimed === undefined) {
            // Committed by another transaction (the insert waited for it): its answer is written.
            const first = await trx
              .selectFrom('sandbox_paypal_requests')
              .select(['request', 'answer'])
              .where('request_id', '=', requestId)
              .executeTakeFirstOrThrow();
            if (first.request !== asked || first.answer === null) {
              return { ok: false, error: refusal(PayPalIssue.DuplicateRequestId) };
            }
            return JSON.parse(first.answer) as Answer<T, PayPalRefusal<I>>;
          }
          const answer = await work(trx, nowMs);
          await trx
            .updateTable('sandbox_paypal_requests')
            .set({ answer: JSON.stringify(answer) })
            .where('request_id', '=', requestId)
            .execute();
          return answer;
        }),
    ).andThen((answer) => (answer.ok ? ok(answer.value) : err(answer.error)));
  }

  private async orderRow(db: Db, orderId: string, lock: boolean): Promise<OrderRow | undefined> {
    const query = db.selectFrom('sandbox_paypal_orders').selectAll().where('order_id', '=', orderId);
    return lock ? await query.forUpdate().executeTakeFirst() : await query.executeTakeFirst();
  }

  /** The authorization, locked for the rest of the transaction. */
  private async authorizationRow(
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
  private async notAnAuthorization(
    trx: Transaction<SandboxPayPalTables>,
    id: string,
  ): Promise<PayPalRefusal<'ORDER_NOT_APPROVED' | 'INVALID_RESOURCE_ID'>> {
    const order = await this.orderRow(trx, id, false);
    return order &&
      (order.status === PayPalOrderStatus.Created || order.status === PayPalOrderStatus.Approved)
      ? refusal(PayPalIssue.OrderNotApproved)
      : refusal(PayPalIssue.InvalidResourceId);
  }

  /** Wraps one piece of the sandbox's database I/O: a failure is PaymentGatewayUnavailable. */
  private io<T>(work: () => Promise<T>): ResultAsync<T, PaymentGatewayUnavailable> {
    return ResultAsync.fromPromise(
      Promise.resolve().then(work),
      (error): PaymentGatewayUnavailable => ({
        kind: 'PaymentGatewayUnavailable',
        message: error instanceof Error ? error.message : String(error),
      }),
    );
  }
}

function factsOf(row: AuthorizationRow): AuthorizationFacts {
  return {
    status: row.status as StoredAuthorizationStatus,
    amount: cents(row.amount_cents),
    expiresAtMs: row.expires_at.getTime(),
    honorUntilMs: row.honor_until.getTime(),
  };
}

function authorizationOf(row: AuthorizationRow, nowMs: number): PayPalAuthorization {
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
function authorizationOfValues(
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

function buyerOrderOf(order: OrderRow): PayPalBuyerOrder {
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
