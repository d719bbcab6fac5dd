import { errAsync, ok, type ResultAsync } from 'neverthrow';
import { STAFF_ONLY_MESSAGE } from '../../domain/accounts/login-rules';
import type { IsoDate } from '../../domain/calendar/iso-date';
import {
  applyEvent,
  EventSource,
  type EventStatus,
  foldStored,
  happeningNow,
  type Instant,
  type Milestone,
  type ShipmentEvent,
  type ShipmentEventRefused,
  type ShipmentUnavailable,
} from '../../domain/shipment';
import { isStaff, type Viewer } from '../accounts/viewer';
import type { StaffOnly } from '../errors';
import type { MoveCharge } from '../payments/move-charge';
import type { IdempotencyKeyReused } from '../ports/payment-gateway';
import type { StoredShipmentEvent } from '../ports/shipment-events';
import type { ReservationError } from '../shared/reservation-errors';
import { UseCase } from '../use-case';
import { markOriginSpotted } from './origin-spotted';
import { type ReservedMoveDeps, reservedMove } from './reserved-move';
import { pickupMoment, type ShipmentView, shipmentView } from './shipment-view';
import { chargeAtTransit, type TransitCharge } from './transit-charge';

export interface RecordShipmentEventInput {
  readonly viewer: Viewer;
  readonly quoteId: number;
  /** The caller's key: a retry with it answers the first event and records nothing. */
  readonly idempotencyKey: string;
  readonly milestone: Milestone;
  readonly status: EventStatus;
  /** When it happened; now (the injected clock) when left out. */
  readonly occurredAt: Instant | null;
  readonly reason: string | null;
  readonly location: string | null;
  readonly window: { readonly Early: IsoDate; readonly Late: IsoDate } | null;
}

export interface RecordedShipmentEvent {
  /** Recorded now, or Replayed: the key's first event, nothing new stored. */
  readonly outcome: 'Recorded' | 'Replayed';
  readonly event: StoredShipmentEvent;
  readonly view: ShipmentView;
  /** The Transit charge (ChargeMove) once the shipment is at or past Transit; null before. */
  readonly charge: TransitCharge | null;
}

export type RecordShipmentEventError =
  | ReservationError
  | StaffOnly
  | ShipmentUnavailable
  | ShipmentEventRefused
  | IdempotencyKeyReused;

/** The request's facts a replayed key must match (occurredAt only when the caller gave one). */
function sameRequest(input: RecordShipmentEventInput, kept: StoredShipmentEvent): boolean {
  const reason = input.reason?.trim() || null;
  return (
    kept.milestone === input.milestone &&
    kept.status === input.status &&
    (kept.reason?.trim() || null) === reason &&
    kept.location === (input.location?.trim() || null) &&
    JSON.stringify(kept.window) === JSON.stringify(input.window) &&
    (input.occurredAt === null || kept.occurredAt === input.occurredAt)
  );
}

type RecordShipmentEventDeps = ReservedMoveDeps & { chargeMove: MoveCharge };

/**
 * Issue 13, staff record what happened to a booked move's shipment (`relomove shipment event`, POST
 * staff/shipments/{id}/events). The domain decides on the move's history under the move's lock
 * (ShipmentEvents.record): an event that makes no sense is refused with its message and nothing changes.
 * Once the shipment is at or past Transit, ChargeMove runs (idempotent per move and amount, so a replay or
 * a later event charges nothing more); a charge that fails is reported and never undoes the event. This is
 * the charge's first try, at once, so staff see it; the event also schedules the Transit charge job
 * (charge-transit.ts), which tries again by itself when this one could not go through.
 */
export class RecordShipmentEvent extends UseCase<RecordShipmentEventDeps> {
  execute(input: RecordShipmentEventInput): ResultAsync<RecordedShipmentEvent, RecordShipmentEventError> {
    const { viewer } = input;
    if (viewer === null) return errAsync({ kind: 'SignInRequired' });
    if (!isStaff(viewer)) return errAsync({ kind: 'StaffOnly', message: STAFF_ONLY_MESSAGE });
    return reservedMove(this.deps, viewer, input.quoteId, true)
      .mapErr((e): RecordShipmentEventError => e)
      .andThen(({ quote, plan }) =>
        this.deps.events
          .record<ShipmentEventRefused>(
            { quoteId: input.quoteId, idempotencyKey: input.idempotencyKey, recordedBy: viewer.email },
            (history) => {
              const now = happeningNow(quote, input.milestone, this.deps.clock.now());
              const event: ShipmentEvent = {
                milestone: input.milestone,
                status: input.status,
                reason: input.reason?.trim() || null,
                occurredAt: input.occurredAt ?? now.occurredAt,
                recordedAt: now.recordedAt,
                source: EventSource.staff,
                location: input.location?.trim() || null,
                window: input.window,
                rawCode: null,
              };
              return applyEvent(foldStored(plan, history).shipment, event).andThen(() => ok(event));
            },
          )
          .mapErr((e): RecordShipmentEventError => e)
          .andThen((outcome) => {
            if (outcome.kind === 'Refused') return errAsync<never, RecordShipmentEventError>(outcome.refusal);
            if (outcome.kind === 'Replayed' && !sameRequest(input, outcome.event))
              return errAsync<never, RecordShipmentEventError>({ kind: 'IdempotencyKeyReused' });
            const view = shipmentView(
              quote,
              plan,
              outcome.events,
              pickupMoment(this.deps.clock, this.deps.rateCards),
            );
            return markOriginSpotted(this.deps, view)
              .andThen(() => chargeAtTransit(this.deps.chargeMove, view, viewer, 'staff'))
              .map(
                (charge): RecordedShipmentEvent => ({
                  outcome: outcome.kind,
                  event: outcome.event,
                  view,
                  charge,
                }),
              );
          }),
      );
  }
}
