import type { Transaction } from 'kysely';
import { err, ok, type ResultAsync } from 'neverthrow';
import type { PayPalFailure, PayPalRefusal } from '../../application/ports/paypal-gateway';
import { PayPalIssue } from '../../domain/payment/paypal';
import { io } from './sandbox-gateway-io';
import type { SandboxPayPalContext } from './sandbox-paypal-context';
import { MAX_REQUEST_ID_LENGTH } from './sandbox-paypal-ids';
import { iso, refusal } from './sandbox-paypal-rows';
import type { SandboxPayPalTables } from './sandbox-paypal-tables';

/** A first answer as it is kept with its request id. */
export type Answer<T, E> = { ok: true; value: T } | { ok: false; error: E };

/**
 * Runs `work` once per request id, in one transaction that claims the id first. Another request with the
 * id (on any instance) waits for that transaction, then answers its first answer; with a different
 * request it is DUPLICATE_REQUEST_ID. A fault rolls everything back, the claim included, so a retry runs
 * afresh.
 */
export function once<T, I extends PayPalIssue>(
  ctx: SandboxPayPalContext,
  requestId: string,
  request: readonly unknown[],
  work: (trx: Transaction<SandboxPayPalTables>, nowMs: number) => Promise<Answer<T, PayPalRefusal<I>>>,
): ResultAsync<T, PayPalFailure<I | 'DUPLICATE_REQUEST_ID'>> {
  if (requestId.length === 0 || requestId.length > MAX_REQUEST_ID_LENGTH) {
    throw new RangeError(`a PayPal-Request-Id has 1 to ${MAX_REQUEST_ID_LENGTH} characters`);
  }
  const asked = JSON.stringify(request);
  return io(() =>
    ctx.db
      .transaction()
      .execute(async (trx): Promise<Answer<T, PayPalRefusal<I | 'DUPLICATE_REQUEST_ID'>>> => {
        const nowMs = ctx.clock.nowMs();
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
