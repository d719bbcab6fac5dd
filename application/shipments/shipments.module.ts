import { ContainerModule } from 'inversify';
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
export const shipmentsModule = new ContainerModule((options) => {
  options
    .bind(ViewShipment)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        reservations: ReservationRepository,
        events: ShipmentEvents,
        clock: Clock,
        rateCards: RateCardSource,
      ) => new ViewShipment({ quotes, reservations, events, clock, rateCards }),
      [QuoteRepository, ReservationRepository, ShipmentEvents, Clock, RateCardSource],
    )
    .inSingletonScope();
  options
    .bind(RequestPickup)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        reservations: ReservationRepository,
        events: ShipmentEvents,
        clock: Clock,
        rateCards: RateCardSource,
      ) => new RequestPickup({ quotes, reservations, events, clock, rateCards }),
      [QuoteRepository, ReservationRepository, ShipmentEvents, Clock, RateCardSource],
    )
    .inSingletonScope();
  // Issue 28: a booked move's changes as they happen (GET moves/{id}/stream).
  options
    .bind(FollowMove)
    .toResolvedValue(
      (quotes: QuoteRepository, reservations: ReservationRepository, changes: MoveChanges) =>
        new FollowMove({ quotes, reservations, changes }),
      [QuoteRepository, ReservationRepository, MoveChanges],
    )
    .inSingletonScope();
  options
    .bind(MoveCalendar)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        reservations: ReservationRepository,
        events: ShipmentEvents,
        calendar: CalendarEntries,
        clock: Clock,
        rateCards: RateCardSource,
      ) => new MoveCalendar({ quotes, reservations, events, calendar, clock, rateCards }),
      [QuoteRepository, ReservationRepository, ShipmentEvents, CalendarEntries, Clock, RateCardSource],
    )
    .inSingletonScope();
  type Deps = ConstructorParameters<typeof RecordShipmentEvent>[0];
  const deps = (
    quotes: QuoteRepository,
    reservations: ReservationRepository,
    events: ShipmentEvents,
    chargeMove: ChargeMove,
    clock: Clock,
    rateCards: RateCardSource,
  ): Deps => ({ quotes, reservations, events, chargeMove, clock, rateCards });
  const tokens = [
    QuoteRepository,
    ReservationRepository,
    ShipmentEvents,
    ChargeMove,
    Clock,
    RateCardSource,
  ] as const;
  options
    .bind(RecordShipmentEvent)
    .toResolvedValue(
      (...args: Parameters<typeof deps>) => new RecordShipmentEvent(deps(...args)),
      [...tokens],
    )
    .inSingletonScope();
  options
    .bind(SimulateShipment)
    .toResolvedValue((...args: Parameters<typeof deps>) => new SimulateShipment(deps(...args)), [...tokens])
    .inSingletonScope();
  // Issue 13 delivery tool: the §4 kind of a move now, and §7 POST appointments/delivery.
  const deliveryDeps = (
    quotes: QuoteRepository,
    reservations: ReservationRepository,
    events: ShipmentEvents,
    ledger: PaymentLedger,
    rateCards: RateCardSource,
    clock: Clock,
  ) => ({ quotes, reservations, events, ledger, rateCards, clock });
  const deliveryTokens = [
    QuoteRepository,
    ReservationRepository,
    ShipmentEvents,
    PaymentLedger,
    RateCardSource,
    Clock,
  ] as const;
  options
    .bind(ViewDeliveryAppointment)
    .toResolvedValue(
      (...args: Parameters<typeof deliveryDeps>) => new ViewDeliveryAppointment(deliveryDeps(...args)),
      [...deliveryTokens],
    )
    .inSingletonScope();
  options
    .bind(BookDeliveryAppointment)
    .toResolvedValue(
      (bookings: DeliveryBookings, settle: SettlePriceChange, ...args: Parameters<typeof deliveryDeps>) =>
        new BookDeliveryAppointment({ ...deliveryDeps(...args), bookings, settle }),
      [DeliveryBookings, SettlePriceChange, ...deliveryTokens],
    )
    .inSingletonScope();
});
