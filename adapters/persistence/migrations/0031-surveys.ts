import { type Kysely, sql } from 'kysely';

/**
 * Issue 15 surveys: one post-delivery survey answer per move (§7 POST surveys/post-delivery) and one
 * health-and-safety acknowledgement per move (§7 POST surveys/covid). Answering again updates the row
 * (revision counts the answers), so the first answer's time stays and the last one's is updated_at.
 * The checks repeat the domain's ranges (domain/surveys), so nothing out of range can be stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table post_delivery_surveys (
      quote_id bigint primary key references quotes (id),
      overall_rating smallint not null check (overall_rating between 1 and 5),
      drop_off_rating smallint check (drop_off_rating between 1 and 5),
      pickup_rating smallint check (pickup_rating between 1 and 5),
      transit_rating smallint check (transit_rating between 1 and 5),
      delivery_rating smallint check (delivery_rating between 1 and 5),
      recommend_score smallint not null check (recommend_score between 0 and 10),
      comment text not null default '' check (char_length(comment) <= 2000),
      submitted_by text not null,
      submitted_at timestamptz not null,
      updated_at timestamptz not null,
      revision integer not null default 1 check (revision >= 1)
    )`.execute(db);
  await sql`create index post_delivery_surveys_updated on post_delivery_surveys (updated_at)`.execute(db);
  await sql`
    create table covid_acknowledgements (
      quote_id bigint primary key references quotes (id),
      household_well boolean not null,
      masks_requested boolean not null,
      contactless_handover boolean not null,
      submitted_by text not null,
      submitted_at timestamptz not null,
      updated_at timestamptz not null,
      revision integer not null default 1 check (revision >= 1)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists covid_acknowledgements`.execute(db);
  await sql`drop table if exists post_delivery_surveys`.execute(db);
}
