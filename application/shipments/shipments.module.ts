import { bindingModule } from '../bind-use-case';
import { ChargeMove } from '../payments/charge-move';
import { SettlePriceChange } from '../payments/settle-price-change';
import { CalendarEntries } from '../ports/calendar-entries';
import { Clock } from '../ports/clock';
import { DeliveryBookings } from '../ports/delivery-bookings';
import { MoveChanges } from '../ports/move-changes';
import { PaymentLedger } from '../ports/payment-ledger';
import { QuoteRepository } from '../ports/quote-repository';
import { RateCardSource } from '../ports/rate-card-source';
import { ReservationRepository } from '../ports/reservation-repository';
import { ShipmentEvents } from '../ports/shipment-events';
import { ChargeTransit } from './charge-transit';
import { BookDeliveryAppointment, ViewDeliveryAppointment } from './delivery-appointment';
import { FollowMove } from './follow-move';
import { MoveCalendar } from './move-calendar';
import { RecordShipmentEvent } from './record-shipment-event';
import { RequestPickup } from './request-pickup';
import { SimulateShipment } from './simulate-shipment';
import { ViewShipment } from './view-shipment';

/**
 * The shipment use cases (issue 13), bound to their ports: GET shipments/{id}, the customer's pickup request
 * (POST shipments/{qId}/{target}/pickup), staff recording an event, the SANDBOX carrier feed, and the move's
 * calendar files (.ics), and following a move's changes as they happen (issue 28). Reaching Transit runs
 * the payments module's ChargeMove.
 */
export const shipmentsModule = bindingModule((bind) => {
  const stores = { quotes: QuoteRepository, reservations: ReservationRepository };
  bind(ViewShipment, { ...stores, events: ShipmentEvents, clock: Clock, rateCards: RateCardSource });
  bind(RequestPickup, { ...stores, events: ShipmentEvents, clock: Clock, rateCards: RateCardSource });
  // Issue 28: a booked move's changes as they happen (GET moves/{id}/stream).
  bind(FollowMove, { ...stores, changes: MoveChanges });
  bind(MoveCalendar, {
    ...stores,
    events: ShipmentEvents,
    calendar: CalendarEntries,
    clock: Clock,
    rateCards: RateCardSource,
  });
  const recording = {
    ...stores,
    events: ShipmentEvents,
    chargeMove: ChargeMove,
    clock: Clock,
    rateCards: RateCardSource,
  };
  bind(RecordShipmentEvent, recording);
  bind(SimulateShipment, recording);
  // Issue 29: the Transit charge job's work (shipments/charge-transit.ts).
  bind(ChargeTransit, { ...stores, events: ShipmentEvents, chargeMove: ChargeMove });
  // Issue 13 delivery tool: the §4 kind of a move now, and §7 POST appointments/delivery.
  const delivery = {
    ...stores,
    events: ShipmentEvents,
    ledger: PaymentLedger,
    rateCards: RateCardSource,
    clock: Clock,
  };
  bind(ViewDeliveryAppointment, delivery);
  bind(BookDeliveryAppointment, { ...delivery, bookings: DeliveryBookings, settle: SettlePriceChange });
});
