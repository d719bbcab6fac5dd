import type { Kysely } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type { Clock } from '../../application/ports/clock';
import type { PaymentGatewayUnavailable } from '../../application/ports/payment-gateway';
import type {
  CreatePayPalOrder,
  PayPalBuyerApproval,
  PayPalGateway,
  PayPalRecords,
  PayPalRecordsFilter,
} from '../../application/ports/paypal-gateway';
import type { Cents } from '../../domain/money/money';
import { PAYPAL_SANDBOX_APPROVE_PATH, type PayPalFundingSource } from '../../domain/payment/paypal';
import {
  authorizeOrder,
  captureAuthorization,
  reauthorize,
  refundCapture,
  voidAuthorization,
} from './sandbox-paypal-authorizations';
import type { SandboxPayPalContext } from './sandbox-paypal-context';
import { randomPayPalId } from './sandbox-paypal-ids';
import { approve, buyerOrder, cancel, createOrder, getOrder } from './sandbox-paypal-orders';
import { records } from './sandbox-paypal-records';
import type { SandboxPayPalTables } from './sandbox-paypal-tables';

export type { SandboxPayPalTables } from './sandbox-paypal-tables';

export interface SandboxPayPalOptions {
  db: Kysely<SandboxPayPalTables>;
  clock: Clock;
  /** The approval page (default PAYPAL_SANDBOX_APPROVE_PATH, on this site); `?token={orderId}` is added. */
  approvePageUrl?: string;
  /** A new id of the given length (default: random upper-case letters and digits). */
  newId?: (length: number) => string;
}

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
  private readonly ctx: SandboxPayPalContext;

  constructor(options: SandboxPayPalOptions) {
    this.ctx = {
      db: options.db,
      clock: options.clock,
      approvePageUrl: options.approvePageUrl ?? PAYPAL_SANDBOX_APPROVE_PATH,
      newId: options.newId ?? randomPayPalId,
    };
  }

  createOrder(order: CreatePayPalOrder) {
    return createOrder(this.ctx, order);
  }

  getOrder(orderId: string) {
    return getOrder(this.ctx, orderId);
  }

  authorizeOrder(orderId: string, requestId: string) {
    return authorizeOrder(this.ctx, orderId, requestId);
  }

  reauthorize(authorizationId: string, requestId: string) {
    return reauthorize(this.ctx, authorizationId, requestId);
  }

  captureAuthorization(authorizationId: string, amount: Cents, requestId: string) {
    return captureAuthorization(this.ctx, authorizationId, amount, requestId);
  }

  voidAuthorization(authorizationId: string, requestId: string) {
    return voidAuthorization(this.ctx, authorizationId, requestId);
  }

  refundCapture(captureId: string, amount: Cents, requestId: string) {
    return refundCapture(this.ctx, captureId, amount, requestId);
  }

  records(filter: PayPalRecordsFilter = {}): ResultAsync<PayPalRecords, PaymentGatewayUnavailable> {
    return records(this.ctx, filter);
  }

  // --- The buyer's side: the approval page (PayPalBuyerApproval). ---

  buyerOrder(orderId: string, userId: number) {
    return buyerOrder(this.ctx, orderId, userId);
  }

  approve(orderId: string, userId: number, fundingSource: PayPalFundingSource) {
    return approve(this.ctx, orderId, userId, fundingSource);
  }

  cancel(orderId: string, userId: number) {
    return cancel(this.ctx, orderId, userId);
  }
}
