import { err, errAsync, ok, type ResultAsync } from 'neverthrow';
import type { IsoDate } from '../../domain/calendar/iso-date';
import {
  applyEvent,
  choosePickupDate,
  EventSource,
  EventStatus,
  foldStored,
  happeningNow,
  Milestone,
  type PickupRequestRefused,
  type PickupTarget,
  pickupRequestStatus,
  type ShipmentEvent,
  type ShipmentEventRefused,
  type ShipmentUnavailable,
} from '../../domain/shipment';
import type { Viewer } from '../accounts/viewer';
import type { IdempotencyKeyReused } from '../ports/payment-gateway';
import type { StoredShipmentEvent } from '../ports/shipment-events';
import type { ReservationError } from '../shared/reservation-errors';
import { UseCase } from '../use-case';
import { type ReservedMoveDeps, reservedMove } from './reserved-move';
import { pickupBasisOf, pickupMoment, type ShipmentView, shipmentView } from './shipment-view';

export interface RequestPickupInput {
  readonly viewer: Viewer;
  readonly quoteId: number;
  readonly target: PickupTarget;
  /** The caller's key: a retry with it answers the first request and records nothing. */
  readonly idempotencyKey: string;
  /** §3 Pickup request PickupDate: the day asked for. */
  readonly pickupDate: IsoDate;
}

export interface RequestedPickup {
  /** Recorded now, or Replayed: the key's first request, nothing new stored. */
  readonly outcome: 'Recorded' | 'Replayed';
  readonly event: StoredShipmentEvent;
  readonly view: ShipmentView;
}

export type RequestPickupError =
  | ReservationError
  | ShipmentUnavailable
  | PickupRequestRefused
  | ShipmentEventRefused
  | IdempotencyKeyReused;

/**
 * Issue 13 "Pickup request", §7 POST shipments/{qId}/{target}/pickup: the customer asks for the day their
 * loaded equipment is picked up. Owner only (anyone else: ReservationNotFound, 404). Under the move's lock
 * (ShipmentEvents.record) the domain decides on the move's history: the request must be open
 * (ReadyToRequest) and the day one of those offered now; it is recorded as an OriginPickup Scheduled event
 * whose window is that day, from the source 'customer', so it is append-only and idempotent like every
 * shipment event (docs/decisions.md). The station's working days and holidays are the server's own (§3
 * StationDetail), never the request's.
 */
export class RequestPickup extends UseCase<ReservedMoveDeps> {
  execute(input: RequestPickupInput): ResultAsync<RequestedPickup, RequestPickupError> {
    const { viewer } = input;
    if (viewer === null) return errAsync({ kind: 'SignInRequired' });
    return reservedMove(this.deps, viewer, input.quoteId, false)
      .mapErr((e): RequestPickupError => e)
      .andThen(({ quote, plan }) => {
        const at = pickupMoment(this.deps.clock, this.deps.rateCards);
        return this.deps.events
          .record<PickupRequestRefused | ShipmentEventRefused>(
            { quoteId: input.quoteId, idempotencyKey: input.idempotencyKey, recordedBy: viewer.email },
            (history) => {
              const shipment = foldStored(plan, history).shipment;
              const chosen = choosePickupDate(
                pickupRequestStatus(shipment, pickupBasisOf(quote, plan, at)),
                input.pickupDate,
              );
              if (!chosen.ok) return err(chosen.refused);
              const event: ShipmentEvent = {
                milestone: Milestone.OriginPickup,
                status: EventStatus.Scheduled,
                reason: null,
                ...happeningNow(quote, Milestone.OriginPickup, at.now),
                source: EventSource.customer,
                location: null,
                window: { Early: chosen.choice.date, Late: chosen.choice.date },
                rawCode: null,
              };
              return applyEvent(shipment, event).andThen(() => ok(event));
            },
          )
          .mapErr((e): RequestPickupError => e)
          .andThen((outcome) => {
            if (outcome.kind === 'Refused') return errAsync<never, RequestPickupError>(outcome.refusal);
            const kept = outcome.event;
            if (
              outcome.kind === 'Replayed' &&
              !(
                kept.milestone === Milestone.OriginPickup &&
                kept.status === EventStatus.Scheduled &&
                kept.source === EventSource.customer &&
                kept.window?.Early === input.pickupDate
              )
            )
              return errAsync<never, RequestPickupError>({ kind: 'IdempotencyKeyReused' });
            return ok<RequestedPickup, RequestPickupError>({
              outcome: outcome.kind,
              event: kept,
              view: shipmentView(quote, plan, outcome.events, at),
            });
          });
      });
  }
}
