import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { IsoDate } from '../../domain/calendar/iso-date';
import type { Cents } from '../../domain/money/money';
import {
  LookupFailureReason,
  type QuoteResult,
  type QuoteState,
  type QuoteStatus,
} from '../../domain/quote/enums';
import { placeLine, readLookupSearch } from '../../domain/quote/lookup-search';
import { deriveQuoteState } from '../../domain/quote/quote-state';
import type { Quote } from '../../domain/quote/types';
import { currentTotal } from '../../domain/reservation/reserved-quote';
import { staffCheck, type Viewer } from '../accounts/viewer';
import type { SignInRequired, StaffOnly } from '../errors';
import type { QuoteIdCipher } from '../ports/quote-id-cipher';
import type { QuoteRepository, RepositoryError } from '../ports/quote-repository';
import type { QuoteTimestamps } from '../ports/quote-timestamps';
import type { StorageUnavailable } from '../ports/user-repository';
import { UseCase } from '../use-case';

type StorageError = RepositoryError | StorageUnavailable;

/** One line of the lookup tool's answer. Names of §3 where the field is one; the rest are ours. */
export interface QuoteSummary {
  QuoteId: number;
  QuoteIdEncrypted: string;
  Revision: number;
  Result: QuoteResult;
  QuoteStatus: QuoteStatus;
  /** §4 quote state (deriveQuoteState). */
  state: QuoteState;
  /** The contact email. */
  email: string;
  /** 'City, ST ZIP'. */
  origin: string;
  destination: string;
  MoveDate: IsoDate;
  HHGMiles: number;
  /**
   * What the quote costs now (domain currentTotal, issue 27): a booked move's TotalPrice, otherwise the
   * stored total of its selected option (§9); null while it has no prices (under review).
   */
  price: Cents | null;
  /** When the quote was first stored (ISO-8601); null if unknown. */
  createdAt: string | null;
}

export interface LookupOutput {
  failReason: LookupFailureReason;
  /** 'search - message' lines explaining a UserError or TechnicalError. */
  messages: string[];
  quotes: QuoteSummary[];
  /** What went wrong in storage, for the log only (never shown): set with a TechnicalError. */
  fault: string | null;
}

export type LookupError = SignInRequired | StaffOnly;

/** At most this many quotes answer an email search (newest first). */
export const LOOKUP_EMAIL_LIMIT = 50;

export const LookupMessages = {
  unrecognised: 'search - Enter a reference number, an email address or a quote link token',
  noReference: (id: number) => `search - No quote has the reference number ${id}`,
  noEmail: (email: string) => `search - No quotes were sent to ${email}`,
  noToken: 'search - This quote link token is not valid, or its quote no longer exists',
  technical: 'search - Quotes cannot be searched right now; please try again in a moment',
} as const;

export interface LookupQuotesDeps {
  quotes: QuoteRepository;
  cipher: QuoteIdCipher;
  timestamps: QuoteTimestamps;
}

/**
 * POST /quotes/lookup (§1, §7; request and answer not shown): staff find quotes by reference number,
 * contact email or link token. Staff, agents and admins may use it (the roles that act for customers,
 * viewer.ts isStaff); anyone else is refused. A search that finds nothing is a UserError, a storage
 * failure a TechnicalError (§4 lookup failure reasons); both are answers, not exceptions.
 */
export class LookupQuotes extends UseCase<LookupQuotesDeps> {
  execute(input: { search: string; viewer: Viewer }): ResultAsync<LookupOutput, LookupError> {
    const refused = staffCheck(input.viewer);
    if (refused) return errAsync(refused);
    return this.find(input.search).orElse((e) =>
      okAsync<LookupOutput, LookupError>({
        ...answer(LookupFailureReason.TechnicalError, [LookupMessages.technical]),
        fault: e.kind === 'StorageUnavailable' ? e.message : e.kind,
      }),
    );
  }

  private find(search: string): ResultAsync<LookupOutput, StorageError> {
    const term = readLookupSearch(search);
    const { quotes, cipher } = this.deps;
    switch (term.kind) {
      case 'unrecognised':
        return okAsync(answer(LookupFailureReason.UserError, [LookupMessages.unrecognised]));
      case 'reference':
        return quotes
          .findById(term.quoteId)
          .andThen((q) => this.summaries(listed(q), LookupMessages.noReference(term.quoteId)));
      case 'email':
        return quotes
          .findByEmail(term.email, LOOKUP_EMAIL_LIMIT)
          .andThen((found) => this.summaries(found, LookupMessages.noEmail(term.email)));
      case 'token': {
        const id = cipher.decrypt(term.token);
        if (id.isErr()) return okAsync(answer(LookupFailureReason.UserError, [LookupMessages.noToken]));
        return quotes.findById(id.value).andThen((q) => this.summaries(listed(q), LookupMessages.noToken));
      }
      default: {
        const unhandled: never = term;
        return unhandled;
      }
    }
  }

  private summaries(found: readonly Quote[], nothing: string): ResultAsync<LookupOutput, StorageError> {
    // Deleted quotes stay out of the lookup, as they stay out of quotes/view.
    const live = found.filter((q) => !q.IsDeleted);
    if (live.length === 0) return okAsync(answer(LookupFailureReason.UserError, [nothing]));
    return this.deps.timestamps.createdAt(live.map((q) => q.QuoteId)).map((created) =>
      answer(
        LookupFailureReason.NoError,
        [],
        live.map((q) => this.summary(q, created.get(q.QuoteId) ?? null)),
      ),
    );
  }

  private summary(quote: Quote, createdAt: string | null): QuoteSummary {
    const { Details } = quote;
    return {
      QuoteId: quote.QuoteId,
      QuoteIdEncrypted: this.deps.cipher.encrypt(quote.QuoteId),
      Revision: quote.Revision,
      Result: quote.Result,
      QuoteStatus: quote.QuoteStatus,
      state: deriveQuoteState(quote),
      email: (Details.EmailAddress.trim() || Details.ContactEmailAddress).trim(),
      origin: placeLine(Details.Origin),
      destination: placeLine(Details.Destination),
      MoveDate: Details.MoveDate,
      HHGMiles: Details.HHGMiles,
      price: currentTotal(quote),
      createdAt,
    };
  }
}

function listed(quote: Quote | null): Quote[] {
  return quote ? [quote] : [];
}

function answer(
  failReason: LookupFailureReason,
  messages: string[],
  quotes: QuoteSummary[] = [],
): LookupOutput {
  return { failReason, messages, quotes, fault: null };
}
