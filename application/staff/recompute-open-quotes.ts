import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { IsoDate } from '../../domain/calendar/iso-date';
import { type Cents, cents } from '../../domain/money/money';
import { quoteLookupKey } from '../../domain/quote/lookup-key';
import { recomputeQuote } from '../../domain/quote/recompute-quote';
import type { Viewer } from '../accounts/viewer';
import type { SignInRequired, StaffOnly, StorageTrouble } from '../errors';
import type { Clock } from '../ports/clock';
import type { QuoteRepository, RepositoryError, RevisedQuote } from '../ports/quote-repository';
import type { RateCardSource, RateCardUnavailable } from '../ports/rate-card-source';
import type { StationCapacity } from '../ports/station-capacity';
import { UseCase } from '../use-case';
import { repricingSetup } from './repricing-setup';

export interface RecomputeOpenQuotesDeps {
  quotes: QuoteRepository;
  rateCards: RateCardSource;
  capacity: StationCapacity;
  clock: Clock;
}

export interface RecomputeOpenQuotesInput {
  /** Only quotes created on or after this date (business calendar date, from midnight UTC). */
  since?: IsoDate;
  save: { reason: string } | null;
  viewer: Viewer;
  /** Called after each page with how many quotes were re-priced so far and how many there are in all. */
  onProgress?: (done: number, total: number) => void;
  /** Quotes read, re-priced and saved together (default 500). */
  pageSize?: number;
}

/** One quote whose price changed. Totals in cents; null when the quote has no price. */
export interface RecomputedRow {
  QuoteId: number;
  email: string;
  MoveDate: IsoDate;
  option: string;
  before: Cents | null;
  after: Cents | null;
  difference: Cents;
  saved: boolean;
}

export interface RecomputeOpenQuotesOutput {
  /** Open quotes looked at. */
  count: number;
  changed: number;
  /** Quotes the §4 rules refused to change (e.g. reserved on the way), or that a customer changed meanwhile. */
  skipped: number;
  saved: number;
  /** Sum of the changed quotes' differences (new - old). */
  totalDifference: Cents;
  rows: RecomputedRow[];
  rateCardVersion: string;
}

export type RecomputeOpenQuotesError =
  | SignInRequired
  | StaffOnly
  | { kind: 'ReasonRequired' }
  | RateCardUnavailable
  | StorageTrouble;

const DEFAULT_PAGE = 500;

/**
 * Re-prices every open quote with the rate card in force today (issue 5 `relomove quote recompute --all`),
 * a page at a time in QuoteId order. Each quote goes through the same rule as a single recompute
 * (domain recomputeQuote, no staff changes). With `save`, each page's changed quotes are stored in one
 * transaction, each only if no one changed it since it was read; the rest count as skipped.
 */
export class RecomputeOpenQuotes extends UseCase<RecomputeOpenQuotesDeps> {
  execute(input: RecomputeOpenQuotesInput): ResultAsync<RecomputeOpenQuotesOutput, RecomputeOpenQuotesError> {
    const setup = repricingSetup(this.deps, input.viewer, input.save);
    if (setup.isErr()) return errAsync(setup.error);
    const { facts, note } = setup.value;
    const { today } = facts;
    const createdSince = input.since ? `${input.since}T00:00:00.000Z` : undefined;
    const filter = { today, ...(createdSince ? { createdSince } : {}) };
    const pageSize = input.pageSize ?? DEFAULT_PAGE;
    const now = this.deps.clock.now();

    const storageError = (e: RepositoryError): RecomputeOpenQuotesError =>
      e.kind === 'NotFound' ? storageLost(e.id) : e;
    return this.deps.quotes
      .countOpenQuotes(filter)
      .mapErr(storageError)
      .andThen((total) => {
        const out: RecomputeOpenQuotesOutput = {
          count: 0,
          changed: 0,
          skipped: 0,
          saved: 0,
          totalDifference: cents(0),
          rows: [],
          rateCardVersion: facts.card.version,
        };
        const page = (afterId: number): ResultAsync<RecomputeOpenQuotesOutput, RecomputeOpenQuotesError> =>
          this.deps.quotes
            .openQuotes({ ...filter, afterId, limit: pageSize })
            .mapErr(storageError)
            .andThen((quotes) => {
              if (quotes.length === 0) return okAsync(out);
              const revised: RevisedQuote[] = [];
              const rows: RecomputedRow[] = [];
              for (const quote of quotes) {
                out.count += 1;
                const result = recomputeQuote(quote, { Revision: quote.Revision }, facts);
                if (result.isErr()) {
                  out.skipped += 1;
                  continue;
                }
                const r = result.value;
                if (!r.changed) continue;
                revised.push({ quote: { ...r.quote, Revision: quote.Revision }, note });
                rows.push({
                  QuoteId: quote.QuoteId,
                  email: quoteLookupKey(quote).email,
                  MoveDate: quote.Details.MoveDate,
                  option: r.after?.option.value ?? '',
                  before: r.before?.breakdown.total ?? null,
                  after: r.after?.breakdown.total ?? null,
                  difference: r.difference,
                  saved: false,
                });
              }
              const last = quotes[quotes.length - 1]?.QuoteId ?? afterId;
              const saving = input.save
                ? this.deps.quotes.saveRevised(revised, now)
                : okAsync<{ saved: { QuoteId: number }[]; conflicts: number[] }, RepositoryError>({
                    saved: [],
                    conflicts: [],
                  });
              return saving
                .mapErr((e): RecomputeOpenQuotesError => (e.kind === 'NotFound' ? storageLost(e.id) : e))
                .andThen((outcome) => {
                  const conflicts = new Set(outcome.conflicts);
                  const savedIds = new Set(outcome.saved.map((q) => q.QuoteId));
                  for (const row of rows) {
                    if (conflicts.has(row.QuoteId)) {
                      out.skipped += 1;
                      continue;
                    }
                    const kept = { ...row, saved: savedIds.has(row.QuoteId) };
                    out.rows.push(kept);
                    out.changed += 1;
                    if (kept.saved) out.saved += 1;
                    out.totalDifference = cents(out.totalDifference + row.difference);
                  }
                  input.onProgress?.(out.count, Math.max(total, out.count));
                  return quotes.length < pageSize ? okAsync(out) : page(last);
                });
            });
        return page(0);
      });
  }
}

function storageLost(id: number): RecomputeOpenQuotesError {
  return { kind: 'StorageUnavailable', message: `quote ${id} disappeared while saving` };
}
