import { DeliveryBookings } from '../../../../application/ports/delivery-bookings';
import { ShipmentEvents } from '../../../../application/ports/shipment-events';
import {
  BookDeliveryAppointment,
  ViewDeliveryAppointment,
} from '../../../../application/shipments/delivery-appointment';
import { RecordShipmentEvent } from '../../../../application/shipments/record-shipment-event';
import { SimulateShipment } from '../../../../application/shipments/simulate-shipment';
import { ViewShipment } from '../../../../application/shipments/view-shipment';
import { PgDeliveryBookings } from '../../../persistence/pg-delivery-bookings';
import { PgShipmentEvents } from '../../../persistence/pg-shipment-events';
import { registerDeliveryAppointmentRoutes } from '../routes/delivery-appointments';
import { registerShipmentRoutes } from '../routes/shipments';
import type { EndpointGroup } from './group';

/**
 * Shipments (issue 13): a booked move's events in the append-only shipment_events table, GET shipments/{id}
 * for the owner and staff, the staff endpoints that record events and run the SANDBOX carrier feed, and the
 * delivery tool (GET appointments/delivery/{id}, §7 POST appointments/delivery).
 */
export const shipmentsGroup: EndpointGroup = {
  name: 'shipments',
  bind(container, parts) {
    container.bind<ShipmentEvents>(ShipmentEvents).toConstantValue(new PgShipmentEvents(parts.database.db));
    container
      .bind<DeliveryBookings>(DeliveryBookings)
      .toConstantValue(new PgDeliveryBookings(parts.database.db));
  },
  routes(app, container) {
    registerShipmentRoutes(app, {
      viewShipment: container.get(ViewShipment),
      recordShipmentEvent: container.get(RecordShipmentEvent),
      simulateShipment: container.get(SimulateShipment),
    });
    registerDeliveryAppointmentRoutes(app, {
      viewDeliveryAppointment: container.get(ViewDeliveryAppointment),
      bookDeliveryAppointment: container.get(BookDeliveryAppointment),
    });
  },
};
