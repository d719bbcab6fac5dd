import type { Selectable } from 'kysely';
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
      const row = await this.db
        .selectFrom('post_delivery_surveys')
        .selectAll()
        .where('quote_id', '=', quoteId)
        .executeTakeFirst();
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
      const row = await this.db
        .insertInto('post_delivery_surveys')
        .values({
          quote_id: quoteId,
          overall_rating: answers.OverallRating,
          drop_off_rating: answers.StepRatings.DropOff,
          pickup_rating: answers.StepRatings.Pickup,
          transit_rating: answers.StepRatings.Transit,
          delivery_rating: answers.StepRatings.Delivery,
          recommend_score: answers.RecommendScore,
          comment: answers.Comment,
          submitted_by: by,
          submitted_at: at,
          updated_at: at,
        })
        .onConflict((oc) =>
          oc.column('quote_id').doUpdateSet((eb) => ({
            overall_rating: eb.ref('excluded.overall_rating'),
            drop_off_rating: eb.ref('excluded.drop_off_rating'),
            pickup_rating: eb.ref('excluded.pickup_rating'),
            transit_rating: eb.ref('excluded.transit_rating'),
            delivery_rating: eb.ref('excluded.delivery_rating'),
            recommend_score: eb.ref('excluded.recommend_score'),
            comment: eb.ref('excluded.comment'),
            submitted_by: eb.ref('excluded.submitted_by'),
            updated_at: eb.ref('excluded.updated_at'),
            revision: eb('post_delivery_surveys.revision', '+', 1),
          })),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      const record = surveyOf(row);
      return { outcome: record.revision === 1 ? 'Created' : 'Updated', record };
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
      const row = await this.db
        .selectFrom('covid_acknowledgements')
        .selectAll()
        .where('quote_id', '=', quoteId)
        .executeTakeFirst();
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
      const row = await this.db
        .insertInto('covid_acknowledgements')
        .values({
          quote_id: quoteId,
          household_well: acknowledgement.HouseholdWell,
          masks_requested: acknowledgement.MasksRequested,
          contactless_handover: acknowledgement.ContactlessHandover,
          submitted_by: by,
          submitted_at: at,
          updated_at: at,
        })
        .onConflict((oc) =>
          oc.column('quote_id').doUpdateSet((eb) => ({
            household_well: eb.ref('excluded.household_well'),
            masks_requested: eb.ref('excluded.masks_requested'),
            contactless_handover: eb.ref('excluded.contactless_handover'),
            submitted_by: eb.ref('excluded.submitted_by'),
            updated_at: eb.ref('excluded.updated_at'),
            revision: eb('covid_acknowledgements.revision', '+', 1),
          })),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      const record = covidOf(row);
      return { outcome: record.revision === 1 ? 'Created' : 'Updated', record };
    });
  }
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
