import type { ResultAsync } from 'neverthrow';
import type { PreferredTime } from '../../domain/quote/callback-request';
import type { RepositoryError } from './quote-repository';
import type { Token } from './token';

/** A customer's "call me back about this quote" request (§7 POST quotes/queue, our design). */
export interface CallbackRequest {
  quoteId: number;
  /** 10 digits. */
  phoneNumber: string;
  preferredTime: PreferredTime | null;
  note: string;
  requestedAt: string;
}

export interface QueuedCallback {
  requestId: number;
  /** Open requests made before this one, plus one. */
  queuePosition: number;
}

/** The call-back queue agents work through, first come first served. */
export interface CallbackQueue {
  /**
   * Adds a request, or, when the quote already has an open one, updates that request's phone number,
   * time and note and keeps its place.
   */
  enqueue(request: CallbackRequest): ResultAsync<QueuedCallback, RepositoryError>;
}
export const CallbackQueue: Token<CallbackQueue> = Symbol('CallbackQueue');
