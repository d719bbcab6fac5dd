import { errAsync, ok, okAsync, type ResultAsync } from 'neverthrow';
import type { Quote } from '../../domain/quote/types';
import {
  applyEvent,
  compareInstants,
  foldStored,
  type Instant,
  instant,
  type Milestone,
  type ShipmentEvent,
  type ShipmentEventRefused,
  type ShipmentPlan,
  type ShipmentUnavailable,
  simulatedEvents,
} from '../../domain/shipment';
import { staffCheck, type Viewer } from '../accounts/viewer';
import type { StaffOnly } from '../errors';
import type { MoveCharge } from '../payments/move-charge';
import type { RepositoryError } from '../ports/quote-repository';
import type { StoredShipmentEvent } from '../ports/shipment-events';
import type { ReservationError } from '../shared/reservation-errors';
import { UseCase } from '../use-case';
import { markOriginSpotted } from './origin-spotted';
import { type ReservedMoveDeps, reservedMove } from './reserved-move';
import { pickupMoment, type ShipmentView, shipmentView } from './shipment-view';
import { chargeAtTransit, type TransitCharge } from './transit-charge';

/** Who records the SANDBOX feed's events (shipment_events.recorded_by). */
export const SANDBOX_RECORDER = 'carrier-sandbox';

/** The SANDBOX feed's idempotency key of an event: the move, the milestone and the status. */
export function sandboxEventKey(quoteId: number, event: Pick<ShipmentEvent, 'milestone' | 'status'>): string {
  return `sandbox:${quoteId}:${event.milestone}:${event.status}`;
}

/**
 * When the SANDBOX feed starts a move: the booked drop-off (SpotDate) at 15:00Z, the feed's time of day
 * (domain/shipment/sandbox-feed.ts). Fixed by the booking, so every run plans the same events and keys.
 */
export function sandboxStart(plan: ShipmentPlan): Date {
  return new Date(`${plan.Schedule.SpotDate}T15:00:00Z`);
}

export interface SimulatedShipment {
  /** The events this run recorded, in order (none when every due one was recorded before). */
  readonly recorded: readonly StoredShipmentEvent[];
  /** When the feed's next event is due, or null when it has none left. */
  readonly nextDueAt: Instant | null;
  /** The milestone of that next event (its time reads in that milestone's zone), or null. */
  readonly nextDueMilestone: Milestone | null;
  /** The feed's event the domain refused (staff recorded something else first): the feed stops there. */
  readonly stopped: { readonly event: ShipmentEvent; readonly refusal: ShipmentEventRefused } | null;
  readonly view: ShipmentView;
  readonly charge: TransitCharge | null;
}

export type SimulateShipmentError = ReservationError | StaffOnly | ShipmentUnavailable;

type SimulateShipmentDeps = ReservedMoveDeps & { chargeMove: MoveCharge };

/**
 * Issue 13, the SANDBOX carrier feed (`relomove shipment simulate`, POST staff/shipments/{id}/simulate): no
 * carrier sends these. It records, in order, every event of the domain's feed plan (simulatedEvents, from
 * the booked drop-off, on business days less both stations' holidays) whose time has come on the injected clock and that is not recorded yet: each has a
 * key made of the move, milestone and status, so a second run records nothing new. Each event is decided
 * by the domain like a staff one; the first refused stops the run. Transit charges the move (ChargeMove).
 */
export class SimulateShipment extends UseCase<SimulateShipmentDeps> {
  execute(input: { viewer: Viewer; quoteId: number }): ResultAsync<SimulatedShipment, SimulateShipmentError> {
    const { viewer } = input;
    const refused = staffCheck(viewer);
    if (refused) return errAsync(refused);
    return reservedMove(this.deps, viewer, input.quoteId, true)
      .mapErr((e): SimulateShipmentError => e)
      .andThen(({ quote, plan }) => this.run(quote, plan, viewer));
  }

  private run(
    quote: Quote,
    plan: ShipmentPlan,
    viewer: Viewer,
  ): ResultAsync<SimulatedShipment, SimulateShipmentError> {
    const now = instant(this.deps.clock.now());
    const d = quote.Details;
    const feed = simulatedEvents(plan, sandboxStart(plan), {
      // The stations' holidays (§3 StationDetail Holidays), at either end: the feed skips them all.
      holidays: [
        ...(d.Origin.StationDetail?.Holidays ?? []),
        ...(d.Destination.StationDetail?.Holidays ?? []),
      ],
      origin: d.Origin.City ? `${d.Origin.City}, ${d.Origin.State}` : null,
      destination: d.Destination.City ? `${d.Destination.City}, ${d.Destination.State}` : null,
    });
    const due = feed.filter((e) => compareInstants(e.occurredAt, now) <= 0);
    const nextDue = feed.find((e) => compareInstants(e.occurredAt, now) > 0) ?? null;
    const nextDueAt = nextDue?.occurredAt ?? null;
    const nextDueMilestone = nextDue?.milestone ?? null;
    const recorded: StoredShipmentEvent[] = [];

    const step = (
      index: number,
      history: readonly StoredShipmentEvent[] | null,
    ): ResultAsync<
      { events: readonly StoredShipmentEvent[] | null; stopped: SimulatedShipment['stopped'] },
      RepositoryError
    > => {
      const event = due[index];
      if (event === undefined) return okAsync({ events: history, stopped: null });
      return this.deps.events
        .record<ShipmentEventRefused>(
          {
            quoteId: quote.QuoteId,
            idempotencyKey: sandboxEventKey(quote.QuoteId, event),
            recordedBy: SANDBOX_RECORDER,
          },
          (events) => applyEvent(foldStored(plan, events).shipment, event).andThen(() => ok(event)),
        )
        .andThen((outcome) => {
          if (outcome.kind === 'Refused')
            return okAsync({ events: outcome.events, stopped: { event, refusal: outcome.refusal } });
          if (outcome.kind === 'Recorded') recorded.push(outcome.event);
          return step(index + 1, outcome.events);
        });
    };

    return step(0, null)
      .andThen(({ events, stopped }) =>
        (events === null ? this.deps.events.events(quote.QuoteId) : okAsync([...events])).map((all) => ({
          view: shipmentView(quote, plan, all, pickupMoment(this.deps.clock, this.deps.rateCards)),
          stopped,
        })),
      )
      .mapErr((e): SimulateShipmentError => e)
      .andThen(({ view, stopped }) =>
        markOriginSpotted(this.deps, view)
          .andThen(() => chargeAtTransit(this.deps.chargeMove, view, viewer, 'system'))
          .map(
            (charge): SimulatedShipment => ({ recorded, nextDueAt, nextDueMilestone, stopped, view, charge }),
          ),
      );
  }
}
