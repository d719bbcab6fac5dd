import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { type ColumnType, type Kysely, sql, type Transaction } from 'kysely';
import { err, errAsync, ok, okAsync, type Result, ResultAsync } from 'neverthrow';
import type { Clock } from '../../application/ports/clock';
import type {
  AuthorizationDetails,
  AuthorizationStatus,
  AuthorizeRequest,
  CaptureDetails,
  CaptureRequest,
  CardAuthorization,
  CardCapture,
  CardProcessorRecord,
  CardRecordFilter,
  CardRecordKind,
  CardRefund,
  CardVerification,
  CardVoid,
  ChargeRefusalCode,
  ChargeRefused,
  IdempotencyKeyReused,
  PaymentGateway,
  PaymentGatewayUnavailable,
  RefundRequest,
  SavedCard,
  VoidRequest,
} from '../../application/ports/payment-gateway';
import { type Cents, cents, formatUsd } from '../../domain/money/money';
import {
  type CardDetails,
  type CardNumberReader,
  expirationDateOf,
  securityCodeLength,
} from '../../domain/payment/card-check';
import {
  DECLINE_MESSAGES,
  DECLINE_REASONS,
  type DeclineReason,
  PROCESSOR_CARD_ERROR_MESSAGE,
  DeclineReason as Reason,
} from '../../domain/payment/card-results';
import { CardBrand } from '../../domain/payment/enums';

/**
 * The tables of the sandbox processor's own state (migrations 0010-saved-cards and 0013-sandbox-card-charges),
 * and the shared_secrets row of its fingerprint key (migration 0006). Declared here rather than in persistence/schema.ts because a
 * sandbox adapter does not import the persistence adapter (the dependency rule); the composition hands it
 * the same Kysely instance.
 */
export interface SandboxCardTables {
  sandbox_card_tokens: {
    token: string;
    user_id: number;
    brand: string;
    last_four: string;
    /** 'MM/YYYY'. */
    expiration_date: string;
    name_on_card: string;
    billing_zip: string;
    /** What the card's test number does when charged later (a ChargeOutcome's code); default 'approve'. */
    charge_outcome: ColumnType<string, string | undefined, never>;
    created_at: ColumnType<Date, string, never>;
  };
  sandbox_card_requests: {
    user_id: number;
    idempotency_key: string;
    /** HMAC-SHA256 of the request under a shared secret: never the card number itself. */
    fingerprint: string;
    /** The first answer (a CardVerification as JSON): tokens, brands and last fours only. */
    answer: string;
    created_at: ColumnType<Date, string, never>;
  };
  sandbox_card_authorizations: {
    id: string;
    token: string;
    user_id: number;
    amount: number;
    off_session: boolean;
    /** 'held', 'captured' or 'voided'; a held one past expires_at is expired (read from the clock). */
    status: string;
    expires_at: ColumnType<Date, string, never>;
    idempotency_key: string;
    created_at: ColumnType<Date, string, never>;
  };
  sandbox_card_captures: {
    id: string;
    authorization_id: string;
    amount: number;
    /** The authorized amount the capture did not take, released to the card. */
    released: number;
    idempotency_key: string;
    created_at: ColumnType<Date, string, never>;
  };
  sandbox_card_refunds: {
    id: string;
    capture_id: string;
    amount: number;
    idempotency_key: string;
    created_at: ColumnType<Date, string, never>;
  };
  sandbox_card_voids: {
    id: string;
    authorization_id: string;
    /** The whole authorized amount, released. */
    amount: number;
    idempotency_key: string;
    created_at: ColumnType<Date, string, never>;
  };
  sandbox_card_charge_requests: {
    idempotency_key: string;
    /** The request as JSON (operation and fields: tokens, references and amounts, no card data). */
    request: string;
    /** The first answer as JSON. */
    answer: string;
    created_at: ColumnType<Date, string, never>;
  };
  shared_secrets: {
    name: string;
    value: string;
    created_at: ColumnType<Date, string, never>;
  };
}

/** What a test number makes the sandbox answer. */
type Outcome =
  | { kind: 'approve' }
  | { kind: 'decline'; reason: DeclineReason }
  | { kind: 'processingError' }
  | { kind: 'noAnswer' };

/**
 * The documented test numbers (../shared/design/payments.md, "Card processor"), digits only. Declines
 * are by number, never by amount.
 */
