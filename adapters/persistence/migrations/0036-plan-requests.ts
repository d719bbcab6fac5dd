import { type Kysely, sql } from 'kysely';

/**
 * Issue 28, a booking under load: the moves whose messages are to be planned soon (the plan-messages job's
 * requests), one row per move however many changes ask, written by the change's request in one cheap insert
 * and turned into plan-messages jobs in batches, after the answer, by application/notifications/
 * relay-plan-requests.ts. Scheduling the job inside the request cost a booking four more statements on
 * pg-boss (docs/performance.md, "Eleventh session").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table plan_requests (
      quote_id bigint primary key,
      requested_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists plan_requests`.execute(db);
}
