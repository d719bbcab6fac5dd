import type { ResultAsync } from 'neverthrow';
import type { PreferredTime } from '../../domain/quote/callback-request';
import type { Viewer } from '../accounts/viewer';
import type { CallbackQueue } from '../ports/callback-queue';
import type { Clock } from '../ports/clock';
import type { QuoteIdCipher } from '../ports/quote-id-cipher';
import type { QuoteRepository } from '../ports/quote-repository';
import { UseCase } from '../use-case';
import { findQuoteFor, type QuoteAccessError } from './quote-access';

export interface RequestCallbackInput {
  reference: string;
  viewer: Viewer;
  /** 10 digits, already normalised by the contract (domain callbackPhoneNumber). */
  PhoneNumber: string;
  PreferredTime: PreferredTime | null;
  Note: string;
}

/** What RequestQuoteCallback needs. */
export interface RequestCallbackDeps {
  quotes: QuoteRepository;
  cipher: QuoteIdCipher;
  queue: CallbackQueue;
  clock: Clock;
}

/**
 * POST quotes/queue (§7 "not shown"; our design, docs/decisions.md): "call me back about this quote".
 * The request joins the agents' queue; the answer tells the customer their place in it. A quote has at
 * most one open request: asking again updates it and keeps its place.
 */
export class RequestQuoteCallback extends UseCase<RequestCallbackDeps> {
  execute(input: RequestCallbackInput): ResultAsync<{ queuePosition: number }, QuoteAccessError> {
    return findQuoteFor(this.deps, input.reference, input.viewer).andThen((quote) =>
      this.deps.queue
        .enqueue({
          quoteId: quote.QuoteId,
          phoneNumber: input.PhoneNumber,
          preferredTime: input.PreferredTime,
          note: input.Note,
          requestedAt: this.deps.clock.now(),
        })
        .map(({ queuePosition }) => ({ queuePosition })),
    );
  }
}
