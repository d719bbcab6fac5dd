import { ContainerModule } from 'inversify';
import { CardNumberReader } from '../ports/card-number-reader';
import { Clock } from '../ports/clock';
import { PaymentGateway } from '../ports/payment-gateway';
import { SaveCard } from './save-card';

/** The payment use cases (issue 11: saving a card for the reservation), bound to their ports. */
export const paymentsModule = new ContainerModule((options) => {
  options
    .bind(SaveCard)
    .toResolvedValue(
      (gateway: PaymentGateway, readCardNumber: CardNumberReader, clock: Clock) =>
        new SaveCard({ gateway, readCardNumber, clock }),
      [PaymentGateway, CardNumberReader, Clock],
    )
    .inSingletonScope();
});
