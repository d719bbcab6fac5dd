import {
  plannedDeliveryBookings,
  plannedInspectionForms,
  plannedLedger,
  plannedReservations,
  plannedShipmentEvents,
} from './notifications/plan-triggers';
import { storageChargedShipmentEvents } from './payments/storage-charge-jobs';
import type { Clock } from './ports/clock';
import type { DeliveryBookings } from './ports/delivery-bookings';
import type { InspectionForms } from './ports/inspection-forms';
import type { JobQueue } from './ports/job-queue';
import type { PaymentLedger } from './ports/payment-ledger';
import type { PlanRequests } from './ports/plan-requests';
import type { ReservationRepository } from './ports/reservation-repository';
import type { ShipmentEvents } from './ports/shipment-events';
import type { Token } from './ports/token';
import { transitChargedShipmentEvents } from './shipments/charge-transit';

/**
 * Issue 29 "One side-effect factory" (architecture.md conventions 14 and 17): everything a write sets off,
 * in the one place that both composition roots (the server's groups and the CLI's container) call. Each
 * store that changes a booked move is wrapped with the jobs its writes schedule, once committed; use cases
 * stay unaware of them, and no path (web, terminal, job) changes a move without them:
 *
 * - a shipment event plans the move's messages (issue 14), schedules the move's Transit charge job (issue
 *   29, shipments/charge-transit.ts), and an event of Transit or Storage runs the move's storage charge
 *   (issue 13, charge-storage.ts);
 * - a ledger row (a charge, a refund, a decline) plans the move's messages: receipts, declines;
 * - booking, rebooking and cancelling a reservation, booking a delivery window and storing an inspection
 *   form each plan the move's messages.
 *
 * A failure to schedule never fails the write: the sweeps schedule live moves' jobs again.
 */
export interface WriteEffects {
  shipmentEvents(inner: ShipmentEvents): ShipmentEvents;
  ledger(inner: PaymentLedger): PaymentLedger;
  reservations(inner: ReservationRepository): ReservationRepository;
  deliveryBookings(inner: DeliveryBookings): DeliveryBookings;
  inspectionForms(inner: InspectionForms): InspectionForms;
}
export const WriteEffects: Token<WriteEffects> = Symbol('WriteEffects');

/**
 * The side effects of every write: charges scheduled on `jobs` (a job due later is timed on `clock`), and
 * the move's messages asked of `plans` (issue 28: a request relayed as a job after the answer).
 */
export function writeEffects(jobs: JobQueue, plans: PlanRequests, clock: Pick<Clock, 'nowMs'>): WriteEffects {
  return {
    shipmentEvents: (inner) =>
      plannedShipmentEvents(
        transitChargedShipmentEvents(storageChargedShipmentEvents(inner, jobs), jobs, clock),
        plans,
      ),
    ledger: (inner) => plannedLedger(inner, plans),
    reservations: (inner) => plannedReservations(inner, plans),
    deliveryBookings: (inner) => plannedDeliveryBookings(inner, plans),
    inspectionForms: (inner) => plannedInspectionForms(inner, plans),
  };
}
