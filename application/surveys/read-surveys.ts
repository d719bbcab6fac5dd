import type { ResultAsync } from 'neverthrow';
import { type SurveySummary, summarizeSurveys } from '../../domain/surveys/survey-summary';
import { staffRead } from '../accounts/staff-read';
import type { Viewer } from '../accounts/viewer';
import type { StaffReadError } from '../errors';
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

export type ReadSurveysError = StaffReadError;

/**
 * Issue 15 `relomove surveys [--since <date>]` (and GET staff/surveys for its --api mode): the post-delivery
 * answers with their summary. Staff, agents and admins only: the role is checked before anything is read.
 */
export class ReadSurveys extends UseCase<{ surveys: SurveyStore }> {
  execute(input: ReadSurveysInput): ResultAsync<SurveyReport, ReadSurveysError> {
    return staffRead(input.viewer, 'surveys', () =>
      this.deps.surveys
        .postDeliverySince(input.since ?? null)
        .map((answers) => ({ answers, summary: summarizeSurveys(answers.map((a) => a.answers)) })),
    );
  }
}
