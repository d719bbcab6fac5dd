import { ContainerModule } from 'inversify';
import { ChargeMove } from '../payments/charge-move';
import { SettlePriceChange } from '../payments/settle-price-change';
import { Clock } from '../ports/clock';
import { DeliveryBookings } from '../ports/delivery-bookings';
import { PaymentLedger } from '../ports/payment-ledger';
import { QuoteRepository } from '../ports/quote-repository';
import { RateCardSource } from '../ports/rate-card-source';
import { ReservationRepository } from '../ports/reservation-repository';
import { ShipmentEvents } from '../ports/shipment-events';
import { BookDeliveryAppointment, ViewDeliveryAppointment } from './delivery-appointment';
import { RecordShipmentEvent } from './record-shipment-event';
import { SimulateShipment } from './simulate-shipment';
import { ViewShipment } from './view-shipment';

/**
 * The shipment use cases (issue 13), bound to their ports: GET shipments/{id}, staff recording an event,
 * and the SANDBOX carrier feed. Reaching Transit runs the payments module's ChargeMove.
 */
export const shipmentsModule = new ContainerModule((options) => {
  options
    .bind(ViewShipment)
    .toResolvedValue(
      (quotes: QuoteRepository, reservations: ReservationRepository, events: ShipmentEvents) =>
        new ViewShipment({ quotes, reservations, events }),
      [QuoteRepository, ReservationRepository, ShipmentEvents],
    )
    .inSingletonScope();
  type Deps = ConstructorParameters<typeof RecordShipmentEvent>[0];
  const deps = (
    quotes: QuoteRepository,
    reservations: ReservationRepository,
    events: ShipmentEvents,
    chargeMove: ChargeMove,
    clock: Clock,
  ): Deps => ({ quotes, reservations, events, chargeMove, clock });
  const tokens = [QuoteRepository, ReservationRepository, ShipmentEvents, ChargeMove, Clock] as const;
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
