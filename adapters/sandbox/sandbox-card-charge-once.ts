import { type Kysely, sql, type Transaction } from 'kysely';
import { err, ok, type Result, type ResultAsync } from 'neverthrow';
import type {
  IdempotencyKeyReused,
  PaymentGatewayUnavailable,
} from '../../application/ports/payment-gateway';
import {
  IDEMPOTENCY_KEEP_MS,
  isoOf,
  KeyTakenMeanwhile,
  type SandboxCardContext,
} from './sandbox-card-context';
import type { SandboxCardTables } from './sandbox-card-tables';
import { io } from './sandbox-gateway-io';

/** What an operation did: the answer kept under its key, and what this caller is told (when the answer is lost). */
export type Performed<A> = { answer: A; told?: A };

/**
 * The first answer of an idempotency key of authorize, capture, refund or void: read it when the key is
 * known (within 24 h), else claim the key, do the work and keep its answer, in one transaction. A second
 * request with the key (another instance's, at the same moment) waits on the claimed key's unique index,
 * then finds the key taken, rolls back and reads the first answer: one operation per key.
 */
export function chargeOnce<A>(
  ctx: SandboxCardContext,
  fields: Record<string, unknown>,
  idempotencyKey: string,
  work: (trx: Transaction<SandboxCardTables>, nowMs: number) => Promise<Performed<A>>,
): ResultAsync<A, PaymentGatewayUnavailable | IdempotencyKeyReused> {
  const request = JSON.stringify(fields);
  const reply = (stored: { request: string; answer: A }): Result<A, IdempotencyKeyReused> =>
    stored.request === request ? ok(stored.answer) : err({ kind: 'IdempotencyKeyReused' });
  return io(async (): Promise<Result<A, IdempotencyKeyReused>> => {
    const nowMs = ctx.clock.nowMs();
    const cutoff = isoOf(nowMs - IDEMPOTENCY_KEEP_MS);
    const known = await storedCharge<A>(ctx.db, idempotencyKey, cutoff);
    if (known) return reply(known);
    // Keys older than 24 h are forgotten (outside the transaction: it must not wait on other keys).
    await ctx.db
      .deleteFrom('sandbox_card_charge_requests')
      .where('created_at', '<', sql<Date>`${cutoff}::timestamptz`)
      .execute();
    try {
      return ok(
        await ctx.db.transaction().execute(async (trx) => {
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
      const first = await storedCharge<A>(ctx.db, idempotencyKey, cutoff);
      if (!first) throw new Error('the idempotency key vanished while it was being used');
      return reply(first);
    }
  }).andThen((answer) => answer);
}

async function storedCharge<A>(
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
