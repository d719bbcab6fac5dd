/**
 * Issue 15, §7 POST surveys/covid (not shown: our design, docs/decisions.md): the owner's health-and-safety
 * acknowledgement for the crew's visits, while a visit to the home is ahead; GET surveys/covid/{id} reads
 * whether it is open and the answer already given.
 */

import { errAsync, type ResultAsync } from 'neverthrow';
import {
  type CovidAcknowledgementState,
  CovidField,
  type CovidInput,
  covidAcknowledgementState,
  validateCovidAcknowledgement,
} from '../../domain/surveys/covid-acknowledgement';
import { validationFailed } from '../../domain/validation/field-messages';
import type { Viewer } from '../accounts/viewer';
import type { StoredCovidAcknowledgement } from '../ports/survey-store';
import { UseCase } from '../use-case';
import { openSurvey, type PostDeliverySurveyDeps, type SurveyedMove, surveyedMove } from './move-progress';
import type { SurveyError } from './survey-errors';

export interface CovidAcknowledgementView {
  readonly quoteId: number;
  readonly state: CovidAcknowledgementState;
  readonly acknowledgement: StoredCovidAcknowledgement | null;
}

const stateOf = (move: SurveyedMove): CovidAcknowledgementState =>
  covidAcknowledgementState({
    cancelled: move.cancelled,
    statusOf: (m) => move.shipment.milestones[m].Status,
  });

/** GET surveys/covid/{id} (ours): the acknowledgement of the owner's move (staff may read it too). */
export class ViewCovidAcknowledgement extends UseCase<PostDeliverySurveyDeps> {
  execute(input: { viewer: Viewer; quoteId: number }): ResultAsync<CovidAcknowledgementView, SurveyError> {
    return surveyedMove(this.deps, input.viewer, input.quoteId, true).andThen((move) =>
      this.deps.surveys
        .covid(input.quoteId)
        .map((acknowledgement) => ({ quoteId: input.quoteId, state: stateOf(move), acknowledgement })),
    );
  }
}

export interface SubmittedCovidAcknowledgement extends CovidAcknowledgementView {
  readonly outcome: 'Created' | 'Updated';
  readonly acknowledgement: StoredCovidAcknowledgement;
}

/**
 * §7 POST surveys/covid: the owner's acknowledgement, checked by the domain's rules and stored once per
 * move (answering again updates it). Once no crew visit to the home is ahead (or there never was one), or
 * for a cancelled move, SurveyNotOpen says why and nothing is stored.
 */
export class SubmitCovidAcknowledgement extends UseCase<PostDeliverySurveyDeps> {
  execute(input: {
    viewer: Viewer;
    quoteId: number;
    answers: CovidInput;
  }): ResultAsync<SubmittedCovidAcknowledgement, SurveyError> {
    const { viewer, quoteId } = input;
    return openSurvey(this.deps, viewer, quoteId, CovidField.QuoteId, stateOf).andThen((state) => {
      const checked = validateCovidAcknowledgement(input.answers);
      if (checked.isErr()) return errAsync<never, SurveyError>(validationFailed(checked.error));
      return this.deps.surveys
        .saveCovid(quoteId, checked.value, viewer?.email ?? '', this.deps.clock.now())
        .map(({ outcome, record }) => ({ quoteId, state, outcome, acknowledgement: record }));
    });
  }
}
