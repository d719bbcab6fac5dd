import { RecordAnalyticsEvents } from '../../../../application/analytics/record-events';
import { binderFor } from '../../../../application/bind-use-case';
import { AppointmentRateSource } from '../../../../application/ports/appointment-rates';
import { RateCardSource } from '../../../../application/ports/rate-card-source';
import { ReservationRepository } from '../../../../application/ports/reservation-repository';
import { AddReservationCoupon } from '../../../../application/reservations/add-reservation-coupon';
import { SetContactPreference } from '../../../../application/reservations/contact-preferences';
import { EditMove } from '../../../../application/reservations/edit-move';
import { ListMyLinks } from '../../../../application/reservations/list-my-links';
import { LogReservationProgress } from '../../../../application/reservations/log-progress';
import { ReserveMove } from '../../../../application/reservations/reserve-move';
import { SaveReservationStep } from '../../../../application/reservations/save-reservation-step';
import { SetDashboardType } from '../../../../application/reservations/set-dashboard-type';
import { StartReservation } from '../../../../application/reservations/start-reservation';
import { ViewReservation } from '../../../../application/reservations/view-reservation';
import { ViewReservationDraft } from '../../../../application/reservations/view-reservation-draft';
import { rateCardAppointmentRates } from '../../../../application/shared/rate-card-appointment-rates';
import { WriteEffects } from '../../../../application/write-effects';
import { PgReservationRepository } from '../../../persistence/pg-reservation-repository';
import { registerMoveEditRoutes } from '../routes/move-edit';
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
    const bind = binderFor(container);
    bind(ReservationRepository, { effects: WriteEffects }, ({ effects }) =>
      effects.reservations(new PgReservationRepository(parts.database.db)),
    );
    // §9 OneHourRate and TwoHourRate: the rate card in force on the drop-off date.
    container
      .bind<AppointmentRateSource>(AppointmentRateSource)
      .toResolvedValue(rateCardAppointmentRates, [RateCardSource]);
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
      setDashboardType: container.get(SetDashboardType),
      links: container.get(ListMyLinks),
      coupon: container.get(AddReservationCoupon),
      recordEvents: container.get(RecordAnalyticsEvents),
    });
    registerMoveEditRoutes(app, { edit: container.get(EditMove) });
  },
};
