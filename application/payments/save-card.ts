import { errAsync, type ResultAsync } from 'neverthrow';
import { type CardForm, checkCard } from '../../domain/payment/card-check';
import type { ValidationFailure } from '../../domain/validation/field-messages';
import type { Viewer } from '../accounts/viewer';
import type { SignInRequired } from '../errors';
import type { CardNumberReader } from '../ports/card-number-reader';
import type { Clock } from '../ports/clock';
import type {
  CardVerification,
  IdempotencyKeyReused,
  PaymentGateway,
  PaymentGatewayUnavailable,
} from '../ports/payment-gateway';
import { UseCase } from '../use-case';

export type SaveCardError =
  | SignInRequired
  | ValidationFailure
  | PaymentGatewayUnavailable
  | IdempotencyKeyReused;

/**
 * POST payments/cards (issue 11, payment step Y): checks the card form with the domain's rules against
 * today, then saves the card at the processor as a reusable token after a $0 verification (nothing is
 * charged). Signed-in customers only; the token belongs to the signed-in user. The same idempotency key
 * and the same card answer the first answer again.
 */
export class SaveCard extends UseCase<{
  gateway: PaymentGateway;
  readCardNumber: CardNumberReader;
  clock: Clock;
}> {
  execute(input: {
    viewer: Viewer;
    card: CardForm;
    idempotencyKey: string;
  }): ResultAsync<CardVerification, SaveCardError> {
    const { viewer, card, idempotencyKey } = input;
    if (viewer === null) return errAsync({ kind: 'SignInRequired' });
    const checked = checkCard(card, this.deps.clock.today(), this.deps.readCardNumber);
    if (checked.isErr()) return errAsync(checked.error);
    return this.deps.gateway.saveCard(checked.value, { userId: viewer.userId }, idempotencyKey);
  }
}
