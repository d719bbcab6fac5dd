import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type {
  AuthorizationDetails,
  CaptureDetails,
  CardProcessorRecord,
  CardRecordFilter,
  CardRecordKind,
  PaymentGatewayUnavailable,
} from '../../application/ports/payment-gateway';
import { type Cents, cents } from '../../domain/money/money';
import { centsOf, type SandboxCardContext, statusOf } from './sandbox-card-context';
import type { SandboxCardTables } from './sandbox-card-tables';
import { io } from './sandbox-gateway-io';

export function findAuthorization(
  ctx: SandboxCardContext,
  authorizationId: string,
): ResultAsync<AuthorizationDetails | null, PaymentGatewayUnavailable> {
  return io(async () => {
    const row = await ctx.db
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
    const status = statusOf(row.status, row.expires_at, ctx.clock.nowMs());
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

export function findCapture(
  ctx: SandboxCardContext,
  captureId: string,
): ResultAsync<CaptureDetails | null, PaymentGatewayUnavailable> {
  return io(async () => {
    const row = await ctx.db
      .selectFrom('sandbox_card_captures as c')
      .innerJoin('sandbox_card_authorizations as a', 'a.id', 'c.authorization_id')
      .select(['c.id', 'c.authorization_id', 'a.user_id', 'c.amount', 'c.idempotency_key', 'c.created_at'])
      .where('c.id', '=', captureId)
      .executeTakeFirst();
    if (!row) return null;
    const amount = centsOf(row.amount);
    const refunded = await refundedOf(ctx.db, captureId);
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

/** The processor's own records for reconciliation, oldest first. */
export function listRecords(
  ctx: SandboxCardContext,
  filter: CardRecordFilter,
): ResultAsync<CardProcessorRecord[], PaymentGatewayUnavailable> {
  const { userId, kind, reference, idempotencyKey, since } = filter;
  const wanted = (k: CardRecordKind) => kind === undefined || kind === k;
  const sinceAt = sql<Date>`${since ?? ''}::timestamptz`;
  /** The filter on a record (`own`: its table's alias) and on its authorization `a`'s owner. */
  const matching = <DB, TB extends keyof DB, O>(
    query: SelectQueryBuilder<DB, TB, O>,
    own: 'a' | 'r',
  ): SelectQueryBuilder<DB, TB, O> =>
    query
      .$if(userId !== undefined, (q) => q.where(sql.ref('a.user_id'), '=', userId ?? 0))
      .$if(reference !== undefined, (q) => q.where(sql.ref(`${own}.id`), '=', reference ?? ''))
      .$if(idempotencyKey !== undefined, (q) =>
        q.where(sql.ref(`${own}.idempotency_key`), '=', idempotencyKey ?? ''),
      )
      .$if(since !== undefined, (q) => q.where(sql.ref(`${own}.created_at`), '>=', sinceAt));
  return io(async () => {
    const records: CardProcessorRecord[] = [];
    if (wanted('Authorization')) {
      const rows = await ctx.db
        .selectFrom('sandbox_card_authorizations as a')
        .select(['a.id', 'a.amount', 'a.status', 'a.expires_at', 'a.idempotency_key', 'a.token', 'a.user_id'])
        .select('a.created_at')
        .$call((q) => matching(q, 'a'))
        .execute();
      for (const row of rows) {
        records.push({
          reference: row.id,
          kind: 'Authorization',
          relatesTo: null,
          amount: centsOf(row.amount),
          status: statusOf(row.status, row.expires_at, ctx.clock.nowMs()),
          idempotencyKey: row.idempotency_key,
          token: row.token,
          userId: Number(row.user_id),
          at: row.created_at.toISOString(),
        });
      }
    }
    // Captures and voids act on an authorization, refunds on a capture: the token and owner come from there.
    for (const [kind, table] of [
      ['Capture', 'sandbox_card_captures'],
      ['Void', 'sandbox_card_voids'],
    ] as const) {
      if (!wanted(kind)) continue;
      // Both tables have every column read here (a capture has `released` too), so one query type serves.
      const from = `${table} as r` as 'sandbox_card_voids as r';
      const rows = await ctx.db
        .selectFrom(from)
        .innerJoin('sandbox_card_authorizations as a', 'a.id', 'r.authorization_id')
        .select(['r.id', 'r.authorization_id as relatesTo', 'r.amount', 'r.idempotency_key', 'r.created_at'])
        .select(['a.token', 'a.user_id'])
        .$call((q) => matching(q, 'r'))
        .execute();
      for (const row of rows) records.push(recordOf(kind, row));
    }
    if (wanted('Refund')) {
      const rows = await ctx.db
        .selectFrom('sandbox_card_refunds as r')
        .innerJoin('sandbox_card_captures as c', 'c.id', 'r.capture_id')
        .innerJoin('sandbox_card_authorizations as a', 'a.id', 'c.authorization_id')
        .select(['r.id', 'r.capture_id as relatesTo', 'r.amount', 'r.idempotency_key', 'r.created_at'])
        .select(['a.token', 'a.user_id'])
        .$call((q) => matching(q, 'r'))
        .execute();
      for (const row of rows) records.push(recordOf('Refund', row));
    }
    return records.sort((a, b) => compareText(a.at, b.at) || compareText(a.reference, b.reference));
  });
}

/** The sum of a capture's refunds. */
export async function refundedOf(db: Kysely<SandboxCardTables>, captureId: string): Promise<Cents> {
  const row = await db
    .selectFrom('sandbox_card_refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('amount'), sql<number>`0`).as('refunded'))
    .where('capture_id', '=', captureId)
    .executeTakeFirst();
  return centsOf(row?.refunded ?? 0);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
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
