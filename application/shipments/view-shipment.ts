import type { ResultAsync } from 'neverthrow';
import type { ShipmentUnavailable } from '../../domain/shipment';
import type { Viewer } from '../accounts/viewer';
import { ownedQuote, type ReservationStores } from '../shared/reservation-access';
import type { ReservationError } from '../shared/reservation-errors';
import { UseCase } from '../use-case';
import { type ShipmentView, type ShipmentViewDeps, storedShipmentView } from './shipment-view';

export type ViewShipmentError = ReservationError | ShipmentUnavailable;

type ViewShipmentDeps = ReservationStores & ShipmentViewDeps;

/**
 * §7 GET shipments/{id} (issue 13): a booked move's shipment, its milestones and events, for its owner and
 * for staff. Anyone else, a quote that does not exist and one that is not reserved all get the same
 * ReservationNotFound (404): a reservation has a shipment, a quote does not.
 */
export class ViewShipment extends UseCase<ViewShipmentDeps> {
  execute(input: { viewer: Viewer; quoteId: number }): ResultAsync<ShipmentView, ViewShipmentError> {
    return ownedQuote(this.deps, input.viewer, input.quoteId, true).andThen(({ quote }) =>
      storedShipmentView(this.deps, quote, input.quoteId).mapErr((e): ViewShipmentError => e),
    );
  }
}
