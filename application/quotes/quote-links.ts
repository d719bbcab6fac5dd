import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { isFutureSendTime, isQuoteLinkExpired, quoteLinkRoute } from '../../domain/quote/quote-link';
import type { StaticRoute } from '../../domain/quote/routes';
import type { Viewer } from '../accounts/viewer';
import type { Clock } from '../ports/clock';
import type { QuoteIdCipher } from '../ports/quote-id-cipher';
import type { QuoteRepository } from '../ports/quote-repository';
import { UseCase } from '../use-case';
import { findQuoteFor, type QuoteAccessError } from './quote-access';
import type { QuoteChangeError } from './quote-change-errors';

interface LinkDeps {
  quotes: QuoteRepository;
  cipher: QuoteIdCipher;
}

/**
 * POST quotes/encrypt/{id} (§7 "not shown"): the link token of a quote, for its owner or staff, who
 * know the reference number. Anyone else is refused (ids are sequential; the token opens the quote).
 */
export class EncryptQuoteId extends UseCase<LinkDeps> {
  execute(input: {
    id: number;
    viewer: Viewer;
  }): ResultAsync<{ QuoteIdEncrypted: string }, QuoteAccessError> {
    return findQuoteFor(this.deps, String(input.id), input.viewer).map((quote) => ({
      QuoteIdEncrypted: quote.QuoteIdEncrypted,
    }));
  }
}

/**
 * GET quotes/decrypt/{id} (§7 "not shown"): the QuoteId inside a token this server made, for a quote that
 * exists and is not deleted. A tampered, foreign or stale token is not found.
 */
export class DecryptQuoteId extends UseCase<LinkDeps> {
  execute(input: { token: string }): ResultAsync<{ QuoteId: number }, QuoteAccessError> {
    const id = this.deps.cipher.decrypt(input.token);
    if (id.isErr()) return errAsync({ kind: 'QuoteNotFound' });
    return this.deps.quotes
      .findById(id.value)
      .andThen((quote) =>
        quote && !quote.IsDeleted
          ? okAsync<{ QuoteId: number }, QuoteAccessError>({ QuoteId: quote.QuoteId })
          : errAsync<{ QuoteId: number }, QuoteAccessError>({ kind: 'QuoteNotFound' }),
      );
  }
}

export type QuoteLinkCheck =
  | { expired: false; QuoteIdEncrypted: string; route: StaticRoute }
  | { expired: true; route: StaticRoute };

export type CheckQuoteLinkError = Extract<
  QuoteChangeError,
  { kind: 'InvalidLinkTime' | 'StorageUnavailable' | 'NotFound' }
>;

/**
 * GET expire/{qid}/{ts} (§7 "not shown"; our design): is the link in a quote email still good? It is
 * for 30 days after sending and while the quote can be used (domain/quote/quote-link). A token that
 * names no quote answers expired, routed to /moving-quote (§2: the target for an invalid quote id).
 */
export class CheckQuoteLink extends UseCase<LinkDeps & { clock: Clock }> {
  execute(input: { token: string; sentAtMs: number }): ResultAsync<QuoteLinkCheck, CheckQuoteLinkError> {
    const { cipher, quotes, clock } = this.deps;
    const nowMs = clock.nowMs();
    if (isFutureSendTime(input.sentAtMs, nowMs)) {
      return errAsync({
        kind: 'InvalidLinkTime',
        message: 'The link was not sent at this time (it is in the future)',
      });
    }
    const id = cipher.decrypt(input.token);
    const found = id.isOk() ? quotes.findById(id.value) : okAsync(null);
    return found.map((quote): QuoteLinkCheck => {
      const expired = isQuoteLinkExpired({ sentAtMs: input.sentAtMs, nowMs, today: clock.today(), quote });
      return expired
        ? { expired: true, route: quoteLinkRoute(true) }
        : { expired: false, QuoteIdEncrypted: input.token, route: quoteLinkRoute(false) };
    });
  }
}
