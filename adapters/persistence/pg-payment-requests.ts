import type { Kysely } from 'kysely';
import { ResultAsync } from 'neverthrow';
import type {
  KeptPaymentAnswer,
  PaymentAnswerToKeep,
  PaymentRequests,
} from '../../application/ports/payment-requests';
import type { RepositoryError } from '../../application/ports/quote-repository';
import { messageOf } from './error-message';
import type { Schema } from './schema';

/**
 * The kept answers of money requests in the payment_requests table (migration 0018), on PGlite or
 * PostgreSQL: one row per caller and key; the first answer kept wins (insert … on conflict do nothing).
 */
export class PgPaymentRequests implements PaymentRequests {
  private readonly db: Kysely<Schema>;

  constructor(db: Kysely<Schema>) {
    this.db = db;
  }

  find<T>(userId: number, idempotencyKey: string): ResultAsync<KeptPaymentAnswer<T> | null, RepositoryError> {
    return storage(async () => {
      const row = await this.db
        .selectFrom('payment_requests')
        .select(['request_hash', 'answer'])
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
      return row ? { requestHash: row.request_hash, answer: JSON.parse(row.answer) as T } : null;
    });
  }

  keep<T>(request: PaymentAnswerToKeep<T>): ResultAsync<KeptPaymentAnswer<T>, RepositoryError> {
    return storage(async () => {
      await this.db
        .insertInto('payment_requests')
        .values({
          user_id: request.userId,
          idempotency_key: request.idempotencyKey,
          operation: request.operation,
          quote_id: request.quoteId,
          request_hash: request.requestHash,
          answer: JSON.stringify(request.answer),
          created_at: request.at,
        })
        .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
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

function storage<T>(work: () => Promise<T>): ResultAsync<T, RepositoryError> {
  return ResultAsync.fromPromise(
    Promise.resolve().then(work),
    (error): RepositoryError => ({ kind: 'StorageUnavailable', message: messageOf(error) }),
  );
}
