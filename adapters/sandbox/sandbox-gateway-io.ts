import { ResultAsync } from 'neverthrow';
import type { PaymentGatewayUnavailable } from '../../application/ports/payment-gateway';

/** Wraps one piece of the sandbox's database I/O (card processor, PayPal): a failure is PaymentGatewayUnavailable. */
export function io<T>(work: () => Promise<T>): ResultAsync<T, PaymentGatewayUnavailable> {
  return ResultAsync.fromPromise(
    Promise.resolve().then(work),
    (error): PaymentGatewayUnavailable => ({
      kind: 'PaymentGatewayUnavailable',
      message: error instanceof Error ? error.message : String(error),
    }),
  );
}
