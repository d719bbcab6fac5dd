import { type Insertable, type InsertObject, type Kysely, type Selectable, sql } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type { RepositoryError } from '../../application/ports/quote-repository';
import type {
  SavedSurvey,
  StoredCovidAcknowledgement,
  StoredPostDeliverySurvey,
  SurveyStore,
} from '../../application/ports/survey-store';
import type { CovidAcknowledgement } from '../../domain/surveys/covid-acknowledgement';
import type { PostDeliveryAnswers } from '../../domain/surveys/post-delivery-survey';
import { PgStore } from './pg-store';
import type { Schema } from './schema';
import type { CovidAcknowledgementsTable, PostDeliverySurveysTable } from './schema-after-move';
import { storage } from './storage';

/**
 * Issue 15, the surveys' answers in post_delivery_surveys and covid_acknowledgements (migration 0031), on
 * PGlite or PostgreSQL. A save is one upsert on the move's row: the first answer's time stays, the revision
 * counts the answers, and two saves at once leave one row (the last write wins, as the customer's last
 * answer should).
 */
export class PgSurveyStore extends PgStore implements SurveyStore {
  postDelivery(quoteId: number): ResultAsync<StoredPostDeliverySurvey | null, RepositoryError> {
    return storage(async () => {
      const row = await moveRow(this.db, 'post_delivery_surveys', quoteId);
      return row ? surveyOf(row) : null;
    });
  }

  savePostDelivery(
    quoteId: number,
    answers: PostDeliveryAnswers,
    by: string,
    at: string,
  ): ResultAsync<SavedSurvey<StoredPostDeliverySurvey>, RepositoryError> {
    return storage(async () => {
      const columns = {
        overall_rating: answers.OverallRating,
        drop_off_rating: answers.StepRatings.DropOff,
        pickup_rating: answers.StepRatings.Pickup,
        transit_rating: answers.StepRatings.Transit,
        delivery_rating: answers.StepRatings.Delivery,
        recommend_score: answers.RecommendScore,
        comment: answers.Comment,
      };
      return saved(surveyOf(await upsertMoveRow(this.db, 'post_delivery_surveys', quoteId, columns, by, at)));
    });
  }

  postDeliverySince(since: string | null): ResultAsync<StoredPostDeliverySurvey[], RepositoryError> {
    return storage(async () => {
      let query = this.db.selectFrom('post_delivery_surveys').selectAll();
      if (since !== null) query = query.where('updated_at', '>=', since as never);
      const rows = await query.orderBy('updated_at', 'desc').orderBy('quote_id', 'desc').execute();
      return rows.map(surveyOf);
    });
  }

  covid(quoteId: number): ResultAsync<StoredCovidAcknowledgement | null, RepositoryError> {
    return storage(async () => {
      const row = await moveRow(this.db, 'covid_acknowledgements', quoteId);
      return row ? covidOf(row) : null;
    });
  }

  saveCovid(
    quoteId: number,
    acknowledgement: CovidAcknowledgement,
    by: string,
    at: string,
  ): ResultAsync<SavedSurvey<StoredCovidAcknowledgement>, RepositoryError> {
    return storage(async () => {
      const columns = {
        household_well: acknowledgement.HouseholdWell,
        masks_requested: acknowledgement.MasksRequested,
        contactless_handover: acknowledgement.ContactlessHandover,
      };
      return saved(covidOf(await upsertMoveRow(this.db, 'covid_acknowledgements', quoteId, columns, by, at)));
    });
  }
}

type SurveyTable = 'post_delivery_surveys' | 'covid_acknowledgements';
type SurveyTables = Pick<Schema, SurveyTable>;
/** A survey table's answer columns: what a save writes besides the move, who and when. */
type AnswerColumns<T extends SurveyTable> = Omit<
  Insertable<Schema[T]>,
  'quote_id' | 'submitted_by' | 'submitted_at' | 'updated_at' | 'revision'
>;

/** The move's row in a survey table, if it has one. */
async function moveRow<T extends SurveyTable>(
  db: Kysely<Schema>,
  table: T,
  quoteId: number,
): Promise<Selectable<Schema[T]> | undefined> {
  const row = await (db as unknown as Kysely<SurveyTables>)
    .selectFrom(table as SurveyTable)
    .selectAll()
    .where('quote_id', '=', quoteId)
    .executeTakeFirst();
  return row as Selectable<Schema[T]> | undefined;
}

/**
 * One upsert on the move's row: a first save inserts the answers with who and when; a later one replaces the
 * answers, who and updated_at, keeps submitted_at and counts the revision.
 */
async function upsertMoveRow<T extends SurveyTable>(
  db: Kysely<Schema>,
  table: T,
  quoteId: number,
  answers: AnswerColumns<T>,
  by: string,
  at: string,
): Promise<Selectable<Schema[T]>> {
  const replaced = [...Object.keys(answers), 'submitted_by', 'updated_at'];
  const row = await (db as unknown as Kysely<SurveyTables>)
    .insertInto(table as SurveyTable)
    .values({
      quote_id: quoteId,
      ...answers,
      submitted_by: by,
      submitted_at: at,
      updated_at: at,
    } as InsertObject<SurveyTables, SurveyTable>)
    .onConflict((oc) =>
      oc.column('quote_id').doUpdateSet({
        ...Object.fromEntries(replaced.map((column) => [column, sql.ref(`excluded.${column}`)])),
        revision: sql<number>`${sql.ref(`${table}.revision`)} + 1`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return row as Selectable<Schema[T]>;
}

/** A saved survey: Created by its first save, Updated by a later one. */
function saved<R extends { readonly revision: number }>(record: R): SavedSurvey<R> {
  return { outcome: record.revision === 1 ? 'Created' : 'Updated', record };
}

const iso = (value: Date | string) => new Date(value).toISOString();

function surveyOf(row: Selectable<PostDeliverySurveysTable>): StoredPostDeliverySurvey {
  return {
    quoteId: Number(row.quote_id),
    answers: {
      OverallRating: row.overall_rating,
      StepRatings: {
        DropOff: row.drop_off_rating,
        Pickup: row.pickup_rating,
        Transit: row.transit_rating,
        Delivery: row.delivery_rating,
      },
      RecommendScore: row.recommend_score,
      Comment: row.comment,
    },
    submittedBy: row.submitted_by,
    submittedAt: iso(row.submitted_at),
    updatedAt: iso(row.updated_at),
    revision: row.revision,
  };
}

function covidOf(row: Selectable<CovidAcknowledgementsTable>): StoredCovidAcknowledgement {
  return {
    quoteId: Number(row.quote_id),
    acknowledgement: {
      HouseholdWell: Boolean(row.household_well),
      MasksRequested: Boolean(row.masks_requested),
      ContactlessHandover: Boolean(row.contactless_handover),
    },
    submittedBy: row.submitted_by,
    submittedAt: iso(row.submitted_at),
    updatedAt: iso(row.updated_at),
    revision: row.revision,
  };
}
