import { type Kysely, sql } from 'kysely';

/**
 * Issue 15 insect inspection tool: the signed spongy moth self-inspection checklist of a booked move, one per
 * move (the quote id is the key: a second submission is refused, the first signed form stands). The §4
 * Inspection form state is Received once the move has a row. items_checked holds the checklist's item ids
 * (domain/shipment/inspection-form.ts); an empty list only with no_outdoor_items.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table inspection_forms (
      quote_id bigint primary key references quotes (id) on delete cascade,
      items_checked text[] not null,
      no_outdoor_items boolean not null,
      signer_name text not null check (char_length(signer_name) between 1 and 100),
      date_signed date not null,
      submitted_at timestamptz not null,
      submitted_by text not null check (submitted_by = lower(submitted_by) and char_length(submitted_by) between 1 and 254),
      check (no_outdoor_items = (cardinality(items_checked) = 0))
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists inspection_forms`.execute(db);
}
