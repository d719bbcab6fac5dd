import { type Kysely, sql } from 'kysely';

/**
 * Issue 13, the calendar file (.ics) of each dated milestone (domain/shipment/calendar-entry.ts): one row
 * per move and milestone with the file's UID, its SEQUENCE and what it last said (dates, appointment times,
 * date state, cancelled). SEQUENCE is bumped by one conditional upsert when what the file says changes, so
 * it survives restarts and every instance sharing the database agrees on it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table calendar_entries (
      quote_id bigint not null references quotes (id),
      milestone text not null,
      uid text not null,
      sequence integer not null default 0 check (sequence >= 0),
      early date not null,
      late date not null,
      early_time text,
      late_time text,
      date_type text not null,
      cancelled boolean not null default false,
      written_at text not null,
      primary key (quote_id, milestone),
      check ((early_time is null) = (late_time is null))
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists calendar_entries`.execute(db);
}
