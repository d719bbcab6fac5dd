import type { ResultAsync } from 'neverthrow';
import type { Quote } from '../../domain/quote/types';
import { reservedPlan, type ShipmentPlan, type ShipmentUnavailable } from '../../domain/shipment';
import type { Viewer } from '../accounts/viewer';
import { ownedQuote, type ReservationStores } from '../shared/reservation-access';
import type { ReservationError } from '../shared/reservation-errors';
import type { ShipmentViewDeps } from './shipment-view';

/** What acting on a booked move's shipment reads: its reservation, events, clock and rate cards. */
export type ReservedMoveDeps = ReservationStores & ShipmentViewDeps;

/**
 * A booked move whose shipment is being acted on (an event recorded, a pickup requested, the feed run): its
 * quote for the viewer (the owner, or staff too when `staffToo`: ownedQuote's rule) and its shipment plan.
 */
export function reservedMove(
  stores: ReservationStores,
  viewer: Viewer,
  quoteId: number,
  staffToo: boolean,
): ResultAsync<{ quote: Quote; plan: ShipmentPlan }, ReservationError | ShipmentUnavailable> {
  return ownedQuote(stores, viewer, quoteId, staffToo).andThen(({ quote }) =>
    reservedPlan(quote, true).map((plan) => ({ quote, plan })),
  );
}
