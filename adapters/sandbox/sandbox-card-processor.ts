import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { type ColumnType, type Kysely, sql } from 'kysely';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { Clock } from '../../application/ports/clock';
import type {
  CardVerification,
  IdempotencyKeyReused,
  PaymentGateway,
  PaymentGatewayUnavailable,
  SavedCard,
} from '../../application/ports/payment-gateway';
import {
  type CardDetails,
  type CardNumberReader,
  expirationDateOf,
  securityCodeLength,
} from '../../domain/payment/card-check';
import {
  DECLINE_MESSAGES,
  type DeclineReason,
  PROCESSOR_CARD_ERROR_MESSAGE,
  DeclineReason as Reason,
} from '../../domain/payment/card-results';
import { CardBrand } from '../../domain/payment/enums';

/**
 * The tables of the sandbox processor's own state (migration 0010-saved-cards), and the shared_secrets row
 * of its fingerprint key (migration 0006). Declared here rather than in persistence/schema.ts because a
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
 */
export class SandboxCardProcessor implements PaymentGateway {
  private readonly db: Kysely<SandboxCardTables>;
  private readonly clock: Clock;
  private readonly read: CardNumberReader;
  private readonly newToken: () => string;
  /** The fingerprint key, read once per process (every instance reads the same row; it never changes). */
  private key: Promise<string> | undefined;

  constructor(options: SandboxCardProcessorOptions) {
    this.db = options.db;
    this.clock = options.clock;
    this.read = options.readCardNumber;
    this.newToken = options.newToken ?? (() => `card_${randomUUID().replaceAll('-', '')}`);
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
