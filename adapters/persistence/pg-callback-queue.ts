import type { ResultAsync } from 'neverthrow';
import type { CallbackQueue, CallbackRequest, QueuedCallback } from '../../application/ports/callback-queue';
import type { RepositoryError } from '../../application/ports/quote-repository';
import { queuePosition } from '../../domain/quote/callback-request';
import { PgStore } from './pg-store';
import { storage } from './storage';

/**
 * The call-back queue in the `quote_queue` table (§7 quotes/queue, our design). A quote has at most one
 * open request (a partial unique index): asking again updates it in the same statement, so two
 * simultaneous requests for one quote cannot both insert.
 */
export class PgCallbackQueue extends PgStore implements CallbackQueue {
  enqueue(request: CallbackRequest): ResultAsync<QueuedCallback, RepositoryError> {
    return storage(() =>
      this.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('quote_queue')
          .values({
            quote_id: request.quoteId,
            phone_number: request.phoneNumber,
            preferred_time: request.preferredTime,
            note: request.note,
            requested_at: request.requestedAt,
            updated_at: request.requestedAt,
          })
          .onConflict((oc) =>
            oc.column('quote_id').where('status', '=', 'open').doUpdateSet({
              phone_number: request.phoneNumber,
              preferred_time: request.preferredTime,
              note: request.note,
              updated_at: request.requestedAt,
            }),
          )
          .returning('id')
          .executeTakeFirstOrThrow();
        const ahead = await trx
          .selectFrom('quote_queue')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'open')
          .where('id', '<', row.id)
          .executeTakeFirstOrThrow();
        return { requestId: row.id, queuePosition: queuePosition(Number(ahead.n)) };
      }),
    );
  }
}
