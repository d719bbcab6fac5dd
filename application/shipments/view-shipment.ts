import type { ResultAsync } from 'neverthrow';
import { reservedPlan, type ShipmentUnavailable } from '../../domain/shipment';
import type { Viewer } from '../accounts/viewer';
import type { Clock } from '../ports/clock';
import type { RateCardSource } from '../ports/rate-card-source';
import type { ShipmentEvents } from '../ports/shipment-events';
import { ownedQuote, type ReservationStores } from '../shared/reservation-access';
import type { ReservationError } from '../shared/reservation-errors';
import { UseCase } from '../use-case';
import { pickupMoment, type ShipmentView, shipmentView } from './shipment-view';

export type ViewShipmentError = ReservationError | ShipmentUnavailable;

type ViewShipmentDeps = ReservationStores & {
  events: ShipmentEvents;
  clock: Clock;
  rateCards: RateCardSource;
};

/**
 * §7 GET shipments/{id} (issue 13): a booked move's shipment, its milestones and events, for its owner and
 * for staff. Anyone else, a quote that does not exist and one that is not reserved all get the same
 * ReservationNotFound (404): a reservation has a shipment, a quote does not.
 */
export class ViewShipment extends UseCase<ViewShipmentDeps> {
  execute(input: { viewer: Viewer; quoteId: number }): ResultAsync<ShipmentView, ViewShipmentError> {
    return ownedQuote(this.deps, input.viewer, input.quoteId, true).andThen(({ quote }) =>
      reservedPlan(quote, false)
        .asyncAndThen((plan) =>
          this.deps.events
            .events(input.quoteId)
            .map((events) =>
              shipmentView(quote, plan, events, pickupMoment(this.deps.clock, this.deps.rateCards)),
            ),
        )
        .mapErr((e): ViewShipmentError => e),
    );
  }
}
