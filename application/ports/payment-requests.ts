import type { ResultAsync } from 'neverthrow';
import type { RepositoryError } from './quote-repository';
import type { Token } from './token';

/** An answer kept under a caller's idempotency key, with the hash of the request that got it. */
export interface KeptPaymentAnswer<T> {
  readonly requestHash: string;
  readonly answer: T;
}

/** The money operations whose answers are kept (issue 12: POST payments/pay, POST moves/{id}/cancel). */
export type PaymentOperation = 'pay' | 'cancel';

export interface PaymentAnswerToKeep<T> {
  /** The caller: keys are per signed-in user, as the browser makes one per attempt. */
  readonly userId: number;
  readonly idempotencyKey: string;
  readonly operation: PaymentOperation;
  readonly quoteId: number;
  /** SHA-256 of the request (computed by the adapter), so that the same key with another request is refused. */
  readonly requestHash: string;
  /** Plain JSON data. */
  readonly answer: T;
  /** ISO-8601 instant from the injected clock. */
  readonly at: string;
}

/**
 * Issue 12 "Every money endpoint takes an idempotency key": the first answer of a money request, kept in
 * the database by the caller's key, so that a retry with the same key and the same request gets that
 * answer again (payments.md: "even if that answer was an error"), and the same key with another request
 * is refused, on every instance. The money itself never depends on this store: the processor calls carry
 * keys made from the move's state, so a request that runs twice still moves the money once.
 */
export interface PaymentRequests {
  /**
   * Keeps the answer unless the key has one already; answers what is kept (the first answer: when two
   * requests with one key finish at once, both get the one kept first).
   */
  keep<T>(request: PaymentAnswerToKeep<T>): ResultAsync<KeptPaymentAnswer<T>, RepositoryError>;
  /**
   * Claims the caller's key for this request before any money moves, so that requests with one key take
   * turns on every instance: Claimed (run it, then keep its answer, or release the key on an error), or
   * the answer kept under the key, once the request that claimed it first has kept it. A claim left
   * unanswered for longer than the store waits (its request died) is taken over: the money calls are keyed
   * by the move, so running again still moves the money once.
   */
  claim<T>(
    request: Omit<PaymentAnswerToKeep<T>, 'answer'>,
  ): ResultAsync<{ kind: 'Claimed' } | { kind: 'Kept'; kept: KeptPaymentAnswer<T> }, RepositoryError>;
  /** Gives up a claim that got no answer (the request failed before it had one to keep). */
  release(userId: number, idempotencyKey: string): ResultAsync<void, RepositoryError>;
}
export const PaymentRequests: Token<PaymentRequests> = Symbol('PaymentRequests');
