/**
 * Issue 13: a booked move's shipment as shown, from its quote and its stored events. The plan and the
 * folding of the events are the domain's (domain/shipment/reserved-plan.ts); this adds the pickup moment,
 * read from the clock and the rate card in force.
 */
import type { ResultAsync } from 'neverthrow';
import { selectedOption } from '../../domain/quote/edit-quote';
import type { Quote } from '../../domain/quote/types';
import { LOADING_DAYS_DEFAULT, PICKUP_REQUESTS_DEFAULT, type RateCard } from '../../domain/rating/rate-card';
import {
  type IgnoredEvent as DomainIgnoredEvent,
  foldStored,
  type PickupBasis,
  type PickupRequestStatus,
  pendingStateReason,
  pickupRequestStatus,
  reservedPlan,
  type Shipment,
  type ShipmentPlan,
  type ShipmentUnavailable,
} from '../../domain/shipment';
import type { Clock } from '../ports/clock';
import type { RepositoryError } from '../ports/quote-repository';
import type { RateCardSource } from '../ports/rate-card-source';
import type { ShipmentEvents, StoredShipmentEvent } from '../ports/shipment-events';

/** An event the domain no longer accepts in its place (the move was changed after it was recorded). */
export type IgnoredEvent = DomainIgnoredEvent<StoredShipmentEvent>;

/** A booked move's shipment as shown: the quote (for staff's reservation details), events and state. */
export interface ShipmentView {
  readonly quote: Quote;
  readonly plan: ShipmentPlan;
  readonly shipment: Shipment;
  /** Every stored event, oldest first. */
  readonly events: readonly StoredShipmentEvent[];
  readonly ignored: readonly IgnoredEvent[];
  /** §9 pending state in plain words, or null. */
  readonly pendingReason: string | null;
  /** §4 Pickup/delivery scheduling of the origin pickup now (issue 13 pickup request), with the days offered. */
  readonly pickup: PickupRequestStatus;
}

/** When, and under which rate card, the pickup request is decided (the card in force today, if any). */
export interface PickupMoment {
  readonly now: string;
  readonly card: Pick<RateCard, 'loading' | 'pickupRequests'> | null;
}

/** Now and the rate card in force today; without one in force, the rule's defaults (docs/decisions.md). */
export function pickupMoment(clock: Clock, rateCards: RateCardSource): PickupMoment {
  return { now: clock.now(), card: rateCards.inForceOn(clock.today()).unwrapOr(null) };
}

/**
 * What a quote's pickup days are counted with: its origin station (working days, holidays, state for the
 * local time), the loading days of its equipment and the pickup rule of the rate card (or the defaults).
 */
export function pickupBasisOf(quote: Quote, plan: ShipmentPlan, at: PickupMoment): PickupBasis {
  const station = quote.Details.Origin.StationDetail;
  const loading = at.card?.loading ?? LOADING_DAYS_DEFAULT;
  return {
    station: station
      ? { ServiceDays: station.ServiceDays, Holidays: station.Holidays, StateCode: station.StateCode }
      : null,
    loadingDays: loading[plan.Equipment],
    rule: at.card?.pickupRequests ?? PICKUP_REQUESTS_DEFAULT,
    now: at.now,
  };
}

export function shipmentView(
  quote: Quote,
  plan: ShipmentPlan,
  events: readonly StoredShipmentEvent[],
  at: PickupMoment,
): ShipmentView {
  const { shipment, ignored } = foldStored(plan, events);
  const reservation = quote.Details.Reservation;
  const option = selectedOption(quote.Details.PricingOptions);
  return {
    quote,
    plan,
    shipment,
    events,
    ignored,
    pendingReason: pendingStateReason({
      Carrier: option?.Carrier ?? '',
      EquipmentSpottedOrigin: reservation?.EquipmentSpottedOrigin ?? false,
      TBOLConfirmed: reservation?.TBOLConfirmed ?? false,
    }),
    pickup: pickupRequestStatus(shipment, pickupBasisOf(quote, plan, at)),
  };
}

/** What showing a booked move's shipment reads: its stored events, the clock and the rate cards. */
export interface ShipmentViewDeps {
  events: ShipmentEvents;
  clock: Clock;
  rateCards: RateCardSource;
}

/** A booked move's shipment as shown now, from its stored events (the domain's reservedPlan says why not). */
export function storedShipmentView(
  deps: ShipmentViewDeps,
  quote: Quote,
  quoteId: number,
): ResultAsync<ShipmentView, ShipmentUnavailable | { kind: 'ReservationNotFound' } | RepositoryError> {
  return reservedPlan(quote, false).asyncAndThen((plan) =>
    deps.events
      .events(quoteId)
      .map((events) => shipmentView(quote, plan, events, pickupMoment(deps.clock, deps.rateCards))),
  );
}
