import { ContainerModule } from 'inversify';
import { AffirmBookingCheckouts } from '../ports/affirm-booking-checkouts';
import { AffirmGateway } from '../ports/affirm-gateway';
import { AppointmentRateSource } from '../ports/appointment-rates';
import { CardNumberReader } from '../ports/card-number-reader';
import { Clock } from '../ports/clock';
import { JobQueue } from '../ports/job-queue';
import { PaymentGateway } from '../ports/payment-gateway';
import { PaymentLedger } from '../ports/payment-ledger';
import { PaymentRequests } from '../ports/payment-requests';
import { PayPalGateway } from '../ports/paypal-gateway';
import { QuoteRepository } from '../ports/quote-repository';
import { RateCardSource } from '../ports/rate-card-source';
import { ReservationRepository } from '../ports/reservation-repository';
import { ServiceCenterDirectory } from '../ports/service-center-directory';
import { ShipmentEvents } from '../ports/shipment-events';
import { AddPaymentInfo } from './add-payment-info';
import { CancelAffirmLoan } from './cancel-affirm-loan';
import { CancelReservation } from './cancel-reservation';
import { ChargeMove } from './charge-move';
import { ChargeStorage } from './charge-storage';
import { PayBalance } from './pay-balance';
import { ReconcilePayments } from './reconcile-payments';
import { SaveCard } from './save-card';
import { SettlePriceChange } from './settle-price-change';
import { StartAffirmCheckout } from './start-affirm-checkout';
import { StartPayPalOrder } from './start-paypal-order';
import { ViewAffirmApproval } from './view-affirm-approval';
import { ViewAffirmCheckout } from './view-affirm-checkout';
import { ViewMovePayments } from './view-move-payments';

/**
 * The payment use cases, bound to their ports: saving a card for the reservation (issue 11), the ledger's
 * views and the Transit charge (issue 12), paying for a booking with PayPal or Affirm (issue 12), and a new
 * method after a decline, paying the balance, cancelling and settling a price change (issue 12).
 */
