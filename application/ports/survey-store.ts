import type { ResultAsync } from 'neverthrow';
import type { CovidAcknowledgement } from '../../domain/surveys/covid-acknowledgement';
import type { PostDeliveryAnswers } from '../../domain/surveys/post-delivery-survey';
import type { RepositoryError } from './quote-repository';
import type { Token } from './token';

/** Who answered and when: the first answer and the last change, and how many times it was sent. */
export interface SurveyRecordFacts {
  readonly quoteId: number;
  /** The signed-in customer's email when they last answered. */
  readonly submittedBy: string;
  /** ISO-8601 instants: the first answer, and the last one. */
  readonly submittedAt: string;
  readonly updatedAt: string;
  /** 1 for the first answer, one more for each change. */
  readonly revision: number;
}

export interface StoredPostDeliverySurvey extends SurveyRecordFacts {
  readonly answers: PostDeliveryAnswers;
}

export interface StoredCovidAcknowledgement extends SurveyRecordFacts {
  readonly acknowledgement: CovidAcknowledgement;
}

/** What a save did: the first answer of the move (Created) or a change of it (Updated). */
export interface SavedSurvey<T> {
  readonly outcome: 'Created' | 'Updated';
  readonly record: T;
}

/**
 * Issue 15, the surveys' answers: one post-delivery survey and one health-and-safety acknowledgement per
 * move. A save is one upsert, so a second answer (or two sent at once) updates the one row.
 */
export interface SurveyStore {
  postDelivery(quoteId: number): ResultAsync<StoredPostDeliverySurvey | null, RepositoryError>;
  savePostDelivery(
    quoteId: number,
    answers: PostDeliveryAnswers,
    by: string,
    at: string,
  ): ResultAsync<SavedSurvey<StoredPostDeliverySurvey>, RepositoryError>;
  /** The answers last changed at or after `since` (an ISO instant; null: all), newest first. */
  postDeliverySince(since: string | null): ResultAsync<StoredPostDeliverySurvey[], RepositoryError>;
  covid(quoteId: number): ResultAsync<StoredCovidAcknowledgement | null, RepositoryError>;
  saveCovid(
    quoteId: number,
    acknowledgement: CovidAcknowledgement,
    by: string,
    at: string,
  ): ResultAsync<SavedSurvey<StoredCovidAcknowledgement>, RepositoryError>;
}
export const SurveyStore: Token<SurveyStore> = Symbol('SurveyStore');
