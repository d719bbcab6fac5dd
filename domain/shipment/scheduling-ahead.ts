/**
 * Which of the move's two scheduling tools the customer can still use online, now or later in the move: the
 * pickup request (pickup-request.ts) and the delivery window (delivery-appointment.ts). Told to the customer
 * where the dashboard says what it offers (the welcome popup), so that it never offers a pickup request after
 * the pickup, nor for a move that starts at a service center. Pure: the two tools' states come in as data.
 */
import { CallReason } from './delivery-appointment';
import { DeliveryAppointmentKind, SchedulingState } from './enums';
import { PickupCallReason } from './pickup-request';

/** The pickup tool's state as the screens have it (§4 Pickup/delivery scheduling and its call reason). */
export interface PickupSchedulingNow {
  readonly state: SchedulingState;
  readonly reason: PickupCallReason | null;
}

/** The delivery tool's state as the screens have it (§4 Delivery appointment kind and its call reason). */
export interface DeliverySchedulingNow {
  readonly Kind: DeliveryAppointmentKind;
  readonly Reason: CallReason | null;
}

export interface SchedulingAhead {
  /** The pickup can be requested online now, or will be once the equipment is dropped off. */
  readonly pickup: boolean;
  /** The delivery window can be booked online now, or will be once the move is in transit or the balance paid. */
  readonly delivery: boolean;
}

/** Call reasons that pass by themselves as the move goes on, after which the pickup can be requested online. */
const PICKUP_LATER: readonly PickupCallReason[] = [PickupCallReason.NotDroppedOff];
/** Call reasons after which the delivery can still be booked online: the move leaves, or the balance is paid. */
const DELIVERY_LATER: readonly CallReason[] = [CallReason.NotInTransit, CallReason.BalanceDue];

/**
 * What the customer can still schedule online. A cancelled move has nothing left to schedule. A tool whose state
 * is not known (null) is not offered: nothing is promised that the move may not allow.
 */
export function schedulingAhead(
  pickup: PickupSchedulingNow | null,
  delivery: DeliverySchedulingNow | null,
  cancelled = false,
): SchedulingAhead {
  if (cancelled) return { pickup: false, delivery: false };
  return {
    pickup:
      pickup !== null &&
      (pickup.state === SchedulingState.ReadyToRequest ||
        (pickup.state === SchedulingState.PromptToCall &&
          pickup.reason !== null &&
          PICKUP_LATER.includes(pickup.reason))),
    delivery:
      delivery !== null &&
      (delivery.Kind === DeliveryAppointmentKind.WebAppointment ||
        (delivery.Kind === DeliveryAppointmentKind.CallForAppointment &&
          delivery.Reason !== null &&
          DELIVERY_LATER.includes(delivery.Reason))),
  };
}