export const paymentsModule = new ContainerModule((options) => {
  options
    .bind(SaveCard)
    .toResolvedValue(
      (gateway: PaymentGateway, readCardNumber: CardNumberReader, clock: Clock) =>
        new SaveCard({ gateway, readCardNumber, clock }),
      [PaymentGateway, CardNumberReader, Clock],
    )
    .inSingletonScope();
  options
    .bind(ViewMovePayments)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        reservations: ReservationRepository,
        ledger: PaymentLedger,
        rateCards: RateCardSource,
        clock: Clock,
      ) => new ViewMovePayments({ quotes, reservations, ledger, rateCards, clock }),
      [QuoteRepository, ReservationRepository, PaymentLedger, RateCardSource, Clock],
    )
    .inSingletonScope();
  options
    .bind(ChargeMove)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        reservations: ReservationRepository,
        ledger: PaymentLedger,
        gateway: PaymentGateway,
        clock: Clock,
        paypal: PayPalGateway,
        affirm: AffirmGateway,
      ) => new ChargeMove({ quotes, reservations, ledger, gateway, clock, paypal, affirm }),
      [
        QuoteRepository,
        ReservationRepository,
        PaymentLedger,
        PaymentGateway,
        Clock,
        PayPalGateway,
        AffirmGateway,
      ],
    )
    .inSingletonScope();
  options
    .bind(ChargeStorage)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        reservations: ReservationRepository,
        ledger: PaymentLedger,
        gateway: PaymentGateway,
        clock: Clock,
        paypal: PayPalGateway,
        events: ShipmentEvents,
        rateCards: RateCardSource,
        jobs: JobQueue,
      ) =>
        new ChargeStorage({ quotes, reservations, ledger, gateway, clock, paypal, events, rateCards, jobs }),
      [
        QuoteRepository,
        ReservationRepository,
        PaymentLedger,
        PaymentGateway,
        Clock,
        PayPalGateway,
        ShipmentEvents,
        RateCardSource,
        JobQueue,
      ],
    )
    .inSingletonScope();
  options
    .bind(StartPayPalOrder)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        reservations: ReservationRepository,
        centers: ServiceCenterDirectory,
        rates: AppointmentRateSource,
        paypal: PayPalGateway,
      ) => new StartPayPalOrder({ quotes, reservations, centers, rates, paypal }),
      [QuoteRepository, ReservationRepository, ServiceCenterDirectory, AppointmentRateSource, PayPalGateway],
    )
    .inSingletonScope();
  options
    .bind(StartAffirmCheckout)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        reservations: ReservationRepository,
        centers: ServiceCenterDirectory,
        rates: AppointmentRateSource,
        affirm: AffirmGateway,
        checkouts: AffirmBookingCheckouts,
        clock: Clock,
      ) => new StartAffirmCheckout({ quotes, reservations, centers, rates, affirm, checkouts, clock }),
      [
        QuoteRepository,
        ReservationRepository,
        ServiceCenterDirectory,
        AppointmentRateSource,
        AffirmGateway,
        AffirmBookingCheckouts,
        Clock,
      ],
    )
    .inSingletonScope();
  options
    .bind(ViewAffirmCheckout)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        reservations: ReservationRepository,
        affirm: AffirmGateway,
        checkouts: AffirmBookingCheckouts,
        cards: PaymentGateway,
        clock: Clock,
      ) => new ViewAffirmCheckout({ quotes, reservations, affirm, checkouts, cards, clock }),
      [QuoteRepository, ReservationRepository, AffirmGateway, AffirmBookingCheckouts, PaymentGateway, Clock],
    )
    .inSingletonScope();
  options
    .bind(ViewAffirmApproval)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        reservations: ReservationRepository,
        checkouts: AffirmBookingCheckouts,
        view: ViewAffirmCheckout,
      ) => new ViewAffirmApproval({ quotes, reservations, checkouts, view }),
      [QuoteRepository, ReservationRepository, AffirmBookingCheckouts, ViewAffirmCheckout],
    )
    .inSingletonScope();
  options
    .bind(CancelAffirmLoan)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        reservations: ReservationRepository,
        affirm: AffirmGateway,
        ledger: PaymentLedger,
        clock: Clock,
      ) => new CancelAffirmLoan({ quotes, reservations, affirm, ledger, clock }),
      [QuoteRepository, ReservationRepository, AffirmGateway, PaymentLedger, Clock],
    )
    .inSingletonScope();
  options
    .bind(ReconcilePayments)
    .toResolvedValue(
      (ledger: PaymentLedger, cards: PaymentGateway, paypal: PayPalGateway) =>
        new ReconcilePayments({ ledger, cards, paypal }),
      [PaymentLedger, PaymentGateway, PayPalGateway],
    )
    .inSingletonScope();
  options
    .bind(AddPaymentInfo)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        reservations: ReservationRepository,
        gateway: PaymentGateway,
        ledger: PaymentLedger,
        rateCards: RateCardSource,
        clock: Clock,
      ) => new AddPaymentInfo({ quotes, reservations, gateway, ledger, rateCards, clock }),
      [QuoteRepository, ReservationRepository, PaymentGateway, PaymentLedger, RateCardSource, Clock],
    )
    .inSingletonScope();
  options
    .bind(PayBalance)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        reservations: ReservationRepository,
        ledger: PaymentLedger,
        requests: PaymentRequests,
        chargeMove: ChargeMove,
        rateCards: RateCardSource,
        clock: Clock,
      ) => new PayBalance({ quotes, reservations, ledger, requests, chargeMove, rateCards, clock }),
      [
        QuoteRepository,
        ReservationRepository,
        PaymentLedger,
        PaymentRequests,
        ChargeMove,
        RateCardSource,
        Clock,
      ],
    )
    .inSingletonScope();
  options
    .bind(CancelReservation)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        reservations: ReservationRepository,
        ledger: PaymentLedger,
        gateway: PaymentGateway,
        paypal: PayPalGateway,
        requests: PaymentRequests,
        rateCards: RateCardSource,
        chargeMove: ChargeMove,
        clock: Clock,
      ) =>
        new CancelReservation({
          quotes,
          reservations,
          ledger,
          gateway,
          paypal,
          requests,
          rateCards,
          chargeMove,
          clock,
        }),
      [
        QuoteRepository,
        ReservationRepository,
        PaymentLedger,
        PaymentGateway,
        PayPalGateway,
        PaymentRequests,
        RateCardSource,
        ChargeMove,
        Clock,
      ],
    )
    .inSingletonScope();
  options
    .bind(SettlePriceChange)
    .toResolvedValue(
      (ledger: PaymentLedger, gateway: PaymentGateway, paypal: PayPalGateway, clock: Clock) =>
        new SettlePriceChange({ ledger, gateway, paypal, clock }),
      [PaymentLedger, PaymentGateway, PayPalGateway, Clock],
    )
    .inSingletonScope();
});
