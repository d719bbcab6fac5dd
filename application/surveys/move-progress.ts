import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Quote } from '../../domain/quote/types';
import { isCancelled } from '../../domain/reservation/cancellation';
import { foldStored, reservedPlan, type Shipment, type ShipmentUnavailable } from '../../domain/shipment';
import type { Viewer } from '../accounts/viewer';
import type { Clock } from '../ports/clock';
import type { ShipmentEvents } from '../ports/shipment-events';
import type { SurveyStore } from '../ports/survey-store';
import { ownedQuote, type ReservationStores } from '../shared/reservation-access';
import type { ReservationError } from '../shared/reservation-errors';
import type { SurveyError } from './survey-errors';

export interface SurveyMoveDeps extends ReservationStores {
  events: ShipmentEvents;
}

/** A booked move as the surveys see it: its quote, its shipment now (the domain's fold) and whether it is cancelled. */
export interface SurveyedMove {
  readonly quote: Quote;
  readonly shipment: Shipment;
  readonly cancelled: boolean;
}

/**
 * The owner's booked move (staff too when `staffToo`) and its shipment from the stored events. Anyone else,
 * and a quote that is not booked, get ReservationNotFound (404), as every move endpoint answers.
 */
export function surveyedMove(
  deps: SurveyMoveDeps,
  viewer: Viewer,
  quoteId: number,
  staffToo: boolean,
): ResultAsync<SurveyedMove, ReservationError | ShipmentUnavailable> {
  return ownedQuote(deps, viewer, quoteId, staffToo).andThen(({ quote }) =>
    reservedPlan(quote, false)
      .asyncAndThen((plan) => okAsync(plan))
      .andThen((plan) =>
        deps.events.events(quoteId).map((events) => ({
          quote,
          shipment: foldStored(plan, events).shipment,
          cancelled: isCancelled(quote),
        })),
      ),
  );
}

/** Whether a survey takes answers for a move now, and if not why (the domain's survey states). */
type SurveyState =
  | { readonly open: true }
  | { readonly open: false; readonly reason: string; readonly message: string };

/**
 * The survey's state for the owner's move (not staff's) when it is open to answers; otherwise SurveyNotOpen,
 * on `field`, says why, and the caller stores nothing.
 */
export function openSurvey<S extends SurveyState>(
  deps: SurveyMoveDeps,
  viewer: Viewer,
  quoteId: number,
  field: string,
  stateOf: (move: SurveyedMove) => S,
): ResultAsync<S, SurveyError> {
  return surveyedMove(deps, viewer, quoteId, false).andThen((move) => {
    const state = stateOf(move);
    if (!state.open)
      return errAsync<never, SurveyError>({
        kind: 'SurveyNotOpen',
        field,
        reason: state.reason,
        message: state.message,
      });
    return okAsync(state);
  });
}

/** What the post-delivery survey's use cases need (PostDeliverySurvey, SubmitPostDeliverySurvey, CovidAcknowledgement). */
export interface PostDeliverySurveyDeps extends SurveyMoveDeps {
  surveys: SurveyStore;
  clock: Clock;
}
