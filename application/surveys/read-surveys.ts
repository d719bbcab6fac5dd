import { errAsync, type ResultAsync } from 'neverthrow';
import { STAFF_ONLY_MESSAGE } from '../../domain/accounts/login-rules';
import { type SurveySummary, summarizeSurveys } from '../../domain/surveys/survey-summary';
import { isStaff, type Viewer } from '../accounts/viewer';
import type { SignInRequired, StaffOnly } from '../errors';
import type { RepositoryError } from '../ports/quote-repository';
import type { StoredPostDeliverySurvey, SurveyStore } from '../ports/survey-store';
import { UseCase } from '../use-case';

export interface ReadSurveysInput {
  viewer: Viewer;
  /** Only the answers given or changed at or after this instant (ISO-8601); absent: all of them. */
  since?: string;
}

export interface SurveyReport {
  /** The answers, newest change first. */
  readonly answers: readonly StoredPostDeliverySurvey[];
  /** Their count, average scores and NPS (domain/surveys/survey-summary.ts). */
  readonly summary: SurveySummary;
}

export type ReadSurveysError =
  | SignInRequired
  | StaffOnly
  | Extract<RepositoryError, { kind: 'StorageUnavailable' }>;

/**
 * Issue 15 `relomove surveys [--since <date>]` (and GET staff/surveys for its --api mode): the post-delivery
 * answers with their summary. Staff, agents and admins only: the role is checked before anything is read.
 */
export class ReadSurveys extends UseCase<{ surveys: SurveyStore }> {
  execute(input: ReadSurveysInput): ResultAsync<SurveyReport, ReadSurveysError> {
    if (input.viewer === null) return errAsync({ kind: 'SignInRequired' });
    if (!isStaff(input.viewer)) return errAsync({ kind: 'StaffOnly', message: STAFF_ONLY_MESSAGE });
    return this.deps.surveys
      .postDeliverySince(input.since ?? null)
      .map((answers) => ({ answers, summary: summarizeSurveys(answers.map((a) => a.answers)) }))
      .mapErr(
        (e): ReadSurveysError =>
          e.kind === 'StorageUnavailable'
            ? e
            : { kind: 'StorageUnavailable', message: `surveys: ${e.kind} ${e.id}` },
      );
  }
}
