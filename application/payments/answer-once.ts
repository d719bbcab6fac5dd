/**
 * Issue 12 "Every money endpoint takes an idempotency key", once for both of them (POST payments/pay and
 * POST moves/{id}/cancel): the caller's key is claimed before the money moves, so that a double click's
 * requests take turns on every instance. The first runs and keeps its answer; the others wait for it and
 * answer it again (replayed); the key with another request is refused; a run that fails gives the key back.
 */
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { IdempotencyKeyReused } from '../ports/payment-gateway';
import type { PaymentAnswerToKeep, PaymentRequests } from '../ports/payment-requests';
import type { RepositoryError } from '../ports/quote-repository';

export function answerOnce<T, E>(
  requests: PaymentRequests,
  request: Omit<PaymentAnswerToKeep<T>, 'answer'>,
  run: () => ResultAsync<T, E>,
): ResultAsync<{ answer: T; replayed: boolean }, E | IdempotencyKeyReused | RepositoryError> {
  type Answered = ResultAsync<{ answer: T; replayed: boolean }, E | IdempotencyKeyReused | RepositoryError>;
  return requests.claim<T>(request).andThen((claim): Answered => {
    if (claim.kind === 'Kept')
      return claim.kept.requestHash === request.requestHash
        ? okAsync({ answer: claim.kept.answer, replayed: true })
        : errAsync({ kind: 'IdempotencyKeyReused' });
    return run()
      .andThen((answer) => requests.keep({ ...request, answer }))
      .map((first) => ({ answer: first.answer, replayed: false }))
      .orElse((error) =>
        requests
          .release(request.userId, request.idempotencyKey)
          .orElse(() => okAsync(undefined))
          .andThen(() => errAsync(error)),
      );
  });
}
