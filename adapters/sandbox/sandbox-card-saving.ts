import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type {
  CardVerification,
  IdempotencyKeyReused,
  PaymentGatewayUnavailable,
  SavedCard,
} from '../../application/ports/payment-gateway';
import { type CardDetails, expirationDateOf, securityCodeLength } from '../../domain/payment/card-check';
import { DECLINE_MESSAGES, PROCESSOR_CARD_ERROR_MESSAGE } from '../../domain/payment/card-results';
import { CardBrand } from '../../domain/payment/enums';
import { IDEMPOTENCY_KEEP_MS, KeyTakenMeanwhile, type SandboxCardContext } from './sandbox-card-context';
import {
  chargeOutcomeCode,
  SANDBOX_CHARGE_TEST_NUMBERS,
  SANDBOX_TEST_NUMBERS,
  TECHNICAL_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from './sandbox-card-test-numbers';
import { io } from './sandbox-gateway-io';

/** The shared_secrets row of the fingerprint key. */
export const FINGERPRINT_SECRET_NAME = 'sandbox-card-fingerprint';

export function saveCard(
  ctx: SandboxCardContext,
  secret: () => Promise<string>,
  card: CardDetails,
  owner: { userId: number },
  idempotencyKey: string,
): ResultAsync<CardVerification, PaymentGatewayUnavailable | IdempotencyKeyReused> {
  return io(() => secret())
    .map((key) => fingerprintOf(key, card, owner.userId))
    .andThen((fingerprint) =>
      io(() => answerOnce(ctx, card, owner.userId, idempotencyKey, fingerprint)).andThen((stored) =>
        stored.fingerprint === fingerprint
          ? okAsync<CardVerification, IdempotencyKeyReused>(stored.answer)
          : errAsync<CardVerification, IdempotencyKeyReused>({ kind: 'IdempotencyKeyReused' }),
      ),
    );
}

export function findCard(
  ctx: SandboxCardContext,
  token: string,
  userId: number,
): ResultAsync<SavedCard | null, PaymentGatewayUnavailable> {
  return io(async () => {
    const row = await ctx.db
      .selectFrom('sandbox_card_tokens')
      .selectAll()
      .where('token', '=', token)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? savedCardOf(row) : null;
  });
}

/** The key's first answer: read it when the key is known (within 24 h), else answer now and keep it. */
async function answerOnce(
  ctx: SandboxCardContext,
  card: CardDetails,
  userId: number,
  idempotencyKey: string,
  fingerprint: string,
): Promise<{ fingerprint: string; answer: CardVerification }> {
  const nowMs = ctx.clock.nowMs();
  const cutoff = new Date(nowMs - IDEMPOTENCY_KEEP_MS).toISOString();
  const known = await stored(ctx, userId, idempotencyKey, cutoff);
  if (known) return known;
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      // An expired use of the key is forgotten; other expired keys go with it.
      await trx
        .deleteFrom('sandbox_card_requests')
        .where('created_at', '<', sql<Date>`${cutoff}::timestamptz`)
        .execute();
      const answer = verify(ctx, card);
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
    const first = await stored(ctx, userId, idempotencyKey, cutoff);
    if (!first) throw new Error('the idempotency key vanished while it was being used');
    return first;
  }
}

async function stored(
  ctx: SandboxCardContext,
  userId: number,
  idempotencyKey: string,
  cutoff: string,
): Promise<{ fingerprint: string; answer: CardVerification } | null> {
  const row = await ctx.db
    .selectFrom('sandbox_card_requests')
    .select(['fingerprint', 'answer'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', idempotencyKey)
    .where('created_at', '>=', sql<Date>`${cutoff}::timestamptz`)
    .executeTakeFirst();
  return row ? { fingerprint: row.fingerprint, answer: JSON.parse(row.answer) as CardVerification } : null;
}

/** The processor's own checks and the test numbers' outcomes. */
function verify(ctx: SandboxCardContext, card: CardDetails): CardVerification {
  const reading = ctx.read(card.number);
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
  const today = ctx.clock.today();
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
          PaymentProfileId: ctx.newToken(),
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

/** The fingerprint key, read once per processor (every instance reads the same row; it never changes). */
export class FingerprintKey {
  private readonly ctx: SandboxCardContext;
  private key: Promise<string> | undefined;

  constructor(ctx: SandboxCardContext) {
    this.ctx = ctx;
  }

  read(): Promise<string> {
    this.key ??= this.readOrMakeKey().catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return this.key;
  }

  private async readOrMakeKey(): Promise<string> {
    await this.ctx.db
      .insertInto('shared_secrets')
      .values({
        name: FINGERPRINT_SECRET_NAME,
        value: randomBytes(32).toString('hex'),
        created_at: new Date(this.ctx.clock.nowMs()).toISOString(),
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await this.ctx.db
      .selectFrom('shared_secrets')
      .select('value')
      .where('name', '=', FINGERPRINT_SECRET_NAME)
      .executeTakeFirstOrThrow();
    return row.value;
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
