import { ContainerModule } from 'inversify';
import { ChargeMove } from '../payments/charge-move';
import { CalendarEntries } from '../ports/calendar-entries';
import { Clock } from '../ports/clock';
import { QuoteRepository } from '../ports/quote-repository';
import { ReservationRepository } from '../ports/reservation-repository';
import { ShipmentEvents } from '../ports/shipment-events';
import { MoveCalendar } from './move-calendar';
import { RecordShipmentEvent } from './record-shipment-event';
import { SimulateShipment } from './simulate-shipment';
import { ViewShipment } from './view-shipment';

/**
 * The shipment use cases (issue 13), bound to their ports: GET shipments/{id}, staff recording an event,
 * the SANDBOX carrier feed, and the move's calendar files (.ics). Reaching Transit runs the payments module's ChargeMove.
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
  options
    .bind(MoveCalendar)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        reservations: ReservationRepository,
        events: ShipmentEvents,
        calendar: CalendarEntries,
        clock: Clock,
      ) => new MoveCalendar({ quotes, reservations, events, calendar, clock }),
      [QuoteRepository, ReservationRepository, ShipmentEvents, CalendarEntries, Clock],
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
});