export const SANDBOX_TEST_NUMBERS: Readonly<Record<string, Outcome>> = {
  '4242424242424242': { kind: 'approve' },
  '5555555555554444': { kind: 'approve' },
  '378282246310005': { kind: 'approve' },
  '6011111111111117': { kind: 'approve' },
  '4000000000000002': { kind: 'decline', reason: Reason.GenericDecline },
  '4000000000009995': { kind: 'decline', reason: Reason.InsufficientFunds },
  '4000000000009987': { kind: 'decline', reason: Reason.LostCard },
  '4000000000009979': { kind: 'decline', reason: Reason.StolenCard },
  '4000000000000069': { kind: 'decline', reason: Reason.ExpiredCard },
  '4000000000000127': { kind: 'decline', reason: Reason.IncorrectSecurityCode },
  '4000000000000119': { kind: 'processingError' },
  /** Ours, not the documentation's: a processor that never answers (UnknownError). Luhn-valid Visa. */
  '4000000000000408': { kind: 'noAnswer' },
};

/** What a saved card's test number does when the card is charged later (authorize, capture, refund, void). */
export type ChargeOutcome =
  | { kind: 'approve' }
  | { kind: 'decline'; reason: DeclineReason }
  | { kind: 'processingError' }
  /**
   * The processor does the operation but its answer is lost on the way: the caller gets UnknownError, and
   * a retry with the same idempotency key gets the real answer (the crash or timeout that idempotency keys
   * exist for).
   */
  | { kind: 'answerLost' };

/**
 * Numbers that save fine (the $0 verification is approved) but behave otherwise when the saved card is
 * charged later, as real processors have: 4000 0000 0000 0341 is the documented "attaching succeeds,
 * charges fail" card of a major processor's test mode; the others are ours (docs/decisions.md). Every other
 * saved card charges as 'approve'.
 */
export const SANDBOX_CHARGE_TEST_NUMBERS: Readonly<Record<string, ChargeOutcome>> = {
  '4000000000000341': { kind: 'decline', reason: Reason.GenericDecline },
  '4000000000009961': { kind: 'decline', reason: Reason.InsufficientFunds },
  '4000000000000416': { kind: 'processingError' },
  '4000000000000424': { kind: 'answerLost' },
};

/** The code a ChargeOutcome is kept under in sandbox_card_tokens.charge_outcome. */
export function chargeOutcomeCode(outcome: ChargeOutcome): string {
  switch (outcome.kind) {
    case 'approve':
      return 'approve';
    case 'decline':
      return `decline:${outcome.reason}`;
    case 'processingError':
      return 'processing_error';
    case 'answerLost':
      return 'answer_lost';
    default: {
      const unknown: never = outcome;
      return unknown;
    }
  }
}

/** The ChargeOutcome of a stored code; an unknown code is a bug (the column is only written here). */
export function chargeOutcomeOf(code: string): ChargeOutcome {
  if (code === 'approve') return { kind: 'approve' };
  if (code === 'processing_error') return { kind: 'processingError' };
  if (code === 'answer_lost') return { kind: 'answerLost' };
  const reason = DECLINE_REASONS.find((r) => code === `decline:${r}`);
  if (reason !== undefined) return { kind: 'decline', reason };
  throw new Error(`unknown charge outcome code '${code}'`);
}

/** payments.md: "an authorization holds the funds for about 7 days". */
export const AUTHORIZATION_HOLD_MS = 7 * 24 * 60 * 60 * 1000;
/** payments.md: "or about 5 days for merchant-initiated Visa payments" (off-session). */
export const OFF_SESSION_VISA_HOLD_MS = 5 * 24 * 60 * 60 * 1000;

/** The test card the payment screen names (payments.md: approved Visa). */
export const SANDBOX_APPROVED_VISA = '4242 4242 4242 4242';

/** payments.md: "Keys are kept for at least 24 hours." */
export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60 * 1000;
/** The shared_secrets row of the fingerprint key. */
export const FINGERPRINT_SECRET_NAME = 'sandbox-card-fingerprint';

export const TECHNICAL_ERROR_MESSAGE = 'A processing error occurred; it is safe to try again';
export const UNKNOWN_ERROR_MESSAGE = 'The card processor did not answer in time';

