import { ContainerModule } from 'inversify';
import { CardNumberReader } from '../ports/card-number-reader';
import { Clock } from '../ports/clock';
import { PaymentGateway } from '../ports/payment-gateway';
import { PaymentLedger } from '../ports/payment-ledger';
import { PayPalGateway } from '../ports/paypal-gateway';
import { QuoteRepository } from '../ports/quote-repository';
import { ReservationRepository } from '../ports/reservation-repository';
import { ChargeMove } from './charge-move';
import { ReconcilePayments } from './reconcile-payments';
import { SaveCard } from './save-card';
import { ViewMovePayments } from './view-move-payments';

/**
 * The payment use cases, bound to their ports: saving a card for the reservation (issue 11), and the
 * ledger's views and the Transit charge (issue 12).
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
      (quotes: QuoteRepository, reservations: ReservationRepository, ledger: PaymentLedger) =>
        new ViewMovePayments({ quotes, reservations, ledger }),
      [QuoteRepository, ReservationRepository, PaymentLedger],
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
      ) => new ChargeMove({ quotes, reservations, ledger, gateway, clock }),
      [QuoteRepository, ReservationRepository, PaymentLedger, PaymentGateway, Clock],
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
});
