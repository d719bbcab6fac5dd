/**
 * Issue 15, §1 post-delivery survey tool and §7 POST surveys/post-delivery (not shown: our design,
 * docs/decisions.md): the owner of a delivered move rates it; GET surveys/post-delivery/{id} reads whether
 * it is open, the steps the move had and the answer already given (to prefill the form).
 */

import { errAsync, type ResultAsync } from 'neverthrow';
import {
  type PostDeliveryInput,
  type PostDeliverySurveyState,
  postDeliverySurveyState,
  SurveyField,
  validatePostDeliveryAnswers,
} from '../../domain/surveys/post-delivery-survey';
import { validationFailed } from '../../domain/validation/field-messages';
import type { Viewer } from '../accounts/viewer';
import type { StoredPostDeliverySurvey } from '../ports/survey-store';
import { UseCase } from '../use-case';
import { openSurvey, type PostDeliverySurveyDeps, type SurveyedMove, surveyedMove } from './move-progress';
import type { SurveyError } from './survey-errors';

export interface PostDeliverySurveyView {
  readonly quoteId: number;
  readonly state: PostDeliverySurveyState;
  /** The answer given before, or null. */
  readonly survey: StoredPostDeliverySurvey | null;
}

const stateOf = (move: SurveyedMove): PostDeliverySurveyState =>
  postDeliverySurveyState({
    destination: move.shipment.plan.DestinationDelivery,
    statusOf: (m) => move.shipment.milestones[m].Status,
    cancelled: move.cancelled,
  });

/** GET surveys/post-delivery/{id} (ours): the survey of the owner's move (staff may read it too). */
export class ViewPostDeliverySurvey extends UseCase<PostDeliverySurveyDeps> {
  execute(input: { viewer: Viewer; quoteId: number }): ResultAsync<PostDeliverySurveyView, SurveyError> {
    return surveyedMove(this.deps, input.viewer, input.quoteId, true).andThen((move) =>
      this.deps.surveys
        .postDelivery(input.quoteId)
        .map((survey) => ({ quoteId: input.quoteId, state: stateOf(move), survey })),
    );
  }
}

export interface SubmitPostDeliverySurveyInput {
  readonly viewer: Viewer;
  readonly quoteId: number;
  readonly answers: PostDeliveryInput;
}

export interface SubmittedPostDeliverySurvey extends PostDeliverySurveyView {
  readonly outcome: 'Created' | 'Updated';
  readonly survey: StoredPostDeliverySurvey;
}

/**
 * §7 POST surveys/post-delivery: the owner's answers for their delivered move, checked by the domain's rules
 * (a step the move did not have cannot be rated), stored once per move; answering again updates it. Before
 * the delivery is complete, or for a cancelled move, SurveyNotOpen says why and nothing is stored.
 */
export class SubmitPostDeliverySurvey extends UseCase<PostDeliverySurveyDeps> {
  execute(input: SubmitPostDeliverySurveyInput): ResultAsync<SubmittedPostDeliverySurvey, SurveyError> {
    const { viewer, quoteId } = input;
    return openSurvey(this.deps, viewer, quoteId, SurveyField.QuoteId, stateOf).andThen((state) => {
      const checked = validatePostDeliveryAnswers(input.answers, state.steps);
      if (checked.isErr()) return errAsync<never, SurveyError>(validationFailed(checked.error));
      return this.deps.surveys
        .savePostDelivery(quoteId, checked.value, viewer?.email ?? '', this.deps.clock.now())
        .map(({ outcome, record }) => ({ quoteId, state, outcome, survey: record }));
    });
  }
}
