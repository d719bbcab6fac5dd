import { binderFor } from '../../../../application/bind-use-case';
import { CalendarEntries } from '../../../../application/ports/calendar-entries';
import { CalendarFileWriter } from '../../../../application/ports/calendar-file-writer';
import { DeliveryBookings } from '../../../../application/ports/delivery-bookings';
import { ShipmentEvents } from '../../../../application/ports/shipment-events';
import {
  BookDeliveryAppointment,
  ViewDeliveryAppointment,
} from '../../../../application/shipments/delivery-appointment';
import { MoveCalendar } from '../../../../application/shipments/move-calendar';
import { RecordShipmentEvent } from '../../../../application/shipments/record-shipment-event';
import { RequestPickup } from '../../../../application/shipments/request-pickup';
import { SimulateShipment } from '../../../../application/shipments/simulate-shipment';
import { ViewShipment } from '../../../../application/shipments/view-shipment';
import { WriteEffects } from '../../../../application/write-effects';
import { PgCalendarEntries } from '../../../persistence/pg-calendar-entries';
import { PgDeliveryBookings } from '../../../persistence/pg-delivery-bookings';
import { PgShipmentEvents } from '../../../persistence/pg-shipment-events';
import { registerDeliveryAppointmentRoutes } from '../routes/delivery-appointments';
import { registerMoveCalendarRoutes } from '../routes/move-calendar';
import { registerShipmentRoutes } from '../routes/shipments';
import type { EndpointGroup } from './group';

/**
 * Shipments (issue 13): a booked move's events in the append-only shipment_events table, GET shipments/{id}
 * for the owner and staff, the owner's pickup request (POST shipments/{qId}/{target}/pickup), the staff
 * endpoints that record events and run the SANDBOX carrier feed, the move's calendar files (.ics) with
 * their SEQUENCE in the calendar_entries table, and the delivery tool (GET appointments/delivery/{id},
 * §7 POST appointments/delivery). The calendar files are written by the CalendarFileWriter the quote-changes
 * group binds with the mailer (the same writer makes the messages' .ics attachments).
 */
export const shipmentsGroup: EndpointGroup = {
  name: 'shipments',
  bind(container, parts) {
    const bind = binderFor(container);
    // Each recorded event (and delivery booking) sets off what application/write-effects.ts says: the
    // move's messages (issue 14) and, for a Transit or Storage event, the storage charge (issue 13).
    bind(ShipmentEvents, { effects: WriteEffects }, ({ effects }) =>
      effects.shipmentEvents(new PgShipmentEvents(parts.database.db)),
    );
    container
      .bind<CalendarEntries>(CalendarEntries)
      .toConstantValue(new PgCalendarEntries(parts.database.db));
    bind(DeliveryBookings, { effects: WriteEffects }, ({ effects }) =>
      effects.deliveryBookings(new PgDeliveryBookings(parts.database.db)),
    );
  },
  routes(app, container) {
    registerShipmentRoutes(app, {
      viewShipment: container.get(ViewShipment),
      recordShipmentEvent: container.get(RecordShipmentEvent),
      simulateShipment: container.get(SimulateShipment),
      requestPickup: container.get(RequestPickup),
    });
    registerMoveCalendarRoutes(app, {
      moveCalendar: container.get(MoveCalendar),
      calendarFile: container.get<CalendarFileWriter>(CalendarFileWriter),
    });
    registerDeliveryAppointmentRoutes(app, {
      viewDeliveryAppointment: container.get(ViewDeliveryAppointment),
      bookDeliveryAppointment: container.get(BookDeliveryAppointment),
    });
  },
};
