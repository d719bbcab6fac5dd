import { bindingModule } from '../bind-use-case';
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
export const paymentsModule = bindingModule((bind) => {
  const stores = { quotes: QuoteRepository, reservations: ReservationRepository };
  bind(SaveCard, { gateway: PaymentGateway, readCardNumber: CardNumberReader, clock: Clock });
  bind(ViewMovePayments, { ...stores, ledger: PaymentLedger, rateCards: RateCardSource, clock: Clock });
  bind(ChargeMove, {
    ...stores,
    ledger: PaymentLedger,
    gateway: PaymentGateway,
    clock: Clock,
    paypal: PayPalGateway,
    affirm: AffirmGateway,
  });
  bind(ChargeStorage, {
    ...stores,
    ledger: PaymentLedger,
    gateway: PaymentGateway,
    clock: Clock,
    paypal: PayPalGateway,
    events: ShipmentEvents,
    rateCards: RateCardSource,
    jobs: JobQueue,
  });
  bind(StartPayPalOrder, {
    ...stores,
    centers: ServiceCenterDirectory,
    rates: AppointmentRateSource,
    paypal: PayPalGateway,
  });
  bind(StartAffirmCheckout, {
    ...stores,
    centers: ServiceCenterDirectory,
    rates: AppointmentRateSource,
    affirm: AffirmGateway,
    checkouts: AffirmBookingCheckouts,
    clock: Clock,
  });
  bind(ViewAffirmCheckout, {
    ...stores,
    affirm: AffirmGateway,
    checkouts: AffirmBookingCheckouts,
    cards: PaymentGateway,
    clock: Clock,
  });
  bind(ViewAffirmApproval, { ...stores, checkouts: AffirmBookingCheckouts, view: ViewAffirmCheckout });
  bind(CancelAffirmLoan, { ...stores, affirm: AffirmGateway, ledger: PaymentLedger, clock: Clock });
  bind(ReconcilePayments, { ledger: PaymentLedger, cards: PaymentGateway, paypal: PayPalGateway });
  bind(AddPaymentInfo, {
    ...stores,
    gateway: PaymentGateway,
    ledger: PaymentLedger,
    rateCards: RateCardSource,
    clock: Clock,
  });
  bind(PayBalance, {
    ...stores,
    ledger: PaymentLedger,
    requests: PaymentRequests,
    chargeMove: ChargeMove,
    rateCards: RateCardSource,
    clock: Clock,
  });
  bind(CancelReservation, {
    ...stores,
    ledger: PaymentLedger,
    gateway: PaymentGateway,
    paypal: PayPalGateway,
    requests: PaymentRequests,
    rateCards: RateCardSource,
    chargeMove: ChargeMove,
    clock: Clock,
  });
  bind(SettlePriceChange, {
    ledger: PaymentLedger,
    gateway: PaymentGateway,
    paypal: PayPalGateway,
    clock: Clock,
  });
});
