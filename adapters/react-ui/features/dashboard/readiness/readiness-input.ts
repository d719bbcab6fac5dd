/**
 * Issue 13 readiness checklist: the domain's input (domain/shipment/readiness.ts) from what the dashboard has
 * loaded: the booked quote (GET moves/{id}), its payments (GET moves/{id}/payments), its inspection form
 * (GET moves/{id}/inspection, issue 15) and the shipment (GET shipments/{id}). No React, no I/O.
 */
import { BUSINESS_TIME_ZONE, dateInZone } from '../../../../../domain/calendar/business-time-zone';
import type { IsoDate } from '../../../../../domain/calendar/iso-date';
import { activePaymentMethod } from '../../../../../domain/payment/payment-methods';
import { selectedOption } from '../../../../../domain/quote/edit-quote';
import { DeliveryType, EquipType } from '../../../../../domain/quote/enums';
import { deliveryNoteFor } from '../../../../../domain/quote/stored-price';
import type { Location, Quote } from '../../../../../domain/quote/types';
import { isCancelled } from '../../../../../domain/reservation/cancellation';
import {
  Milestone,
  MilestoneState,
  type ReadinessEnd,
  type ReadinessInput,
  ShipmentState,
} from '../../../../../domain/shipment';
import type { MoveInspection, MovePayments } from '../../../../http/client/relomove-api';
import type { ShipmentView } from '../milestones/shipment-view-model';

function endOf(location: Location, delivery: DeliveryType): ReadinessEnd {
  return {
    delivery,
    buildingType: location.buildingType,
    state: location.State || location.StationDetail?.StateCode || '',
    holidays: location.StationDetail?.Holidays ?? [],
  };
}

/**
 * The checklist's input for `today`. Each day is the shipment's (scheduled, requested or revised) first day
 * of the milestone when the shipment is loaded, else the booked one; the delivery without a shipment is the
 * quote's own estimate (the first day of the free window, or the guaranteed date), unknown with storage.
 */
export function readinessInputOf(
  quote: Quote,
  payments: MovePayments | null | undefined,
  shipment: ShipmentView | null,
  today: IsoDate,
  inspection: MoveInspection | null = null,
): ReadinessInput {
  const d = quote.Details;
  const reservation = d.Reservation;
  const option = selectedOption(d.PricingOptions);
  const destinationDelivery = option?.DestinationDelivery ?? DeliveryType.Door;
  const milestone = (m: Milestone) => shipment?.milestones.find((v) => v.milestone === m) ?? null;
  const complete = (m: Milestone) => milestone(m)?.Status === MilestoneState.Complete;
  const arrival =
    destinationDelivery === DeliveryType.Door ? Milestone.Delivery : Milestone.TerminalUnloading;
  // With storage the delivery waits for the customer's call: its day is unknown (as the shipment says).
  const storage = d.Accessorials.AddReloCubeStorage || d.Accessorials.AddTrailerStorage;
  const note = option && !storage ? deliveryNoteFor(quote, option) : null;
  const estimate = note ? (note.kind === 'estimated' ? note.window.DeliveryDate : note.by) : null;
  const day = (m: Milestone) => milestone(m)?.StatusDate.Early ?? null;
  // Dated as `today` is (the page clock's business time zone), so the two compare day for day.
  const reservedMs = reservation?.ReservedAt ? Date.parse(reservation.ReservedAt) : Number.NaN;
  return {
    today,
    bookedOn: Number.isNaN(reservedMs) ? null : dateInZone(reservedMs, BUSINESS_TIME_ZONE),
    cancelled: isCancelled(quote),
    origin: endOf(d.Origin, option?.OriginDelivery ?? DeliveryType.Door),
    destination: endOf(d.Destination, destinationDelivery),
    equipment: { type: option?.EquipType ?? EquipType.Relocube, quantity: option?.EquipQuantity ?? 1 },
    dropOff: day(Milestone.DropOff) ?? reservation?.MoveDate ?? d.SpotDate,
    pickup: day(Milestone.OriginPickup) ?? reservation?.PickupDate ?? d.PickupDate,
    delivery: shipment ? day(arrival) : estimate,
    paymentMethodOnFile: activePaymentMethod(reservation?.PaymentMethods ?? []) !== null,
    payments: payments
      ? {
          due: payments.InvoiceAmountDue,
          captured: payments.Captured,
          paymentInfoRequired: payments.PaymentInfoRequired,
        }
      : null,
    // Issue 15: decided by the server from the quarantine list and the stored form (§4 Received).
    inspection: inspection?.decision ?? null,
    complete: {
      dropOff: complete(Milestone.DropOff),
      originPickup: complete(Milestone.OriginPickup),
      delivery: complete(arrival),
      move: shipment?.state === ShipmentState.Completed,
    },
  };
}
