import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type { Clock } from '../../application/ports/clock';
import type {
  AuthorizationDetails,
  AuthorizeRequest,
  CaptureDetails,
  CaptureRequest,
  CardAuthorization,
  CardCapture,
  CardProcessorRecord,
  CardRecordFilter,
  CardRefund,
  CardVerification,
  CardVoid,
  IdempotencyKeyReused,
  PaymentGateway,
  PaymentGatewayUnavailable,
  RefundRequest,
  SavedCard,
  VoidRequest,
} from '../../application/ports/payment-gateway';
import type { CardDetails, CardNumberReader } from '../../domain/payment/card-check';
import {
  authorizeCard,
  captureAuthorization,
  refundCapture,
  voidAuthorization,
} from './sandbox-card-charging';
import type { SandboxCardContext } from './sandbox-card-context';
import { findAuthorization, findCapture, listRecords } from './sandbox-card-lookups';
import { FingerprintKey, findCard, saveCard } from './sandbox-card-saving';
import type { SandboxCardTables } from './sandbox-card-tables';

export interface SandboxCardProcessorOptions {
  db: Kysely<SandboxCardTables>;
  clock: Clock;
  readCardNumber: CardNumberReader;
  /** A new token (default: 'card_' and a random UUID without dashes). */
  newToken?: () => string;
  /** A new reference with this prefix ('auth', 'cap', 're', 'void'; default: the prefix, '_', a random UUID's hex). */
  newReference?: (prefix: string) => string;
}

/**
 * A SANDBOX stand-in for a card processor's test mode (../shared/design/payments.md): the documented test
 * numbers approve, decline with their reasons, or fail as a processing error; a number failing the Luhn
 * check (or a security code of the wrong length, an ended expiry month) is a CardError. Any other valid
 * number of the four brands is approved, as a processor's test mode does (docs/decisions.md).
 *
 * Its state is in the database, shared by every instance: the saved cards (token, brand, last four,
 * expiry, name, ZIP and owner; never the number or the security code) and the idempotency keys with a
 * keyed hash of each request and its first answer, kept 24 hours by the injected clock.
 *
 * Saved cards are charged later (issue 12): authorize holds an amount on a token (7 days, 5 for an
 * off-session Visa; the injected clock decides expiry), capture takes up to that amount once and releases
 * the rest, refund gives back at most what was captured, void releases an uncaptured hold. What a charge
 * does is decided at saving by the card's test number (SANDBOX_CHARGE_TEST_NUMBERS), never by the amount.
 * Each call is idempotent by its key, one operation per key even across instances, and records() lists
 * the processor's own records for reconciliation.
 */
export class SandboxCardProcessor implements PaymentGateway {
  private readonly ctx: SandboxCardContext;
  private readonly fingerprintKey: FingerprintKey;

  constructor(options: SandboxCardProcessorOptions) {
    this.ctx = {
      db: options.db,
      clock: options.clock,
      read: options.readCardNumber,
      newToken: options.newToken ?? (() => `card_${randomUUID().replaceAll('-', '')}`),
      newReference: options.newReference ?? ((prefix) => `${prefix}_${randomUUID().replaceAll('-', '')}`),
    };
    this.fingerprintKey = new FingerprintKey(this.ctx);
  }

  saveCard(
    card: CardDetails,
    owner: { userId: number },
    idempotencyKey: string,
  ): ResultAsync<CardVerification, PaymentGatewayUnavailable | IdempotencyKeyReused> {
    return saveCard(this.ctx, () => this.fingerprintKey.read(), card, owner, idempotencyKey);
  }

  findCard(token: string, userId: number): ResultAsync<SavedCard | null, PaymentGatewayUnavailable> {
    return findCard(this.ctx, token, userId);
  }

  authorize(
    request: AuthorizeRequest,
  ): ResultAsync<CardAuthorization, PaymentGatewayUnavailable | IdempotencyKeyReused> {
    return authorizeCard(this.ctx, request);
  }

  capture(
    request: CaptureRequest,
  ): ResultAsync<CardCapture, PaymentGatewayUnavailable | IdempotencyKeyReused> {
    return captureAuthorization(this.ctx, request);
  }

  refund(request: RefundRequest): ResultAsync<CardRefund, PaymentGatewayUnavailable | IdempotencyKeyReused> {
    return refundCapture(this.ctx, request);
  }

  void(request: VoidRequest): ResultAsync<CardVoid, PaymentGatewayUnavailable | IdempotencyKeyReused> {
    return voidAuthorization(this.ctx, request);
  }

  findAuthorization(
    authorizationId: string,
  ): ResultAsync<AuthorizationDetails | null, PaymentGatewayUnavailable> {
    return findAuthorization(this.ctx, authorizationId);
  }

  findCapture(captureId: string): ResultAsync<CaptureDetails | null, PaymentGatewayUnavailable> {
    return findCapture(this.ctx, captureId);
  }

  records(filter: CardRecordFilter = {}): ResultAsync<CardProcessorRecord[], PaymentGatewayUnavailable> {
    return listRecords(this.ctx, filter);
  }
}
