import { type Kysely, sql } from 'kysely';

/**
 * Issue 13, the pickup request (POST shipments/{qId}/{target}/pickup): a customer records their own
 * OriginPickup Scheduled event, so a shipment event's source may now be 'customer' as well
 * (domain/shipment/enums.ts EventSource). The table stays append-only; only its source check widens.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table shipment_events drop constraint shipment_events_source_check`.execute(db);
  await sql`
    alter table shipment_events add constraint shipment_events_source_check
    check (source in ('staff', 'carrier-sandbox', 'system', 'customer'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table shipment_events drop constraint shipment_events_source_check`.execute(db);
  await sql`
    alter table shipment_events add constraint shipment_events_source_check
    check (source in ('staff', 'carrier-sandbox', 'system'))`.execute(db);
}
