import { setTimeout as delay } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type {
  KeptPaymentAnswer,
  PaymentAnswerToKeep,
  PaymentRequests,
} from '../../application/ports/payment-requests';
import type { RepositoryError } from '../../application/ports/quote-repository';
import type { Schema } from './schema';
import { storage } from './storage';

/** The answer of a claimed key whose request has not kept one yet (never valid JSON, so never an answer). */
const CLAIMED = '';

/** How often a request waits to see the answer of the request that claimed its key first. */
export const CLAIM_POLL_MS = 25;
/** How long it waits for it before taking the claim over (that request died or hangs). */
export const CLAIM_WAIT_MS = 20_000;

/**
 * The kept answers of money requests in the payment_requests table (migration 0018), on PGlite or
 * PostgreSQL: one row per caller and key; the first answer kept wins (insert … on conflict do nothing).
 * A request claims its key first (a row whose answer is empty), so that a double click's requests take
 * turns: the first runs, the others wait for its answer and answer it too.
 */
export class PgPaymentRequests implements PaymentRequests {
  private readonly db: Kysely<Schema>;
  private readonly wait: { pollMs: number; maxMs: number };

  constructor(
    db: Kysely<Schema>,
    wait: { pollMs: number; maxMs: number } = { pollMs: CLAIM_POLL_MS, maxMs: CLAIM_WAIT_MS },
  ) {
    this.db = db;
    this.wait = wait;
  }

  claim<T>(
    request: Omit<PaymentAnswerToKeep<T>, 'answer'>,
  ): ResultAsync<{ kind: 'Claimed' } | { kind: 'Kept'; kept: KeptPaymentAnswer<T> }, RepositoryError> {
    return storage(async () => {
      const inserted = await this.db
        .insertInto('payment_requests')
        .values(rowOf(request, CLAIMED))
        .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (inserted) return { kind: 'Claimed' as const };
      const started = Date.now();
      for (;;) {
        const row = await this.row(request.userId, request.idempotencyKey);
        // Released meanwhile (its request failed): claim it again.
        if (!row) return this.claimAgain(request);
        if (row.answer !== CLAIMED || row.request_hash !== request.requestHash)
          return {
            kind: 'Kept' as const,
            kept: {
              requestHash: row.request_hash,
              answer: (row.answer === CLAIMED ? null : JSON.parse(row.answer)) as T,
            },
          };
        if (Date.now() - started >= this.wait.maxMs) return { kind: 'Claimed' as const };
        await delay(this.wait.pollMs);
      }
    });
  }

  release(userId: number, idempotencyKey: string): ResultAsync<void, RepositoryError> {
    return storage(async () => {
      await this.db
        .deleteFrom('payment_requests')
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', idempotencyKey)
        .where('answer', '=', CLAIMED)
        .execute();
    });
  }

  private async claimAgain<T>(
    request: Omit<PaymentAnswerToKeep<T>, 'answer'>,
  ): Promise<{ kind: 'Claimed' } | { kind: 'Kept'; kept: KeptPaymentAnswer<T> }> {
    const again = await this.claim<T>(request);
    if (again.isErr())
      throw new Error(again.error.kind === 'StorageUnavailable' ? again.error.message : 'not found');
    return again.value;
  }

  private row(userId: number, idempotencyKey: string) {
    return this.db
      .selectFrom('payment_requests')
      .select(['request_hash', 'answer'])
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
  }

  keep<T>(request: PaymentAnswerToKeep<T>): ResultAsync<KeptPaymentAnswer<T>, RepositoryError> {
    return storage(async () => {
      await this.db
        .insertInto('payment_requests')
        .values(rowOf(request, JSON.stringify(request.answer)))
        // The claim of this key (an empty answer) takes the answer; a kept answer is never replaced.
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'idempotency_key'])
            .doUpdateSet({ answer: (eb) => eb.ref('excluded.answer') })
            .where('payment_requests.answer', '=', CLAIMED),
        )
        .execute();
      const row = await this.db
        .selectFrom('payment_requests')
        .select(['request_hash', 'answer'])
        .where('user_id', '=', request.userId)
        .where('idempotency_key', '=', request.idempotencyKey)
        .executeTakeFirstOrThrow();
      return { requestHash: row.request_hash, answer: JSON.parse(row.answer) as T };
    });
  }
}

/** The payment_requests row of a request, with its answer as stored (JSON, or CLAIMED). */
function rowOf(request: Omit<PaymentAnswerToKeep<unknown>, 'answer'>, answer: string) {
  return {
    user_id: request.userId,
    idempotency_key: request.idempotencyKey,
    operation: request.operation,
    quote_id: request.quoteId,
    request_hash: request.requestHash,
    answer,
    created_at: request.at,
  };
}