export interface SandboxCardProcessorOptions {
  db: Kysely<SandboxCardTables>;
  clock: Clock;
  readCardNumber: CardNumberReader;
  /** A new token (default: 'card_' and a random UUID without dashes). */
  newToken?: () => string;
  /** A new reference with this prefix ('auth', 'cap', 're', 'void'; default: the prefix, '_', a random UUID's hex). */
  newReference?: (prefix: string) => string;
}

/** Thrown inside the transaction to roll it back when another request took the key first. */
class KeyTakenMeanwhile extends Error {}

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
  private readonly db: Kysely<SandboxCardTables>;
  private readonly clock: Clock;
  private readonly read: CardNumberReader;
  private readonly newToken: () => string;
  private readonly newReference: (prefix: string) => string;
  /** The fingerprint key, read once per process (every instance reads the same row; it never changes). */
  private key: Promise<string> | undefined;

  constructor(options: SandboxCardProcessorOptions) {
    this.db = options.db;
    this.clock = options.clock;
    this.read = options.readCardNumber;
    this.newToken = options.newToken ?? (() => `card_${randomUUID().replaceAll('-', '')}`);
    this.newReference = options.newReference ?? ((prefix) => `${prefix}_${randomUUID().replaceAll('-', '')}`);
  }

  saveCard(
    card: CardDetails,
    owner: { userId: number },
    idempotencyKey: string,
  ): ResultAsync<CardVerification, PaymentGatewayUnavailable | IdempotencyKeyReused> {
    return this.io(() => this.secret())
      .map((key) => fingerprintOf(key, card, owner.userId))
      .andThen((fingerprint) =>
        this.io(() => this.answerOnce(card, owner.userId, idempotencyKey, fingerprint)).andThen((stored) =>
          stored.fingerprint === fingerprint
            ? okAsync<CardVerification, IdempotencyKeyReused>(stored.answer)
            : errAsync<CardVerification, IdempotencyKeyReused>({ kind: 'IdempotencyKeyReused' }),
        ),
      );
  }

  findCard(token: string, userId: number): ResultAsync<SavedCard | null, PaymentGatewayUnavailable> {
    return this.io(async () => {
      const row = await this.db
        .selectFrom('sandbox_card_tokens')
        .selectAll()
        .where('token', '=', token)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? savedCardOf(row) : null;
    });
  }

  authorize(
    request: AuthorizeRequest,
  ): ResultAsync<CardAuthorization, PaymentGatewayUnavailable | IdempotencyKeyReused> {
    const { token, userId, amount, idempotencyKey, offSession } = request;
    const fields = { operation: 'authorize', token, userId, amount, offSession };
    return this.chargeOnce<CardAuthorization>(fields, idempotencyKey, async (trx, nowMs) => {
      if (!isAmount(amount)) return { answer: refused('InvalidAmount', INVALID_AMOUNT_MESSAGE) };
      const card = await trx
        .selectFrom('sandbox_card_tokens')
        .select(['brand', 'expiration_date', 'charge_outcome'])
        .where('token', '=', token)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!card) return { answer: refused('UnknownCard', UNKNOWN_CARD_MESSAGE) };
      if (cardExpiredBy(card.expiration_date, this.clock.today())) {
        return { answer: declined(Reason.ExpiredCard) };
      }
      const outcome = chargeOutcomeOf(card.charge_outcome);
      if (outcome.kind === 'decline') return { answer: declined(outcome.reason) };
      if (outcome.kind === 'processingError') {
        return { answer: { Result: 'TechnicalError', message: TECHNICAL_ERROR_MESSAGE } };
      }
      const holdMs =
        offSession && card.brand === CardBrand.Visa ? OFF_SESSION_VISA_HOLD_MS : AUTHORIZATION_HOLD_MS;
      const authorizationId = this.newReference('auth');
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

  capture(
    request: CaptureRequest,
  ): ResultAsync<CardCapture, PaymentGatewayUnavailable | IdempotencyKeyReused> {
    const { authorizationId, amount, idempotencyKey } = request;
    const fields = { operation: 'capture', authorizationId, amount };
    return this.chargeOnce<CardCapture>(fields, idempotencyKey, async (trx, nowMs) => {
      if (!isAmount(amount)) return { answer: refused('InvalidAmount', INVALID_AMOUNT_MESSAGE) };
      const held = await this.lockAuthorization(trx, authorizationId);
      if (!held) return { answer: refused('UnknownAuthorization', UNKNOWN_AUTHORIZATION_MESSAGE) };
      const standing = this.standingRefusal(held, nowMs, 'capture');
      if (standing) return { answer: standing };
      const authorized = centsOf(held.amount);
      if (amount > authorized) {
        return {
          answer: refused(
            'AmountOverAuthorized',
            `Cannot capture ${formatUsd(amount)}: only ${formatUsd(authorized)} was authorized.`,
          ),
        };
      }
      const captureId = this.newReference('cap');
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
      await trx
        .updateTable('sandbox_card_authorizations')
        .set({ status: 'captured' })
        .where('id', '=', authorizationId)
        .execute();
      return performed(chargeOutcomeOf(held.charge_outcome), {
        Result: 'CardApproved',
        captureId,
        authorizationId,
        amount,
        released,
      });
    });
  }

  refund(request: RefundRequest): ResultAsync<CardRefund, PaymentGatewayUnavailable | IdempotencyKeyReused> {
    const { captureId, amount, idempotencyKey } = request;
    const fields = { operation: 'refund', captureId, amount };
    return this.chargeOnce<CardRefund>(fields, idempotencyKey, async (trx, nowMs) => {
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
      const refundId = this.newReference('re');
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

  void(request: VoidRequest): ResultAsync<CardVoid, PaymentGatewayUnavailable | IdempotencyKeyReused> {
    const { authorizationId, idempotencyKey } = request;
    const fields = { operation: 'void', authorizationId };
    return this.chargeOnce<CardVoid>(fields, idempotencyKey, async (trx, nowMs) => {
      const held = await this.lockAuthorization(trx, authorizationId);
      if (!held) return { answer: refused('UnknownAuthorization', UNKNOWN_AUTHORIZATION_MESSAGE) };
      const standing = this.standingRefusal(held, nowMs, 'void');
      if (standing) return { answer: standing };
      const voidId = this.newReference('void');
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
      await trx
        .updateTable('sandbox_card_authorizations')
        .set({ status: 'voided' })
        .where('id', '=', authorizationId)
        .execute();
      return performed(chargeOutcomeOf(held.charge_outcome), {
        Result: 'CardApproved',
        voidId,
        authorizationId,
        released,
      });
    });
  }

  findAuthorization(
    authorizationId: string,
  ): ResultAsync<AuthorizationDetails | null, PaymentGatewayUnavailable> {
    return this.io(async () => {
      const row = await this.db
        .selectFrom('sandbox_card_authorizations as a')
        .leftJoin('sandbox_card_captures as c', 'c.authorization_id', 'a.id')
        .select([
          'a.id',
          'a.token',
          'a.user_id',
          'a.amount',
          'a.off_session',
          'a.status',
          'a.expires_at',
          'a.idempotency_key',
          'a.created_at',
          'c.amount as captured',
          'c.released',
        ])
        .where('a.id', '=', authorizationId)
        .executeTakeFirst();
      if (!row) return null;
      const amount = centsOf(row.amount);
      const status = this.statusOf(row.status, row.expires_at);
      const captured = row.captured === null ? cents(0) : centsOf(row.captured);
      const released =
        status === 'held' ? cents(0) : status === 'captured' ? centsOf(row.released ?? 0) : amount;
      return {
        authorizationId: row.id,
        token: row.token,
        userId: Number(row.user_id),
        amount,
        offSession: row.off_session,
        status,
        expiresAt: row.expires_at.toISOString(),
        captured,
        released,
        idempotencyKey: row.idempotency_key,
        at: row.created_at.toISOString(),
      };
    });
  }

  findCapture(captureId: string): ResultAsync<CaptureDetails | null, PaymentGatewayUnavailable> {
    return this.io(async () => {
      const row = await this.db
        .selectFrom('sandbox_card_captures as c')
        .innerJoin('sandbox_card_authorizations as a', 'a.id', 'c.authorization_id')
        .select(['c.id', 'c.authorization_id', 'a.user_id', 'c.amount', 'c.idempotency_key', 'c.created_at'])
        .where('c.id', '=', captureId)
        .executeTakeFirst();
      if (!row) return null;
      const amount = centsOf(row.amount);
      const refunded = await refundedOf(this.db, captureId);
      return {
        captureId: row.id,
        authorizationId: row.authorization_id,
        userId: Number(row.user_id),
        amount,
        refunded,
        refundable: cents(amount - refunded),
        idempotencyKey: row.idempotency_key,
        at: row.created_at.toISOString(),
      };
    });
  }

  records(filter: CardRecordFilter = {}): ResultAsync<CardProcessorRecord[], PaymentGatewayUnavailable> {
    const { userId, kind, reference, idempotencyKey, since } = filter;
    const wanted = (k: CardRecordKind) => kind === undefined || kind === k;
    const sinceAt = sql<Date>`${since ?? ''}::timestamptz`;
    return this.io(async () => {
      const records: CardProcessorRecord[] = [];
      if (wanted('Authorization')) {
        const rows = await this.db
          .selectFrom('sandbox_card_authorizations as a')
          .select([
            'a.id',
            'a.amount',
            'a.status',
            'a.expires_at',
            'a.idempotency_key',
            'a.token',
            'a.user_id',
          ])
          .select('a.created_at')
          .$if(userId !== undefined, (q) => q.where('a.user_id', '=', userId ?? 0))
          .$if(reference !== undefined, (q) => q.where('a.id', '=', reference ?? ''))
          .$if(idempotencyKey !== undefined, (q) => q.where('a.idempotency_key', '=', idempotencyKey ?? ''))
          .$if(since !== undefined, (q) => q.where('a.created_at', '>=', sinceAt))
          .execute();
        for (const row of rows) {
          records.push({
            reference: row.id,
            kind: 'Authorization',
            relatesTo: null,
            amount: centsOf(row.amount),
            status: this.statusOf(row.status, row.expires_at),
            idempotencyKey: row.idempotency_key,
            token: row.token,
            userId: Number(row.user_id),
            at: row.created_at.toISOString(),
          });
        }
      }
      // Captures and voids act on an authorization, refunds on a capture: the token and owner come from there.
      if (wanted('Capture')) {
        const rows = await this.db
          .selectFrom('sandbox_card_captures as r')
          .innerJoin('sandbox_card_authorizations as a', 'a.id', 'r.authorization_id')
          .select([
            'r.id',
            'r.authorization_id as relatesTo',
            'r.amount',
            'r.idempotency_key',
            'r.created_at',
          ])
          .select(['a.token', 'a.user_id'])
          .$if(userId !== undefined, (q) => q.where('a.user_id', '=', userId ?? 0))
          .$if(reference !== undefined, (q) => q.where('r.id', '=', reference ?? ''))
          .$if(idempotencyKey !== undefined, (q) => q.where('r.idempotency_key', '=', idempotencyKey ?? ''))
          .$if(since !== undefined, (q) => q.where('r.created_at', '>=', sinceAt))
          .execute();
        for (const row of rows) records.push(recordOf('Capture', row));
      }
      if (wanted('Void')) {
        const rows = await this.db
          .selectFrom('sandbox_card_voids as r')
          .innerJoin('sandbox_card_authorizations as a', 'a.id', 'r.authorization_id')
          .select([
            'r.id',
            'r.authorization_id as relatesTo',
            'r.amount',
            'r.idempotency_key',
            'r.created_at',
          ])
          .select(['a.token', 'a.user_id'])
          .$if(userId !== undefined, (q) => q.where('a.user_id', '=', userId ?? 0))
          .$if(reference !== undefined, (q) => q.where('r.id', '=', reference ?? ''))
          .$if(idempotencyKey !== undefined, (q) => q.where('r.idempotency_key', '=', idempotencyKey ?? ''))
          .$if(since !== undefined, (q) => q.where('r.created_at', '>=', sinceAt))
          .execute();
        for (const row of rows) records.push(recordOf('Void', row));
      }
      if (wanted('Refund')) {
        const rows = await this.db
          .selectFrom('sandbox_card_refunds as r')
          .innerJoin('sandbox_card_captures as c', 'c.id', 'r.capture_id')
          .innerJoin('sandbox_card_authorizations as a', 'a.id', 'c.authorization_id')
          .select(['r.id', 'r.capture_id as relatesTo', 'r.amount', 'r.idempotency_key', 'r.created_at'])
          .select(['a.token', 'a.user_id'])
          .$if(userId !== undefined, (q) => q.where('a.user_id', '=', userId ?? 0))
          .$if(reference !== undefined, (q) => q.where('r.id', '=', reference ?? ''))
          .$if(idempotencyKey !== undefined, (q) => q.where('r.idempotency_key', '=', idempotencyKey ?? ''))
          .$if(since !== undefined, (q) => q.where('r.created_at', '>=', sinceAt))
          .execute();
        for (const row of rows) records.push(recordOf('Refund', row));
      }
      return records.sort((a, b) => compareText(a.at, b.at) || compareText(a.reference, b.reference));
    });
  }

  /** An authorization's row and its card's charge outcome, locked until the transaction ends. */
  private lockAuthorization(trx: Transaction<SandboxCardTables>, authorizationId: string) {
    return trx
      .selectFrom('sandbox_card_authorizations as a')
      .innerJoin('sandbox_card_tokens as t', 't.token', 'a.token')
      .select(['a.amount', 'a.status', 'a.expires_at', 't.charge_outcome'])
      .where('a.id', '=', authorizationId)
      .forUpdate('a')
      .executeTakeFirst();
  }

  /** Why a capture or a void cannot act on this authorization any more, if it cannot. */
  private standingRefusal(
    held: { status: string; expires_at: Date },
    nowMs: number,
    acting: 'capture' | 'void',
  ): ChargeRefused | null {
    switch (this.statusOf(held.status, held.expires_at, nowMs)) {
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

  /** A stored status read against the clock: a held authorization past its expiry is expired. */
  private statusOf(stored: string, expiresAt: Date, nowMs = this.clock.nowMs()): AuthorizationStatus {
    if (stored === 'captured' || stored === 'voided') return stored;
    if (stored !== 'held') throw new Error(`unknown authorization status '${stored}'`);
    return nowMs >= expiresAt.getTime() ? 'expired' : 'held';
  }

  /**
   * The first answer of an idempotency key of authorize, capture, refund or void: read it when the key is
   * known (within 24 h), else claim the key, do the work and keep its answer, in one transaction. A second
   * request with the key (another instance's, at the same moment) waits on the claimed key's unique index,
   * then finds the key taken, rolls back and reads the first answer: one operation per key.
   */
  private chargeOnce<A>(
    fields: Record<string, unknown>,
    idempotencyKey: string,
    work: (trx: Transaction<SandboxCardTables>, nowMs: number) => Promise<Performed<A>>,
  ): ResultAsync<A, PaymentGatewayUnavailable | IdempotencyKeyReused> {
    const request = JSON.stringify(fields);
    const reply = (stored: { request: string; answer: A }): Result<A, IdempotencyKeyReused> =>
      stored.request === request ? ok(stored.answer) : err({ kind: 'IdempotencyKeyReused' });
    return this.io(async (): Promise<Result<A, IdempotencyKeyReused>> => {
      const nowMs = this.clock.nowMs();
      const cutoff = isoOf(nowMs - IDEMPOTENCY_KEEP_MS);
      const known = await this.storedCharge<A>(this.db, idempotencyKey, cutoff);
      if (known) return reply(known);
      // Keys older than 24 h are forgotten (outside the transaction: it must not wait on other keys).
      await this.db
        .deleteFrom('sandbox_card_charge_requests')
        .where('created_at', '<', sql<Date>`${cutoff}::timestamptz`)
        .execute();
      try {
        return ok(
          await this.db.transaction().execute(async (trx) => {
            await trx
              .deleteFrom('sandbox_card_charge_requests')
              .where('idempotency_key', '=', idempotencyKey)
              .where('created_at', '<', sql<Date>`${cutoff}::timestamptz`)
              .execute();
            const claimed = await trx
              .insertInto('sandbox_card_charge_requests')
              .values({ idempotency_key: idempotencyKey, request, answer: '', created_at: isoOf(nowMs) })
              .onConflict((oc) => oc.column('idempotency_key').doNothing())
              .returning('idempotency_key')
              .executeTakeFirst();
            if (claimed === undefined) throw new KeyTakenMeanwhile();
            const done = await work(trx, nowMs);
            await trx
              .updateTable('sandbox_card_charge_requests')
              .set({ answer: JSON.stringify(done.answer) })
              .where('idempotency_key', '=', idempotencyKey)
              .execute();
            return done.told ?? done.answer;
          }),
        );
      } catch (error) {
        if (!(error instanceof KeyTakenMeanwhile)) throw error;
        const first = await this.storedCharge<A>(this.db, idempotencyKey, cutoff);
        if (!first) throw new Error('the idempotency key vanished while it was being used');
        return reply(first);
      }
    }).andThen((answer) => answer);
  }

  private async storedCharge<A>(
    db: Kysely<SandboxCardTables>,
    idempotencyKey: string,
    cutoff: string,
  ): Promise<{ request: string; answer: A } | null> {
    const row = await db
      .selectFrom('sandbox_card_charge_requests')
      .select(['request', 'answer'])
      .where('idempotency_key', '=', idempotencyKey)
      .where('created_at', '>=', sql<Date>`${cutoff}::timestamptz`)
      .executeTakeFirst();
    return row ? { request: row.request, answer: JSON.parse(row.answer) as A } : null;
  }

  /** The key's first answer: read it when the key is known (within 24 h), else answer now and keep it. */
  private async answerOnce(
    card: CardDetails,
    userId: number,
    idempotencyKey: string,
    fingerprint: string,
  ): Promise<{ fingerprint: string; answer: CardVerification }> {
    const nowMs = this.clock.nowMs();
    const cutoff = new Date(nowMs - IDEMPOTENCY_KEEP_MS).toISOString();
    const known = await this.stored(userId, idempotencyKey, cutoff);
    if (known) return known;
    try {
      return await this.db.transaction().execute(async (trx) => {
        // An expired use of the key is forgotten; other expired keys go with it.
        await trx
          .deleteFrom('sandbox_card_requests')
          .where('created_at', '<', sql<Date>`${cutoff}::timestamptz`)
          .execute();
        const answer = this.verify(card);
        const now = new Date(nowMs).toISOString();
        if (answer.Result === 'CardApproved') {
          const saved = answer.card;
          await trx
            .insertInto('sandbox_card_tokens')
            .values({
              token: saved.PaymentProfileId,
              user_id: userId,
              brand: saved.Type,
              last_four: saved.LastFour,
              expiration_date: saved.ExpirationDate,
              name_on_card: saved.NameOnCard,
              billing_zip: saved.BillingZip,
              charge_outcome: chargeOutcomeCode(
                SANDBOX_CHARGE_TEST_NUMBERS[card.number] ?? { kind: 'approve' },
              ),
              created_at: now,
            })
            .execute();
        }
        const inserted = await trx
          .insertInto('sandbox_card_requests')
          .values({
            user_id: userId,
            idempotency_key: idempotencyKey,
            fingerprint,
            answer: JSON.stringify(answer),
            created_at: now,
          })
          .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
          .returning('fingerprint')
          .executeTakeFirst();
        if (inserted === undefined) throw new KeyTakenMeanwhile();
        return { fingerprint, answer };
      });
    } catch (error) {
      if (!(error instanceof KeyTakenMeanwhile)) throw error;
      // A concurrent request with the same key answered first (its token stands, this one's was rolled back).
      const first = await this.stored(userId, idempotencyKey, cutoff);
      if (!first) throw new Error('the idempotency key vanished while it was being used');
      return first;
    }
  }

  private async stored(
    userId: number,
    idempotencyKey: string,
    cutoff: string,
  ): Promise<{ fingerprint: string; answer: CardVerification } | null> {
    const row = await this.db
      .selectFrom('sandbox_card_requests')
      .select(['fingerprint', 'answer'])
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', idempotencyKey)
      .where('created_at', '>=', sql<Date>`${cutoff}::timestamptz`)
      .executeTakeFirst();
    return row ? { fingerprint: row.fingerprint, answer: JSON.parse(row.answer) as CardVerification } : null;
  }

  /** The processor's own checks and the test numbers' outcomes. */
  private verify(card: CardDetails): CardVerification {
    const reading = this.read(card.number);
    if (!reading.passesLuhn || !reading.lengthFits || reading.brand === CardBrand.Unspecified) {
      return { Result: 'CardError', field: 'CardNumber', message: PROCESSOR_CARD_ERROR_MESSAGE };
    }
    if (card.securityCode.length !== securityCodeLength(reading.brand)) {
      return {
        Result: 'CardError',
        field: 'SecurityCode',
        message: 'The security code has the wrong length',
      };
    }
    const today = this.clock.today();
    const expiry = `${card.expirationYear}-${card.expirationMonth}`;
    if (expiry < today.slice(0, 7)) {
      return { Result: 'CardError', field: 'ExpirationMonth', message: 'The card has expired' };
    }
    const outcome = SANDBOX_TEST_NUMBERS[card.number] ?? { kind: 'approve' };
    switch (outcome.kind) {
      case 'approve':
        return {
          Result: 'CardApproved',
          card: {
            PaymentProfileId: this.newToken(),
            Type: reading.brand,
            LastFour: card.number.slice(-4),
            ExpirationDate: expirationDateOf(card),
            NameOnCard: card.nameOnCard,
            BillingZip: card.billingZip,
          },
        };
      case 'decline':
        return { Result: 'CardDeclined', reason: outcome.reason, message: DECLINE_MESSAGES[outcome.reason] };
      case 'processingError':
        return { Result: 'TechnicalError', message: TECHNICAL_ERROR_MESSAGE };
      case 'noAnswer':
        return { Result: 'UnknownError', message: UNKNOWN_ERROR_MESSAGE };
      default: {
        const unknown: never = outcome;
        return unknown;
      }
    }
  }

  private secret(): Promise<string> {
    this.key ??= this.readOrMakeKey().catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return this.key;
  }

  private async readOrMakeKey(): Promise<string> {
    await this.db
      .insertInto('shared_secrets')
      .values({
        name: FINGERPRINT_SECRET_NAME,
        value: randomBytes(32).toString('hex'),
        created_at: new Date(this.clock.nowMs()).toISOString(),
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('shared_secrets')
      .select('value')
      .where('name', '=', FINGERPRINT_SECRET_NAME)
      .executeTakeFirstOrThrow();
    return row.value;
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

/** What an operation did: the answer kept under its key, and what this caller is told (when the answer is lost). */
type Performed<A> = { answer: A; told?: A };

export const INVALID_AMOUNT_MESSAGE = 'The amount must be a whole number of cents above zero.';
export const UNKNOWN_CARD_MESSAGE = 'This card is not saved at the SANDBOX card processor for this customer.';
export const UNKNOWN_AUTHORIZATION_MESSAGE = 'The SANDBOX card processor has no such authorization.';
export const UNKNOWN_CAPTURE_MESSAGE = 'The SANDBOX card processor has no such capture.';

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

/** A bigint column or a sum (numeric: a string in pg and PGlite) as cents; anything else is a bug. */
function centsOf(value: number | string | bigint): Cents {
  return cents(Number(value));
}

/** The sum of a capture's refunds. */
async function refundedOf(db: Kysely<SandboxCardTables>, captureId: string): Promise<Cents> {
  const row = await db
    .selectFrom('sandbox_card_refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('amount'), sql<number>`0`).as('refunded'))
    .where('capture_id', '=', captureId)
    .executeTakeFirst();
  return centsOf(row?.refunded ?? 0);
}

/** A saved card whose expiry month ('MM/YYYY') ended before today is declined as expired_card. */
function cardExpiredBy(expirationDate: string, today: string): boolean {
  const [month = '', year = ''] = expirationDate.split('/');
  return `${year}-${month}` < today.slice(0, 7);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function isoOf(ms: number): string {
  return new Date(ms).toISOString();
}

function recordOf(
  kind: 'Capture' | 'Void' | 'Refund',
  row: {
    id: string;
    relatesTo: string;
    amount: number;
    idempotency_key: string;
    token: string;
    user_id: number;
    created_at: Date;
  },
): CardProcessorRecord {
  return {
    reference: row.id,
    kind,
    relatesTo: row.relatesTo,
    amount: centsOf(row.amount),
    status: 'succeeded',
    idempotencyKey: row.idempotency_key,
    token: row.token,
    userId: Number(row.user_id),
    at: row.created_at.toISOString(),
  };
}

/** A keyed hash of everything in the request, so that a retry is recognised without keeping the card. */
function fingerprintOf(key: string, card: CardDetails, userId: number): string {
  const fields = [
    userId,
    card.number,
    card.expirationMonth,
    card.expirationYear,
    card.securityCode,
    card.nameOnCard,
    card.billingZip,
  ];
  return createHmac('sha256', key).update(JSON.stringify(fields)).digest('hex');
}

function savedCardOf(row: {
  token: string;
  brand: string;
  last_four: string;
  expiration_date: string;
  name_on_card: string;
  billing_zip: string;
}): SavedCard {
  const brand = Object.values(CardBrand).find((b) => b === row.brand) ?? CardBrand.Unspecified;
  return {
    PaymentProfileId: row.token,
    Type: brand,
    LastFour: row.last_four,
    ExpirationDate: row.expiration_date,
    NameOnCard: row.name_on_card,
    BillingZip: row.billing_zip,
  };
}
