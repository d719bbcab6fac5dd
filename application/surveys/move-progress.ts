import { okAsync, type ResultAsync } from 'neverthrow';
import type { Quote } from '../../domain/quote/types';
import { isCancelled } from '../../domain/reservation/cancellation';
import { foldStored, reservedPlan, type Shipment, type ShipmentUnavailable } from '../../domain/shipment';
import type { Viewer } from '../accounts/viewer';
import type { Clock } from '../ports/clock';
import type { ShipmentEvents } from '../ports/shipment-events';
import type { SurveyStore } from '../ports/survey-store';
import { ownedQuote, type ReservationStores } from '../shared/reservation-access';
import type { ReservationError } from '../shared/reservation-errors';

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

/** What the post-delivery survey's use cases need (PostDeliverySurvey, SubmitPostDeliverySurvey, CovidAcknowledgement). */
export interface PostDeliverySurveyDeps extends SurveyMoveDeps {
  surveys: SurveyStore;
  clock: Clock;
}
