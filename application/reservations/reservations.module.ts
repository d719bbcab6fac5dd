import { ContainerModule } from 'inversify';
import { SettlePriceChange } from '../payments/settle-price-change';
import { AffirmBookingCheckouts } from '../ports/affirm-booking-checkouts';
import { AffirmGateway } from '../ports/affirm-gateway';
import { AppointmentRateSource } from '../ports/appointment-rates';
import { Clock } from '../ports/clock';
import { PaymentGateway } from '../ports/payment-gateway';
import { PaymentLedger } from '../ports/payment-ledger';
import { PayPalGateway } from '../ports/paypal-gateway';
import { QuoteIdCipher } from '../ports/quote-id-cipher';
import { QuoteRepository } from '../ports/quote-repository';
import { RateCardSource } from '../ports/rate-card-source';
import { ReservationRepository } from '../ports/reservation-repository';
import { ServiceCenterDirectory } from '../ports/service-center-directory';
import { StationCapacity } from '../ports/station-capacity';
import { AddReservationCoupon } from './add-reservation-coupon';
import { SetContactPreference } from './contact-preferences';
import { EditMove } from './edit-move';
import { ListMyLinks } from './list-my-links';
import { LogReservationProgress } from './log-progress';
import { ReserveMove } from './reserve-move';
import { SaveReservationStep } from './save-reservation-step';
import { SetDashboardType } from './set-dashboard-type';
import { StartReservation } from './start-reservation';
import { ViewReservation } from './view-reservation';
import { ViewReservationDraft } from './view-reservation-draft';

/** Reservations (issue 11, §2 steps, §4 Reserve, §7 moves/*): one use case per endpoint. */
export const reservationsModule = new ContainerModule((options) => {
  const stores = [QuoteRepository, ReservationRepository] as const;
  options
    .bind(StartReservation)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        reservations: ReservationRepository,
        clock: Clock,
        rates: AppointmentRateSource,
        cipher: QuoteIdCipher,
      ) => new StartReservation({ quotes, reservations, clock, rates, cipher }),
      [...stores, Clock, AppointmentRateSource, QuoteIdCipher],
    )
    .inSingletonScope();
  options
    .bind(ViewReservationDraft)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        reservations: ReservationRepository,
        clock: Clock,
        rates: AppointmentRateSource,
        cipher: QuoteIdCipher,
      ) => new ViewReservationDraft({ quotes, reservations, clock, rates, cipher }),
      [...stores, Clock, AppointmentRateSource, QuoteIdCipher],
    )
    .inSingletonScope();
  options
    .bind(SaveReservationStep)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        reservations: ReservationRepository,
        clock: Clock,
        centers: ServiceCenterDirectory,
        capacity: StationCapacity,
      ) => new SaveReservationStep({ quotes, reservations, clock, centers, capacity }),
      [...stores, Clock, ServiceCenterDirectory, StationCapacity],
    )
    .inSingletonScope();
  options
    .bind(ReserveMove)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        reservations: ReservationRepository,
        clock: Clock,
        centers: ServiceCenterDirectory,
        capacity: StationCapacity,
        cards: PaymentGateway,
        rates: AppointmentRateSource,
        paypal: PayPalGateway,
        affirm: AffirmGateway,
        checkouts: AffirmBookingCheckouts,
      ) =>
        new ReserveMove({
          quotes,
          reservations,
          clock,
          centers,
          capacity,
          cards,
          rates,
          paypal,
          affirm,
          checkouts,
        }),
      [
        ...stores,
        Clock,
        ServiceCenterDirectory,
        StationCapacity,
        PaymentGateway,
        AppointmentRateSource,
        PayPalGateway,
        AffirmGateway,
        AffirmBookingCheckouts,
      ],
    )
    .inSingletonScope();
  options
    .bind(LogReservationProgress)
    .toResolvedValue(
      (quotes: QuoteRepository, reservations: ReservationRepository, clock: Clock) =>
        new LogReservationProgress({ quotes, reservations, clock }),
      [...stores, Clock],
    )
    .inSingletonScope();
  options
    .bind(SetContactPreference)
    .toResolvedValue(
      (quotes: QuoteRepository, reservations: ReservationRepository, clock: Clock) =>
        new SetContactPreference({ quotes, reservations, clock }),
      [...stores, Clock],
    )
    .inSingletonScope();
  options
    .bind(SetDashboardType)
    .toResolvedValue(
      (quotes: QuoteRepository, clock: Clock) => new SetDashboardType({ quotes, clock }),
      [QuoteRepository, Clock],
    )
    .inSingletonScope();
  options
    .bind(ViewReservation)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        reservations: ReservationRepository,
        cipher: QuoteIdCipher,
        ledger: PaymentLedger,
        clock: Clock,
        rateCards: RateCardSource,
      ) => new ViewReservation({ quotes, reservations, cipher, ledger, clock, rateCards }),
      [...stores, QuoteIdCipher, PaymentLedger, Clock, RateCardSource],
    )
    .inSingletonScope();
  options
    .bind(ListMyLinks)
    .toResolvedValue(
      (reservations: ReservationRepository) => new ListMyLinks({ reservations }),
      [ReservationRepository],
    )
    .inSingletonScope();
  options
    .bind(AddReservationCoupon)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        reservations: ReservationRepository,
        clock: Clock,
        settlePriceChange: SettlePriceChange,
      ) => new AddReservationCoupon({ quotes, reservations, clock, settlePriceChange }),
      [...stores, Clock, SettlePriceChange],
    )
    .inSingletonScope();
  options
    .bind(EditMove)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        reservations: ReservationRepository,
        clock: Clock,
        rateCards: RateCardSource,
        capacity: StationCapacity,
        centers: ServiceCenterDirectory,
        rates: AppointmentRateSource,
        ledger: PaymentLedger,
        cipher: QuoteIdCipher,
        settlePriceChange: SettlePriceChange,
      ) =>
        new EditMove({
          quotes,
          reservations,
          clock,
          rateCards,
          capacity,
          centers,
          rates,
          ledger,
          cipher,
          settlePriceChange,
        }),
      [
        ...stores,
        Clock,
        RateCardSource,
        StationCapacity,
        ServiceCenterDirectory,
        AppointmentRateSource,
        PaymentLedger,
        QuoteIdCipher,
        SettlePriceChange,
      ],
    )
    .inSingletonScope();
});
