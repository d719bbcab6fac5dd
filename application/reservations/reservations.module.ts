import { bindingModule, optional } from '../bind-use-case';
import { SettlePriceChange } from '../payments/settle-price-change';
import { AffirmBookingCheckouts } from '../ports/affirm-booking-checkouts';
import { AffirmGateway } from '../ports/affirm-gateway';
import { AppointmentRateSource } from '../ports/appointment-rates';
import { CityDirectory } from '../ports/city-directory';
import { Clock } from '../ports/clock';
import { PaymentGateway } from '../ports/payment-gateway';
import { PaymentLedger } from '../ports/payment-ledger';
import { PayPalGateway } from '../ports/paypal-gateway';
import { QuoteIdCipher } from '../ports/quote-id-cipher';
import { QuoteRepository } from '../ports/quote-repository';
import { RateCardSource } from '../ports/rate-card-source';
import { ReservationRepository } from '../ports/reservation-repository';
import { ServiceCenterDirectory } from '../ports/service-center-directory';
import { ShipmentEvents } from '../ports/shipment-events';
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
export const reservationsModule = bindingModule((bind) => {
  const stores = { quotes: QuoteRepository, reservations: ReservationRepository };
  bind(StartReservation, { ...stores, clock: Clock, rates: AppointmentRateSource, cipher: QuoteIdCipher });
  bind(ViewReservationDraft, {
    ...stores,
    clock: Clock,
    rates: AppointmentRateSource,
    cipher: QuoteIdCipher,
  });
  bind(SaveReservationStep, {
    ...stores,
    clock: Clock,
    centers: ServiceCenterDirectory,
    capacity: StationCapacity,
    cities: optional(CityDirectory),
    rateCards: RateCardSource,
  });
  bind(ReserveMove, {
    reservations: ReservationRepository,
    clock: Clock,
    centers: ServiceCenterDirectory,
    capacity: StationCapacity,
    cards: PaymentGateway,
    rates: AppointmentRateSource,
    paypal: PayPalGateway,
    affirm: AffirmGateway,
    checkouts: AffirmBookingCheckouts,
  });
  bind(LogReservationProgress, { ...stores, clock: Clock });
  bind(SetContactPreference, { ...stores, clock: Clock });
  bind(SetDashboardType, { quotes: QuoteRepository, clock: Clock });
  bind(ViewReservation, {
    ...stores,
    cipher: QuoteIdCipher,
    ledger: PaymentLedger,
    clock: Clock,
    rateCards: RateCardSource,
  });
  bind(ListMyLinks, { reservations: ReservationRepository, events: ShipmentEvents });
  bind(AddReservationCoupon, { ...stores, clock: Clock, settlePriceChange: SettlePriceChange });
  bind(EditMove, {
    ...stores,
    clock: Clock,
    rateCards: RateCardSource,
    capacity: StationCapacity,
    centers: ServiceCenterDirectory,
    rates: AppointmentRateSource,
    ledger: PaymentLedger,
    cipher: QuoteIdCipher,
    settlePriceChange: SettlePriceChange,
    cities: optional(CityDirectory),
  });
});
