import { RecordAnalyticsEvents } from '../../../../application/analytics/record-events';
import { AppointmentRateSource } from '../../../../application/ports/appointment-rates';
import { ReservationRepository } from '../../../../application/ports/reservation-repository';
import { AddReservationCoupon } from '../../../../application/reservations/add-reservation-coupon';
import { SetContactPreference } from '../../../../application/reservations/contact-preferences';
import { ListMyLinks } from '../../../../application/reservations/list-my-links';
import { LogReservationProgress } from '../../../../application/reservations/log-progress';
import { ReserveMove } from '../../../../application/reservations/reserve-move';
import { SaveReservationStep } from '../../../../application/reservations/save-reservation-step';
import { StartReservation } from '../../../../application/reservations/start-reservation';
import { ViewReservation } from '../../../../application/reservations/view-reservation';
import { ViewReservationDraft } from '../../../../application/reservations/view-reservation-draft';
import { dollars } from '../../../../domain/money/money';
import { PgReservationRepository } from '../../../persistence/pg-reservation-repository';
import { registerReservationRoutes } from '../routes/reservations';
import type { EndpointGroup } from './group';

/**
 * Reservations (issue 11; §2 steps, §4 Reserve, §7 moves/*, contacts/me/links). Needs the quotes group's
 * QuoteRepository, the reference group's service centers and capacity, the quote-changes group's mailer,
 * the payments group's saved cards and the schedule group's appointment rates.
 */
export const reservationsGroup: EndpointGroup = {
  name: 'reservations',
  bind(container, parts) {
    container
      .bind<ReservationRepository>(ReservationRepository)
      .toConstantValue(new PgReservationRepository(parts.database.db));
    container
      .bind<AppointmentRateSource>(AppointmentRateSource)
      .toConstantValue({ ratesOn: () => ({ OneHourRate: dollars(49), TwoHourRate: dollars(29) }) });
  },
  routes(app, container) {
    registerReservationRoutes(app, {
      start: container.get(StartReservation),
      viewDraft: container.get(ViewReservationDraft),
      saveStep: container.get(SaveReservationStep),
      logProgress: container.get(LogReservationProgress),
      setPreference: container.get(SetContactPreference),
      reserve: container.get(ReserveMove),
      view: container.get(ViewReservation),
      links: container.get(ListMyLinks),
      coupon: container.get(AddReservationCoupon),
      recordEvents: container.get(RecordAnalyticsEvents),
    });
  },
};
