import { AppointmentBook } from '../../../../application/ports/appointment-book';
import { AppointmentAvailability } from '../../../../application/reservations/appointment-availability';
import { ComputeMoveDates } from '../../../../application/reservations/compute-move-dates';
import { ListSpotDates } from '../../../../application/reservations/list-spot-dates';
import { PgAppointmentBook } from '../../../persistence/pg-appointment-book';
import { registerScheduleRoutes } from '../routes/schedule';
import type { EndpointGroup } from './group';

/**
 * The reservation's schedule step (issue 11, §2 X): the §7 move dates call, the origin's bookable drop-off
 * dates and the §7 appointment availability calls. Binds the AppointmentBook (appointment_bookings table);
 * needs the quotes group's QuoteRepository and QuoteIdCipher and the reference data's StationCapacity.
 */
export const scheduleGroup: EndpointGroup = {
  name: 'schedule',
  bind(container, parts) {
    container
      .bind<AppointmentBook>(AppointmentBook)
      .toConstantValue(new PgAppointmentBook(parts.database.db));
  },
  routes(app, container) {
    registerScheduleRoutes(app, {
      computeMoveDates: container.get(ComputeMoveDates),
      listSpotDates: container.get(ListSpotDates),
      appointmentAvailability: container.get(AppointmentAvailability),
    });
  },
};
