import { type Kysely, sql } from 'kysely';

/**
 * Issue 13 delivery tool: a customer records an event too (the Delivery Scheduled event of an appointment
 * booked on the site, source 'customer'). Widens the source check of shipment_events (migration 0020).
 * Written so that it also holds after another migration widened it the same way: the check is dropped if
 * present and made again with every source the domain knows (domain/shipment/enums.ts EventSource).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table shipment_events drop constraint if exists shipment_events_source_check`.execute(db);
  await sql`
    alter table shipment_events add constraint shipment_events_source_check
      check (source in ('staff', 'carrier-sandbox', 'system', 'customer'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table shipment_events drop constraint if exists shipment_events_source_check`.execute(db);
  await sql`
    alter table shipment_events add constraint shipment_events_source_check
      check (source in ('staff', 'carrier-sandbox', 'system'))`.execute(db);
}
