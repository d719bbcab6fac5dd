import { type Kysely, sql } from 'kysely';

/**
 * Issue 12 "Cancellation": a cancelled move gives back what it held at its stations. `released_at` marks
 * the reservation (the drop-off date's capacity) and its appointment windows as released; the counts of
 * the booking transaction and of the schedule step skip released rows. The rows stay, for the record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table reservations add column released_at timestamptz`.execute(db);
  await sql`alter table appointment_bookings add column released_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table appointment_bookings drop column if exists released_at`.execute(db);
  await sql`alter table reservations drop column if exists released_at`.execute(db);
}
